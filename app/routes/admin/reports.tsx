import { redirect } from "react-router";
import type { Route } from "./+types/reports";
import { getAdminProperty } from "~/.server/admin/get-property";
import { serverT } from "~/.server/i18n";
import { handleListingReports } from "~/.server/reports/handle-reports";
import { listReportQueue } from "~/.server/reports/list-reports";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { requireAdminPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import { pageUrl } from "~/.server/web/page-url";
import { AppError } from "~/domain/errors";
import { withParams } from "~/features/admin/shared/pagination";
import { REPORT_MODALS, REPORTS_DONE, ReportsView } from "~/features/admin/reports/reports-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["reports", "admin"] };

// The reports queue (issue 14 §5): reported listings beside their reports, and the three answers,
// each a form confirmed in a dialog whose open state is in the address (?do=…&id=…).

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminPage(context);
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const queue = await listReportQueue(services, admin, {
    page: url.searchParams.get("page") ?? undefined,
    status: url.searchParams.get("status") ?? undefined,
  });
  const kind = REPORT_MODALS.find((m) => m === url.searchParams.get("do")) ?? null;
  const id = url.searchParams.get("id");
  const found = kind && id ? await getAdminProperty(services, admin, id).catch(() => null) : null;
  const t = serverT(context.get(languageContext));
  return {
    title: t("reports:admin.metaTitle"),
    queue,
    modal: found ? kind : null,
    target: found ? { id: found.id, title: found.title } : null,
    done: REPORTS_DONE.find((d) => d === url.searchParams.get("done")) ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.title, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdminPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      const action = REPORT_MODALS.find((m) => m === form.intent);
      if (!action) throw new AppError("VALIDATION");
      const result = await handleListingReports(services, {
        admin,
        propertyId: typeof form.id === "string" ? form.id : "",
        action,
        input: form,
      });
      const url = pageUrl(request);
      return redirect(withParams(url.searchParams, { do: null, id: null, done: result.resolution }, url.pathname));
    },
    refill(form, ["intent"]),
  );
}

export default function AdminReportsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { queue, modal, target, done } = loaderData;
  return <ReportsView queue={queue} modal={modal} target={target} done={done} actionData={actionData} />;
}

/** A loader failure keeps the admin frame and offers a retry. */
export { AdminErrorBoundary as ErrorBoundary } from "~/features/admin/shell/error-boundary";
