import { isReturnWorthy } from "~/domain/return-to";

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

/**
 * Where to go after signing in or registering: the page that asked (`redirect_to`), when it is a page of
 * this site worth returning to, else the dashboard.
 */
export function afterSignIn(value: unknown): string {
  const target = safeLocalPath(value);
  return target && isReturnWorthy(target) ? target : "/dashboard";
}

/** The same target, when there is one worth keeping (for the auth pages' forms and links). */
export function returnTargetOf(value: unknown): string | null {
  const target = safeLocalPath(value);
  return target && isReturnWorthy(target) ? target : null;
}
