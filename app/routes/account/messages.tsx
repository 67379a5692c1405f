import { data } from "react-router";
import type { Route } from "./+types/messages";
import { listMessages } from "~/.server/messages/list-messages";
import { updateMessageStatus } from "~/.server/messages/update-message";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm } from "~/.server/web/forms";
import { requireUserPage } from "~/.server/web/guards";
import { loadListPage } from "~/.server/web/list-page";
import type { RouteHandle } from "~/i18n/route-texts";
import { MessageList } from "~/features/messages/message-list";
import { useTranslation } from "~/i18n/react";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { ListPage } from "~/ui/list-page";

export const handle: RouteHandle = { texts: ["messages"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const t = serverT(context.get(languageContext));
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const page = {
    title: t("messages:title"),
    description: t("messages:metaDescription"),
    failure: "messages page could not be loaded",
  };
  // ?box=received|sent (anything else is received); ?page=n answers pages 1..n (at most 25).
  return loadListPage(context, page, () => listMessages(context.get(servicesContext), user.id, query));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

/** The owner marks a received request handled, or pending again (the service refuses anyone else). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(context, async () => {
    if (form.intent !== "handled" && form.intent !== "pending") return data({ ok: false }, { status: 400 });
    await updateMessageStatus(services, { userId: user.id, id: form.id, input: { status: form.intent } });
    return { ok: true };
  });
}

export default function MessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("messages");
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <ListPage title={t("title")} subtitle={t("subtitle")} error={error?.message}>
      {loaderData.list && <MessageList data={loaderData.list} />}
    </ListPage>
  );
}
