import { Mail, MailOpen, Trash2, UserCheck } from "lucide-react";
import { Form, Link, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/messages";
import { serverT } from "~/.server/i18n";
import { deleteContactMessage } from "~/.server/contact/delete-contact-message";
import { listContactMessages } from "~/.server/contact/list-contact-messages";
import { markContactMessage } from "~/.server/contact/mark-contact-message";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { requireAdminPage } from "~/.server/web/guards";
import { pageMessages } from "~/.server/web/messages";
import { pageUrl } from "~/.server/web/page-url";
import { formatDateTime } from "~/domain/format";
import { Pagination, withParams } from "~/features/admin/pagination";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/i18n/react";
import { Button, buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";
import { Flash } from "~/ui/flash";
import { Modal } from "~/ui/modal";

// The administrators' inbox of the site contact form (/kontakt): newest first, 10 a page, all or
// unread; mark read/unread and delete (audited). Every action is a form: it works without JavaScript.

const DONE = ["read", "unread", "delete"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminPage(context);
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const inbox = await listContactMessages(services, admin, { page: url.searchParams.get("page") ?? undefined, filter: url.searchParams.get("filter") ?? undefined });
  const deleteId = url.searchParams.get("do") === "delete" ? url.searchParams.get("id") : null;
  const t = serverT(context.get(languageContext));
  return {
    title: t("infoAdmin:messages.metaTitle"),
    inbox,
    deleting: inbox.messages.find((m) => m.id === deleteId) ?? null,
    done: DONE.find((d) => d === url.searchParams.get("done")) ?? null,
    messages: pageMessages(context, "infoAdmin", "admin"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.title, loaderData.title) : []);

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdminPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  const id = typeof form.id === "string" ? form.id : "";
  return formAction(
    context,
    async () => {
      let done: (typeof DONE)[number];
      if (form.intent === "delete") {
        await deleteContactMessage(services, admin, id);
        done = "delete";
      } else {
        const read = form.intent === "read";
        await markContactMessage(services, admin, id, { read });
        done = read ? "read" : "unread";
      }
      const url = pageUrl(request);
      return redirect(withParams(url.searchParams, { do: null, id: null, done }, url.pathname));
    },
    refill(form, ["intent"]),
  );
}

export default function AdminMessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("infoAdmin");
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  const { inbox, deleting, done } = loaderData;
  const card = "rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";
  const tab = (active: boolean) =>
    cx("rounded-full px-3 py-1.5 text-sm font-medium", active ? "bg-brand-700 text-white" : "bg-white text-slate-800 hover:bg-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800");
  return (
    <div className="space-y-6">
      {done && <Flash key={`${done}-${location.key}`} tone="success">{t(`messages.done.${done}`)}</Flash>}
      {actionData?.error && !deleting && (
        <Flash key={actionData.error.message} tone="error">{`${t("messages.failed")}: ${actionData.error.message}`}</Flash>
      )}

      <section aria-labelledby="inbox-title" className="space-y-4">
        <div>
          <h2 id="inbox-title" className="text-xl font-bold">{t("messages.title")}</h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{t("messages.intro")}</p>
        </div>
        <nav aria-label={t("messages.filterLabel")} className="flex flex-wrap gap-2">
          <Link to={withParams(location.search, { filter: null, page: null, done: null }, location.pathname)} aria-current={inbox.filter === "all" ? "page" : undefined} className={tab(inbox.filter === "all")}>
            {t("messages.all", { count: inbox.all })}
          </Link>
          <Link to={withParams(location.search, { filter: "unread", page: null, done: null }, location.pathname)} aria-current={inbox.filter === "unread" ? "page" : undefined} className={tab(inbox.filter === "unread")}>
            {t("messages.unread", { count: inbox.unread })}
          </Link>
        </nav>

        {inbox.messages.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
            {inbox.filter === "unread" ? t("messages.emptyUnread") : t("messages.empty")}
          </p>
        ) : (
          <ul className="space-y-4" aria-labelledby="inbox-title">
            {inbox.messages.map((m) => {
              const unread = m.read_at === null;
              const subject = m.subject ?? t("messages.noSubject");
              const replyHref = `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject ?? "Prona"}`)}`;
              return (
                <li key={m.id} data-testid="contact-message" data-unread={unread || undefined} className={cx(card, unread && "border-l-4 border-l-brand-600 dark:border-l-brand-400")}>
                  <article aria-labelledby={`message-${m.id}`}>
                    <header className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <h3 id={`message-${m.id}`} className="flex flex-wrap items-center gap-2 font-bold">
                          {unread && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t("messages.new")}</span>}
                          <span className="break-words">{subject}</span>
                        </h3>
                        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                          <span className="font-semibold">{m.name}</span> ·{" "}
                          <a href={`mailto:${m.email}`} className="break-all text-brand-700 hover:underline dark:text-brand-300">{m.email}</a>
                          {m.user_id && (
                            <span className="ml-2 inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                              <UserCheck aria-hidden="true" className="h-3.5 w-3.5" />
                              {t("messages.signedIn")}
                            </span>
                          )}
                        </p>
                      </div>
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        <time dateTime={m.created_at}>{t("messages.received", { date: formatDateTime(m.created_at) })}</time>
                      </p>
                    </header>
                    <p className="mt-3 whitespace-pre-wrap break-words leading-relaxed text-slate-800 dark:text-slate-200">{m.message}</p>
                    <footer className="mt-4 flex flex-wrap items-center gap-2">
                      <a href={replyHref} className={buttonClass("primary", "sm")}>
                        <Mail aria-hidden="true" className="h-4 w-4" />
                        {t("messages.reply")}
                      </a>
                      <Form method="post">
                        <input type="hidden" name="id" value={m.id} />
                        <Button type="submit" name="intent" value={unread ? "read" : "unread"} variant="secondary" size="sm" disabled={busy}>
                          <MailOpen aria-hidden="true" className="h-4 w-4" />
                          {unread ? t("messages.markRead") : t("messages.markUnread")}
                        </Button>
                      </Form>
                      <Link
                        to={withParams(location.search, { do: "delete", id: m.id, done: null }, location.pathname)}
                        preventScrollReset
                        aria-label={t("messages.deleteLabel", { name: m.name })}
                        className={buttonClass("ghost", "sm", "text-red-700 dark:text-red-300")}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                        {t("messages.delete")}
                      </Link>
                    </footer>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
        <Pagination page={inbox.page} pageCount={inbox.pages} hrefFor={(p) => withParams(location.search, { page: p, done: null }, location.pathname)} />
      </section>

      {deleting && (
        <Modal title={t("messages.deleteTitle")} closeTo={withParams(location.search, { do: null, id: null }, location.pathname)}>
          <p>{t("messages.deleteText", { name: deleting.name, email: deleting.email })}</p>
          {actionData?.error && <p className="mt-3 text-sm text-red-700 dark:text-red-300">{actionData.error.message}</p>}
          <Form method="post" className="mt-6 flex justify-end gap-2">
            <input type="hidden" name="id" value={deleting.id} />
            <Link to={withParams(location.search, { do: null, id: null }, location.pathname)} preventScrollReset className={buttonClass("secondary")}>
              {t("admin:common.cancel")}
            </Link>
            <Button type="submit" name="intent" value="delete" variant="danger" disabled={busy} data-autofocus>
              {t("messages.delete")}
            </Button>
          </Form>
        </Modal>
      )}
    </div>
  );
}
