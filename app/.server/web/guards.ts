import { redirect, type RouterContextProvider } from "react-router";
import { authHref, RETURN_PARAM } from "~/domain/return-to";
import type { SessionUser } from "~/domain/session-user";
import { type AdminActor, asAdminActor } from "../auth/admin-actor";
import { userContext } from "./context";
import { afterSignIn, safeLocalPath } from "./redirects";

/**
 * The authenticated set (document 2 §2.1): visitors go to /login, and come back to the page they asked
 * for once signed in (given the request; a page posting a form comes back to that page).
 */
export function requireUserPage(context: Readonly<RouterContextProvider>, request?: Request): SessionUser {
  const user = context.get(userContext);
  if (!user) throw redirect(authHref("/login", request ? safeLocalPath(pageOf(request)) : null));
  return user;
}

/**
 * The page a request is for: its path and query (React Router's data requests end in ".data"). Checked
 * by the caller like any other return address: the path is the request's own.
 */
function pageOf(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Admin routes: visitors go to /admin/login, signed-in non-admins to /. The AdminActor it returns is
 * what every admin service takes, so a page cannot reach one without this guard.
 */
export function requireAdminPage(context: Readonly<RouterContextProvider>): AdminActor {
  const user = context.get(userContext);
  if (!user) throw redirect("/admin/login");
  if (!user.is_admin) throw redirect("/");
  return asAdminActor(user);
}

/** /login and /register: a signed-in user goes where the link asked (`redirect_to`), else to /dashboard. */
export function redirectSignedIn(context: Readonly<RouterContextProvider>, request?: Request): void {
  if (!context.get(userContext)) return;
  throw redirect(afterSignIn(request ? new URL(request.url).searchParams.get(RETURN_PARAM) : null));
}
