// Any origin works as the base: only whether the target stays on it matters.
const SITE = "http://prona.invalid";

/**
 * The one check for every redirect target that comes from a request (return_to, redirect_to): the value
 * is resolved against the site's origin the way a browser would (which drops tabs and line breaks and
 * reads "\" as "/"), and only a path on this site is kept, normalized. Anything else is null:
 * "//evil.example", "/\evil.example", "/<TAB>/evil.example", "https://evil.example", "javascript:...".
 */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
