import { data } from "react-router";
import type { Route } from "./+types/notifications";
import { serverT } from "~/.server/i18n";
import { deleteNotification } from "~/.server/notifications/delete-notification";
import { listNotifications } from "~/.server/notifications/list-notifications";
import { markAllNotificationsRead, markNotificationRead } from "~/.server/notifications/mark-read";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm } from "~/.server/web/forms";
import { requireUserPage } from "~/.server/web/guards";
import { loadListPage } from "~/.server/web/list-page";
import type { RouteHandle } from "~/i18n/route-texts";
import { NotificationList } from "~/features/notifications/notification-list";
import { useTranslation } from "~/i18n/react";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { ListPage } from "~/ui/list-page";

export const handle: RouteHandle = { texts: ["notifications"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const t = serverT(context.get(languageContext));
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const page = {
    title: t("notifications:page.title"),
    description: t("notifications:page.metaDescription"),
    failure: "notifications page could not be loaded",
  };
  // Pages 1..n together: 'load more' works without JavaScript too.
  return loadListPage(context, page, () =>
    listNotifications(context.get(servicesContext), { userId: user.id, input: query, options: { cumulative: true } }),
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(context, async () => {
    switch (form.intent) {
      case "read":
        await markNotificationRead(services, user.id, form.id);
        return { ok: true };
      case "read-all":
        await markAllNotificationsRead(services, user.id, {});
        return { ok: true };
      case "delete":
        await deleteNotification(services, user.id, form.id);
        return { ok: true };
      default:
        return data({ ok: false }, { status: 400 });
    }
  });
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("notifications");
  return (
    <ListPage title={t("page.title")} subtitle={t("page.subtitle")} loadError={t("page.loadError")}>
      {loaderData.list && <NotificationList data={loaderData.list} />}
    </ListPage>
  );
}
