import { data } from "react-router";
import type { Route } from "./+types/notifications";
import { serverT } from "~/.server/i18n";
import { deleteNotification } from "~/.server/notifications/delete-notification";
import { listNotifications } from "~/.server/notifications/list-notifications";
import { markAllNotificationsRead, markNotificationRead } from "~/.server/notifications/mark-read";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm } from "~/.server/web/forms";
import { requireUserPage } from "~/.server/web/guards";
import { pageMessages } from "~/.server/web/messages";
import { LoadError } from "~/ui/load-error";
import { NotificationList } from "~/features/notifications/notification-list";
import { PageHeader } from "~/ui/page-header";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/i18n/react";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const url = new URL(request.url);
  const meta = { title: `${t("notifications:page.title")} – Prona`, description: t("notifications:page.metaDescription") };
  const messages = pageMessages(context, "notifications");
  try {
    // Pages 1..n together: 'load more' works without JavaScript too.
    const list = await listNotifications(services, user.id, Object.fromEntries(url.searchParams), { cumulative: true });
    return { ...meta, messages, list };
  } catch (error) {
    services.logger.error({ err: error, userId: user.id }, "notifications page could not be loaded");
    return { ...meta, messages, list: null };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.title, loaderData.description) : []);

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
    <main id="main">
      <PageHeader title={t("page.title")} subtitle={t("page.subtitle")} />
      {loaderData.list ? <NotificationList data={loaderData.list} /> : <LoadError message={t("page.loadError")} />}
    </main>
  );
}
