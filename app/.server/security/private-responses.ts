/**
 * A response that depends on who is asking (a signed-in page, a private API answer, anything that sets
 * a cookie) must never be kept by a shared cache: `private, no-store`, and `Vary: Cookie` so a cache
 * never hands one visitor's page to another.
 */
export function markPrivate(headers: Headers): void {
  const existing = headers.get("cache-control") ?? "";
  // Server-sent events also carry no-transform (the compression middleware must not buffer them).
  headers.set("cache-control", /no-transform/.test(existing) ? "private, no-store, no-transform" : "private, no-store");
  varyOnCookie(headers);
}

/** The answer differs with the cookie (signed in or not): caches must key on it. */
export function varyOnCookie(headers: Headers): void {
  varyOn(headers, "Cookie");
}

/** The answer differs with this request header: caches must key on it. */
export function varyOn(headers: Headers, name: string): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", name);
  else if (!new RegExp(`(^|,\\s*)${name}(\\s*,|$)`, "i").test(vary)) headers.set("vary", `${vary}, ${name}`);
}
