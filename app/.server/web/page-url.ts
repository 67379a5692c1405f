import { safeLocalPath } from "./redirects";

/**
 * The address of the page a request is for: a form post with JavaScript arrives as `/path.data`
 * (React Router's data request) and carries `_routes`; without it, as `/path`. Redirects back to the
 * page use this, so both end on the same address. Being the request's own, its path goes through the
 * check of every redirect target: one that reads as "//host" (which the shell already sends away,
 * server/request-target.ts) would send the reader to another site; it becomes "/".
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  if (safeLocalPath(url.pathname) === null) url.pathname = "/";
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return url;
}
