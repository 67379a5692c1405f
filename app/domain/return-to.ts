// Where a reader goes back to after signing in or registering (issue 13 §5): the page that sent them to
// /login, carried as `?redirect_to=`. The auth pages themselves are never a destination (a loop), nor is
// the home page worth the longer URL.

/** The parameter that carries the page to come back to. */
export const RETURN_PARAM = "redirect_to";

const AUTH_PAGES = ["/login", "/register", "/logout", "/forgot-password", "/reset-password", "/admin/login"];

/** Whether a path (with or without its query) is worth coming back to after signing in. */
export function isReturnWorthy(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]!;
  return pathname !== "/" && !AUTH_PAGES.includes(pathname.replace(/\/+$/, ""));
}

/**
 * `/login` (or another auth page) that brings the reader back to `from` afterwards. Only a plain path
 * ("/" then neither "/" nor "\") is carried: the server checks the address again when it redirects
 * (.server/web/redirects.ts), but a link should not carry another site's address ("//evil.example").
 */
export function authHref(page: "/login" | "/register", from: string | null | undefined): string {
  if (!from || !/^\/(?![/\\])/.test(from) || !isReturnWorthy(from)) return page;
  return `${page}?${new URLSearchParams({ [RETURN_PARAM]: from }).toString()}`;
}
