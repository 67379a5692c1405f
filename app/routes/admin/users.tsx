import { redirect } from "react-router";
import type { Route } from "./+types/users";
import { deleteUserAsAdmin } from "~/.server/admin/delete-user";
import { editUser } from "~/.server/admin/edit-user";
import { findAdminUser } from "~/.server/admin/find-user";
import { grantAdmin, grantAdminToSellersAndLandlords } from "~/.server/admin/grant-admin";
import { listUsers } from "~/.server/admin/list-users";
import { setUserPremium } from "~/.server/admin/set-premium";
import { setUserVerified } from "~/.server/owners/set-verified";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { requireAdminPage } from "~/.server/web/guards";
import { pageUrl } from "~/.server/web/page-url";
import type { RouteHandle } from "~/i18n/route-texts";
import { AppError } from "~/domain/errors";
import { withParams } from "~/features/admin/shared/pagination";
import { AdminUsersView, USER_DONE, USER_MODALS } from "~/features/admin/users/users-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["admin"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const list = await listUsers(services, actor, Object.fromEntries(url.searchParams));
  const kind = USER_MODALS.find((m) => m === url.searchParams.get("do")) ?? null;
  const id = url.searchParams.get("id");
  const target = kind && kind !== "bulk" && id ? await findAdminUser(services, actor, id).catch(() => null) : null;
  const t = serverT(context.get(languageContext));
  return {
    title: t("admin:users.metaTitle"),
    list,
    modal: kind === "bulk" || target ? kind : null,
    target,
    done: USER_DONE.find((d) => d === url.searchParams.get("done")) ?? null,
    count: Number(url.searchParams.get("n") ?? 0) || 0,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.title, siteNameOf(matches)) : [];

/** Where to go after a row action: the same list, without the dialog, with a success note. */
function after(request: Request, done: (typeof USER_DONE)[number], extra: Record<string, string | number> = {}) {
  const url = pageUrl(request);
  return redirect(withParams(url.searchParams, { do: null, id: null, done, n: null, ...extra }, url.pathname));
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  const intent = typeof form.intent === "string" ? form.intent : "";
  const id = typeof form.id === "string" ? form.id : "";
  return formAction(
    context,
    async () => {
      switch (intent) {
        case "premium": {
          const user = await setUserPremium(services, { actor, userId: id, input: { is_premium: form.is_premium } });
          return after(request, user.is_premium ? "premiumOn" : "premiumOff");
        }
        case "verify": {
          const user = await setUserVerified(services, { actor, userId: id, input: { verified: form.verified } });
          return after(request, user.verified_at ? "verified" : "unverified");
        }
        case "edit":
          // An unticked checkbox sends nothing: the form always says whether the user is an administrator.
          await editUser(services, { actor, userId: id, input: { ...form, is_admin: form.is_admin ?? "false" } });
          return after(request, "edit");
        case "delete":
          await deleteUserAsAdmin(services, actor, id);
          return after(request, "delete");
        case "bulk": {
          const { count } = await grantAdminToSellersAndLandlords(services, actor);
          return after(request, "bulk", { n: count });
        }
        case "grant": {
          const user = await grantAdmin(services, actor, form);
          return { granted: user.name, intent };
        }
        default:
          throw new AppError("VALIDATION");
      }
    },
    refill(form, ["intent", "name", "user_type", "identifier", "method"]),
  );
}

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, modal, target, done, count } = loaderData;
  return <AdminUsersView list={list} modal={modal} target={target} done={done} count={count} actionData={actionData} />;
}

/** A loader failure keeps the admin frame and offers a retry. */
export { AdminErrorBoundary as ErrorBoundary } from "~/features/admin/shell/error-boundary";
