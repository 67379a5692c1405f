import { redirect, type RouterContextProvider } from "react-router";
import type { SessionUser } from "~/domain/session-user";
import { type AdminActor, asAdminActor } from "../auth/admin-actor";
import { userContext } from "./context";

/** The authenticated set (document 2 §2.1): visitors go to /login. */
export function requireUserPage(context: Readonly<RouterContextProvider>): SessionUser {
  const user = context.get(userContext);
  if (!user) throw redirect("/login");
  return user;
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

/** /login and /register: a signed-in user goes to /dashboard. */
export function redirectSignedIn(context: Readonly<RouterContextProvider>): void {
  if (context.get(userContext)) throw redirect("/dashboard");
}
