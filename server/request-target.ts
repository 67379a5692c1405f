import type { NextFunction, Request, Response } from "express";
import { safeLocalPath } from "~/.server/web/redirects";

/**
 * The request target must be a path of this site (origin-form, RFC 9112 §3.2.1), before anything else
 * reads it. An absolute-form target was made one already when it could be (origin-form.ts); anything
 * else that does not start with "/" ("*", "foo", another host than the Host header's, another scheme,
 * user info) is refused with 400: there is no page there, and the code after assumes a path.
 *
 * A path the URL parser reads as starting with "//" ("//evil.example", "/.//evil.example",
 * "/x/..//evil.example", "/\evil.example") is not let through either. Redirects built from the
 * request's own address (maintenance, the admin pages' and my-properties' "back to the list", the way
 * back after signing in) check it too (safeLocalPath, pageUrl), but this is the one place that covers
 * every route whatever it does with its path, and a page never has such an address (a route never
 * matches one; "//" reached the home page). A read goes to the same path with a single "/"
 * ("//listings" → "/listings", a mistyped link still works); anything else is refused with 400, as
 * a post's body would not survive the redirect.
 */
export function requestTarget() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.url.startsWith("/")) return refuse(res);
    let url: URL;
    try {
      // As the pages will see it (serve-fetch.ts puts the Host header's value in front).
      url = new URL(`http://prona.invalid${req.url}`);
    } catch {
      return refuse(res);
    }
    if (!url.pathname.startsWith("//")) return next();
    if (req.method !== "GET" && req.method !== "HEAD") return refuse(res);
    res.redirect(301, safeLocalPath(`/${url.pathname.replace(/^\/+/, "")}${url.search}`) ?? "/");
  };
}

function refuse(res: Response): void {
  res.status(400).type("text/plain").send("Bad Request");
}
