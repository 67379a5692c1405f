import type { Route } from "./+types/dashboard";
import { getAdminQueue } from "~/.server/admin/dashboard";
import { accountActivity } from "~/.server/dashboard/account-activity";
import { getDashboard } from "~/.server/dashboard/get-dashboard";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { requireAdminPage, requireUserPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import { accountKind } from "~/domain/account-kind";
import { DashboardView } from "~/features/dashboard/dashboard-view";
import { LoadError } from "~/ui/load-error";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["dashboard", "listings"] };

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const base = {
    title: `${t("pages.dashboard")} – Prona`,
    description: t("dashboard:metaDescription"),
  };
  try {
    // Views and favourites are computed (and sent) only for active premium users.
    const [{ latest, stats }, activity, adminQueue] = await Promise.all([
      getDashboard(services, user),
      accountActivity(services, user.id),
      // Administrators see what waits for them first (issue 34 §7); the guard makes the proof.
      user.is_admin ? getAdminQueue(services, requireAdminPage(context)) : null,
    ]);
    return {
      ...base,
      dashboard: {
        name: user.name,
        user_type: user.user_type,
        kind: accountKind(user.user_type),
        personal_id: user.personal_id || null,
        premium: user.premium_active,
        latest,
        stats,
        activity,
        admin: adminQueue,
      },
    };
  } catch (error) {
    services.logger.error({ err: error, userId: user.id }, "dashboard could not be loaded");
    return { ...base, dashboard: null };
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <main id="main">{loaderData.dashboard ? <DashboardView data={loaderData.dashboard} /> : <LoadError />}</main>;
}
