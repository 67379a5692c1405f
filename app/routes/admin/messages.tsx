import { redirect } from "react-router";
import type { Route } from "./+types/messages";
import { serverT } from "~/.server/i18n";
import { deleteContactMessage } from "~/.server/contact/delete-contact-message";
import { listContactMessages } from "~/.server/contact/list-contact-messages";
import { markContactMessage } from "~/.server/contact/mark-contact-message";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { requireAdminPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import { pageUrl } from "~/.server/web/page-url";
import { CONTACT_MESSAGES_DONE, ContactMessagesView } from "~/features/admin/contact/contact-messages-view";
import { withParams } from "~/features/admin/shared/pagination";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["contact", "admin"] };

// The administrators' inbox of the site contact form (/kontakt): newest first, 10 a page, all or
// unread; mark read/unread and delete (audited). Every action is a form: it works without JavaScript.

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminPage(context);
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const inbox = await listContactMessages(services, admin, {
    page: url.searchParams.get("page") ?? undefined,
    filter: url.searchParams.get("filter") ?? undefined,
  });
  const deleteId = url.searchParams.get("do") === "delete" ? url.searchParams.get("id") : null;
  const t = serverT(context.get(languageContext));
  return {
    title: t("contact:inbox.metaTitle"),
    inbox,
    deleting: inbox.messages.find((m) => m.id === deleteId) ?? null,
    done: CONTACT_MESSAGES_DONE.find((d) => d === url.searchParams.get("done")) ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.title, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdminPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  const id = typeof form.id === "string" ? form.id : "";
  return formAction(
    context,
    async () => {
      let done: (typeof CONTACT_MESSAGES_DONE)[number];
      if (form.intent === "delete") {
        await deleteContactMessage(services, admin, id);
        done = "delete";
      } else {
        const read = form.intent === "read";
        await markContactMessage(services, { admin, id, input: { read } });
        done = read ? "read" : "unread";
      }
      const url = pageUrl(request);
      return redirect(withParams(url.searchParams, { do: null, id: null, done }, url.pathname));
    },
    refill(form, ["intent"]),
  );
}

export default function AdminMessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { inbox, deleting, done } = loaderData;
  return <ContactMessagesView inbox={inbox} deleting={deleting} done={done} actionData={actionData} />;
}
