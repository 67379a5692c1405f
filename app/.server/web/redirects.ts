import { isReturnWorthy } from "~/domain/return-to";

// Any origin works as the base: only whether the target stays on it matters.
const SITE = "http://prona.invalid";
const MAX_LENGTH = 2000;

/** A path on this site: one "/" and then anything but another "/" or "\" (or nothing: "/"). */
const LOCAL_PATH = /^\/(?![/\\])/;

/**
 * The one check for every redirect target that comes from a request (return_to, redirect_to, the
 * request's own address): the value is resolved against the site's origin the way a browser resolves a
 * Location header (dropping tabs and line breaks, reading "\" as "/", removing dot segments, "%2e" as
 * "."), and only then checked: the check of the raw text let "/.//evil.example" and
 * "/x/..//evil.example" through, which resolve to "//evil.example", another site (issue 33).
 *
 * The result must be a path of this site (a single "/" not followed by "/" or "\"), and a fixed point:
 * resolved again it is itself, so the browser lands exactly where this check looked. Anything else is
 * null: "//evil.example", "/\evil.example", "/<TAB>/evil.example", "https://evil.example",
 * "javascript:...", a value not starting with "/" (" /x": a browser would drop the space).
 */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_LENGTH || !value.startsWith("/")) return null;
  const resolved = resolveOnSite(value);
  if (resolved === null || resolveOnSite(resolved) !== resolved) return null;
  return resolved;
}

/** The path, query and fragment `value` leads to on this site, when it is a path of this site. */
function resolveOnSite(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return LOCAL_PATH.test(path) ? path : null;
}

/**
 * A redirect back to a page computed from the request (its own address with changed parameters): the
 * same check, with a fixed place to go when the address is not a plain path of this site.
 */
export function localTarget(value: string, fallback: string): string {
  return safeLocalPath(value) ?? fallback;
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
