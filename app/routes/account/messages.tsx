import { data } from "react-router";
import type { Route } from "./+types/messages";
import { listMessages } from "~/.server/messages/list-messages";
import { updateMessageStatus } from "~/.server/messages/update-message";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm } from "~/.server/web/forms";
import { requireUserPage } from "~/.server/web/guards";
import { pageMessages } from "~/.server/web/messages";
import { LoadError } from "~/ui/load-error";
import { MessageList } from "~/features/messages/message-list";
import { PageHeader } from "~/ui/page-header";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const url = new URL(request.url);
  const meta = { title: `${t("inbox:messages.title")} – Prona`, description: t("inbox:messages.metaDescription") };
  const messages = pageMessages(context, "inbox");
  try {
    // ?box=received|sent (anything else is received); ?page=n answers pages 1..n (at most 25).
    const list = await listMessages(services, user.id, Object.fromEntries(url.searchParams));
    return { ...meta, messages, list };
  } catch (error) {
    services.logger.error({ err: error, userId: user.id }, "messages page could not be loaded");
    return { ...meta, messages, list: null };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.title, loaderData.description) : []);

/** The owner marks a received request handled, or pending again (the service refuses anyone else). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(context, async () => {
    if (form.intent !== "handled" && form.intent !== "pending") return data({ ok: false }, { status: 400 });
    await updateMessageStatus(services, user.id, form.id, { status: form.intent });
    return { ok: true };
  });
}

export default function MessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("inbox");
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <main id="main">
      <PageHeader title={t("messages.title")} subtitle={t("messages.subtitle")} />
      {error && (
        <Alert tone="error" className="mb-4">
          {error.message}
        </Alert>
      )}
      {loaderData.list ? <MessageList data={loaderData.list} /> : <LoadError />}
    </main>
  );
}
