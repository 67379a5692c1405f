import { data, redirect } from "react-router";
import type { Route } from "./+types/property";
import { getAdminProperty } from "~/.server/admin/get-property";
import { doneParams, runPropertyIntent } from "~/.server/admin/property-actions";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { requireAdminPage } from "~/.server/web/guards";
import { pageUrl } from "~/.server/web/page-url";
import type { RouteHandle } from "~/i18n/route-texts";
import { AppError } from "~/domain/errors";
import { withParams } from "~/features/admin/shared/pagination";
import {
  ADMIN_PROPERTY_DONE,
  ADMIN_PROPERTY_MODALS,
  AdminPropertyMissing,
  AdminPropertyView,
} from "~/features/admin/properties/property-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["admin"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const url = new URL(request.url);
  try {
    const property = await getAdminProperty(services, actor, params.id);
    return {
      title: property.title,
      property,
      error: null,
      modal: ADMIN_PROPERTY_MODALS.find((m) => m === url.searchParams.get("do")) ?? null,
      done: ADMIN_PROPERTY_DONE.find((d) => d === url.searchParams.get("done")) ?? null,
      doneStatus: url.searchParams.get("status"),
    };
  } catch (error) {
    // The load failure view (document 2 §2.6): the error's message or 'Prona nuk u gjet'.
    const notFound = error instanceof AppError && error.code === "ADMIN_PROPERTY_NOT_FOUND";
    if (!notFound) services.logger.error({ err: error, id: params.id }, "admin property could not be loaded");
    return data(
      {
        title: t("admin:property.notFound"),
        property: null,
        error: notFound ? t("admin:property.notFound") : t("admin:property.unexpected"),
        modal: null,
        done: null,
        doneStatus: null,
      },
      { status: notFound ? 404 : 500 },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.title, siteNameOf(matches)) : [];

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      const outcome = await runPropertyIntent(services, actor, { ...form, id: params.id });
      if (outcome.intent === "delete") return redirect("/admin/properties?done=delete");
      const url = pageUrl(request);
      return redirect(withParams(url.searchParams, { do: null, done: null, status: null, ...doneParams(outcome) }, url.pathname));
    },
    refill(form, ["intent"]),
  );
}

export default function AdminPropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { property, modal, done, doneStatus } = loaderData;
  if (!property) return <AdminPropertyMissing title={loaderData.error} />;
  return <AdminPropertyView property={property} modal={modal} done={done} doneStatus={doneStatus} actionData={actionData} />;
}

/** A loader failure keeps the admin frame and offers a retry. */
export { AdminErrorBoundary as ErrorBoundary } from "~/features/admin/shell/error-boundary";
