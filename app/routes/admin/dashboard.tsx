import type { Route } from "./+types/dashboard";
import { getAdminQueue, getDashboardStats } from "~/.server/admin/dashboard";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { requireAdminPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import { unsetDetails } from "~/.server/platform/settings";
import { requestSettings } from "~/.server/web/settings";
import { AdminDashboardView } from "~/features/admin/dashboard/dashboard-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["admin"] };

export async function loader({ context }: Route.LoaderArgs) {
  const actor = requireAdminPage(context);
  const t = serverT(context.get(languageContext));
  const services = context.get(servicesContext);
  const [queue, stats] = await Promise.all([getAdminQueue(services, actor), getDashboardStats(services, actor)]);
  return {
    title: t("admin:dashboard.metaTitle"),
    queue,
    stats,
    unset: unsetDetails(await requestSettings(context)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.title, siteNameOf(matches)) : [];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <AdminDashboardView queue={loaderData.queue} stats={loaderData.stats} unset={loaderData.unset} />;
}

/** A loader failure keeps the admin frame and offers a retry. */
export { AdminErrorBoundary as ErrorBoundary } from "~/features/admin/shell/error-boundary";
