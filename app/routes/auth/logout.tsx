import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { logout } from "~/.server/auth/logout";
import { servicesContext } from "~/.server/web/context";
import { requestInfoOf } from "~/.server/web/forms";

// Logging out changes state, so it is a POST ('Dilni' is a form button); a GET just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const headers = await logout(context.get(servicesContext), requestInfoOf(request, context));
  return redirect("/", { headers });
}
