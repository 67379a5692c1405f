import type { Route } from "./+types/analytics";
import { getAnalytics } from "~/.server/admin/analytics";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { requireAdminPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import { AnalyticsView } from "~/features/admin/analytics/analytics-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["admin"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireAdminPage(context);
  const t = serverT(context.get(languageContext));
  const period = new URL(request.url).searchParams.get("period");
  return {
    title: t("admin:analytics.metaTitle"),
    analytics: await getAnalytics(context.get(servicesContext), { actor, input: { period } }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.title, siteNameOf(matches)) : [];

export default function AdminAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return <AnalyticsView analytics={loaderData.analytics} />;
}

/** A loader failure keeps the admin frame and offers a retry. */
export { AdminErrorBoundary as ErrorBoundary } from "~/features/admin/shell/error-boundary";
