import { redirect } from "react-router";
import type { Route } from "./+types/properties";
import { getAdminProperty } from "~/.server/admin/get-property";
import { listAdminProperties } from "~/.server/admin/list-properties";
import { doneParams, runPropertyIntent } from "~/.server/admin/property-actions";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { requireAdminPage } from "~/.server/web/guards";
import { pageUrl } from "~/.server/web/page-url";
import type { RouteHandle } from "~/i18n/route-texts";
import { PROPERTY_STATUSES } from "~/domain/enums";
import { withParams } from "~/features/admin/shared/pagination";
import { AdminPropertiesView, PROPERTIES_DONE, PROPERTIES_MODALS } from "~/features/admin/properties/properties-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["admin"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const list = await listAdminProperties(services, actor, Object.fromEntries(url.searchParams));
  const kind = PROPERTIES_MODALS.find((m) => m === url.searchParams.get("do")) ?? null;
  const id = url.searchParams.get("id");
  const found = kind && id ? await getAdminProperty(services, actor, id).catch(() => null) : null;
  const doneStatus = PROPERTY_STATUSES.find((s) => s === url.searchParams.get("status")) ?? null;
  const t = serverT(context.get(languageContext));
  return {
    title: t("admin:properties.metaTitle"),
    list,
    modal: found ? kind : null,
    target: found ? { id: found.id, title: found.title, status: found.status, featured: found.featured } : null,
    done: PROPERTIES_DONE.find((d) => d === url.searchParams.get("done")) ?? null,
    doneStatus,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.title, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      const outcome = await runPropertyIntent(services, actor, form);
      const url = pageUrl(request);
      return redirect(withParams(url.searchParams, { do: null, id: null, done: null, status: null, ...doneParams(outcome) }, url.pathname));
    },
    refill(form, ["intent"]),
  );
}

export default function AdminPropertiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, modal, target, done, doneStatus } = loaderData;
  return <AdminPropertiesView list={list} modal={modal} target={target} done={done} doneStatus={doneStatus} actionData={actionData} />;
}

/** A loader failure keeps the admin frame and offers a retry. */
export { AdminErrorBoundary as ErrorBoundary } from "~/features/admin/shell/error-boundary";
