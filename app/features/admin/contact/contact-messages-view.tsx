import { Mail, MailOpen, Trash2, UserCheck } from "~/ui/icons";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { AdminContactMessage, listContactMessages } from "~/.server/contact/list-contact-messages";
import { formatDateTime } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import type { FormActionData } from "~/lib/form-errors";
import { Button, buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";
import { Flash } from "~/ui/flash";
import { Modal } from "~/ui/modal";
import { EmptyList, filterTabClass } from "../shared/list-parts";
import { Pagination, withParams } from "../shared/pagination";

export const CONTACT_MESSAGES_DONE = ["read", "unread", "delete"] as const;

type ContactMessagesViewProps = {
  inbox: Awaited<ReturnType<typeof listContactMessages>>;
  /** The message the delete dialog asks about (?do=delete&id=), and the last change's note (?done=). */
  deleting: AdminContactMessage | null;
  done: (typeof CONTACT_MESSAGES_DONE)[number] | null;
  actionData?: FormActionData;
};

/** /admin/messages: the site contact form's messages, all or unread; reply, mark read or unread, delete. */
export function ContactMessagesView({ inbox, deleting, done, actionData }: ContactMessagesViewProps) {
  const { t, i18n } = useTranslation("contact");
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  const card = "rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";
  return (
    <div className="space-y-6">
      {done && (
        <Flash key={`${done}-${location.key}`} tone="success">
          {t(`inbox.done.${done}`)}
        </Flash>
      )}
      {actionData?.error && !deleting && (
        <Flash key={actionData.error.message} tone="error">{`${t("inbox.failed")}: ${actionData.error.message}`}</Flash>
      )}

      <section aria-labelledby="inbox-title" className="space-y-4">
        <div>
          <h2 id="inbox-title" className="text-xl font-bold">
            {t("inbox.title")}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{t("inbox.intro")}</p>
        </div>
        <nav aria-label={t("inbox.filterLabel")} className="flex flex-wrap gap-2">
          <Link
            to={withParams(location.search, { filter: null, page: null, done: null }, location.pathname)}
            aria-current={inbox.filter === "all" ? "page" : undefined}
            className={filterTabClass(inbox.filter === "all")}
          >
            {t("inbox.all", { count: inbox.all })}
          </Link>
          <Link
            to={withParams(location.search, { filter: "unread", page: null, done: null }, location.pathname)}
            aria-current={inbox.filter === "unread" ? "page" : undefined}
            className={filterTabClass(inbox.filter === "unread")}
          >
            {t("inbox.unread", { count: inbox.unread })}
          </Link>
        </nav>

        {inbox.messages.length === 0 ? (
          <EmptyList>{inbox.filter === "unread" ? t("inbox.emptyUnread") : t("inbox.empty")}</EmptyList>
        ) : (
          <ul className="space-y-4" aria-labelledby="inbox-title">
            {inbox.messages.map((m) => {
              const unread = m.read_at === null;
              const subject = m.subject ?? t("inbox.noSubject");
              const replyHref = `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject ?? "Prona"}`)}`;
              return (
                <li
                  key={m.id}
                  data-testid="contact-message"
                  data-unread={unread || undefined}
                  className={cx(card, unread && "border-l-4 border-l-brand-600 dark:border-l-brand-400")}
                >
                  <article aria-labelledby={`message-${m.id}`}>
                    <header className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <h3 id={`message-${m.id}`} className="flex flex-wrap items-center gap-2 font-bold">
                          {unread && (
                            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t("inbox.new")}</span>
                          )}
                          <span className="break-words">{subject}</span>
                        </h3>
                        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                          <span className="font-semibold">{m.name}</span> ·{" "}
                          <a href={`mailto:${m.email}`} className="break-all text-brand-700 hover:underline dark:text-brand-300">
                            {m.email}
                          </a>
                          {m.user_id && (
                            <span className="ml-2 inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                              <UserCheck aria-hidden="true" className="h-3.5 w-3.5" />
                              {t("inbox.signedIn")}
                            </span>
                          )}
                        </p>
                      </div>
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        <time dateTime={m.created_at}>{t("inbox.received", { date: formatDateTime(m.created_at, i18n.language) })}</time>
                      </p>
                    </header>
                    <p className="mt-3 whitespace-pre-wrap break-words leading-relaxed text-slate-800 dark:text-slate-200">{m.message}</p>
                    <footer className="mt-4 flex flex-wrap items-center gap-2">
                      <a href={replyHref} className={buttonClass("primary", "sm")}>
                        <Mail aria-hidden="true" className="h-4 w-4" />
                        {t("inbox.reply")}
                      </a>
                      <Form method="post">
                        <input type="hidden" name="id" value={m.id} />
                        <Button
                          type="submit"
                          name="intent"
                          value={unread ? "read" : "unread"}
                          variant="secondary"
                          size="sm"
                          disabled={busy}
                        >
                          <MailOpen aria-hidden="true" className="h-4 w-4" />
                          {unread ? t("inbox.markRead") : t("inbox.markUnread")}
                        </Button>
                      </Form>
                      <Link
                        to={withParams(location.search, { do: "delete", id: m.id, done: null }, location.pathname)}
                        preventScrollReset
                        aria-label={t("inbox.deleteLabel", { name: m.name })}
                        className={buttonClass("ghost", "sm", "text-red-700 dark:text-red-300")}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                        {t("inbox.delete")}
                      </Link>
                    </footer>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
        <Pagination
          page={inbox.page}
          pageCount={inbox.pages}
          hrefFor={(p) => withParams(location.search, { page: p, done: null }, location.pathname)}
        />
      </section>

      {deleting && (
        <Modal title={t("inbox.deleteTitle")} closeTo={withParams(location.search, { do: null, id: null }, location.pathname)}>
          <p>{t("inbox.deleteText", { name: deleting.name, email: deleting.email })}</p>
          {actionData?.error && <p className="mt-3 text-sm text-red-700 dark:text-red-300">{actionData.error.message}</p>}
          <Form method="post" className="mt-6 flex justify-end gap-2">
            <input type="hidden" name="id" value={deleting.id} />
            <Link
              to={withParams(location.search, { do: null, id: null }, location.pathname)}
              preventScrollReset
              className={buttonClass("secondary")}
            >
              {t("admin:common.cancel")}
            </Link>
            <Button type="submit" name="intent" value="delete" variant="danger" disabled={busy} data-autofocus>
              {t("inbox.delete")}
            </Button>
          </Form>
        </Modal>
      )}
    </div>
  );
}
