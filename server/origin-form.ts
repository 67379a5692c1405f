import type { IncomingMessage } from "node:http";

/**
 * A request line in absolute form, "GET http://host/listings HTTP/1.1" (which a server must accept,
 * RFC 9112 §3.2.2), is made origin-form, "/listings", before Express sees it. Done here, not in a
 * middleware: Express's router keeps the scheme and host it found at the start of the request and puts
 * them back in front of the path for mounted handlers (/assets, /storage, /api), so a target changed
 * after the router started reaches those as "http://host" alone. Everything after reads one form: the
 * pages' URL (serve-fetch.ts put "http://host/listings" after the Host header: an invalid URL, a 500),
 * the kept answers' keys, the logs.
 *
 * Only an http(s) target whose host is the Host header's (compared as the URL parser writes hosts) is
 * rewritten; a client naming two different hosts, user info or another scheme keeps its target, which
 * the shell then refuses (request-target.ts). HTTP/1.0 may send no Host header: the target names it.
 */
export function toOriginForm(req: IncomingMessage): void {
  const target = req.url ?? "/";
  if (target.startsWith("/")) return;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) return;
  const host = req.headers.host;
  if (host !== undefined && hostOf(url.protocol, host) !== url.host) return;
  req.headers.host ??= url.host;
  req.url = `${url.pathname}${url.search}`;
}

/** A Host header's value as the URL parser writes a host (lower case, no default port), or null. */
function hostOf(protocol: string, host: string): string | null {
  try {
    const url = new URL(`${protocol}//${host}`);
    return url.pathname === "/" && !url.search && !url.username && !url.password ? url.host : null;
  } catch {
    return null;
  }
}
