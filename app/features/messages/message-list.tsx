import { Check, Inbox, Mail, Phone, RotateCcw, Send } from "~/ui/icons";
import { Link, useFetcher } from "react-router";
import type { MessageItem, MessagePage } from "~/.server/messages/list-messages";
import type { ContactRequestStatus } from "~/domain/enums";
import { formatDateTime } from "~/domain/format";
import type { MessageBox } from "~/domain/schemas/messages";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";

const BOXES: MessageBox[] = ["received", "sent"];

/** A contact request and a page of them, as `listMessages` returns them. */
type MessageEntry = MessageItem;
export type MessageListData = MessagePage;

/** What the page's action answers to a fetcher. */
type ActionData = { ok?: boolean; error?: { message: string } };

function BoxTabs({ box, pending }: { box: MessageBox; pending: number }) {
  const { t } = useTranslation("messages");
  return (
    <nav aria-label={t("tabsLabel")} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid dark:bg-slate-800">
      {BOXES.map((b) => {
        const Icon = b === "received" ? Inbox : Send;
        return (
          <Link
            key={b}
            to={`?box=${b}`}
            aria-current={b === box ? "page" : undefined}
            preventScrollReset
            className={cx(
              "inline-flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap sm:px-4",
              b === box
                ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
                : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
            )}
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            {t(`tabs.${b}`)}
            {b === "received" && pending > 0 && (
              <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-slate-950">
                {t("pendingBadge", { count: pending })}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}

function StatusBadge({ status }: { status: ContactRequestStatus }) {
  const { t } = useTranslation("messages");
  return (
    <span
      data-testid="message-status"
      className={cx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        status === "pending" ? "bg-amber-300 text-slate-950" : "bg-emerald-700 text-white",
      )}
    >
      <span className="sr-only">{t("statusLabel")}: </span>
      {t(`status.${status}`)}
    </span>
  );
}

/** tel: wants the digits (and a leading +) only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function MessageRow({ entry, box }: { entry: MessageEntry; box: MessageBox }) {
  const { t, i18n } = useTranslation("messages");
  const fetcher = useFetcher<ActionData>();
  const pendingIntent = fetcher.formData?.get("intent");
  // Shown at once; the list is read again after the post.
  const status: ContactRequestStatus = pendingIntent === "handled" || pendingIntent === "pending" ? pendingIntent : entry.status;
  const titleId = `message-${entry.id}-title`;
  // The owner may always open their listing; a requester only while it is public.
  const linkable = box === "received" || entry.property.status === "active";
  const labelParams = { name: entry.counterpart.name, title: entry.property.title };
  const notGiven = <span className="text-slate-600 dark:text-slate-400">{t("notGiven")}</span>;
  return (
    <li
      data-testid="message-item"
      data-id={entry.id}
      data-status={status}
      className={cx(
        "rounded-xl border p-4 sm:p-5",
        status === "pending" && box === "received"
          ? "border-amber-300 bg-amber-50/60 dark:border-amber-800 dark:bg-slate-800/70"
          : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900",
      )}
    >
      <article aria-labelledby={titleId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
              {linkable ? (
                <Link to={`/property/${entry.property.id}`} className="text-brand-800 hover:underline dark:text-brand-300">
                  {entry.property.title}
                </Link>
              ) : (
                entry.property.title
              )}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {entry.property.location}
              {!linkable && <> · {t("noLongerPublic")}</>}
            </p>
          </div>
          <StatusBadge status={status} />
        </div>

        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-800 dark:bg-slate-950/60 dark:text-slate-200">
          {entry.message}
        </p>

        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 xl:grid-cols-3">
          <Field label={box === "received" ? t("from") : t("to")}>{entry.counterpart.name}</Field>
          <Field label={t("type")}>{t(`types.${entry.contact_type}`)}</Field>
          <Field label={t("date")}>
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, i18n.language)}</time>
          </Field>
          <Field label={t("phone")}>
            {entry.phone_number ? (
              <a
                href={telHref(entry.phone_number)}
                className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline dark:text-brand-300"
              >
                <Phone aria-hidden="true" className="h-3.5 w-3.5" />
                {entry.phone_number}
              </a>
            ) : (
              notGiven
            )}
          </Field>
          <Field label={t("email")}>
            {entry.email ? (
              <a
                href={`mailto:${entry.email}`}
                className="inline-flex max-w-full items-center gap-1 font-medium break-all text-brand-800 hover:underline dark:text-brand-300"
              >
                <Mail aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                {entry.email}
              </a>
            ) : (
              notGiven
            )}
          </Field>
        </dl>

        {box === "received" && (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <fetcher.Form method="post" preventScrollReset>
              <input type="hidden" name="id" value={entry.id} />
              {status === "pending" ? (
                <button
                  type="submit"
                  name="intent"
                  value="handled"
                  aria-label={t("markHandledLabel", labelParams)}
                  className={buttonClass("primary", "sm")}
                >
                  <Check aria-hidden="true" className="h-4 w-4" />
                  {t("markHandled")}
                </button>
              ) : (
                <button
                  type="submit"
                  name="intent"
                  value="pending"
                  aria-label={t("markPendingLabel", labelParams)}
                  className={buttonClass("ghost", "sm")}
                >
                  <RotateCcw aria-hidden="true" className="h-4 w-4" />
                  {t("markPending")}
                </button>
              )}
            </fetcher.Form>
            {fetcher.state === "idle" && fetcher.data?.error && (
              <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
                {fetcher.data.error.message}
              </p>
            )}
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * /messages: tabs Received / Sent (links, so they work without JavaScript), the received requests
 * still pending, each request with who, which listing, kind, message, the phone and e-mail given,
 * date and status; the owner marks a received one handled (or pending again). 'Load more' adds the
 * next 20 (pages 1..n together).
 */
export function MessageList({ data }: { data: MessageListData }) {
  const { t } = useTranslation("messages");
  const { box } = data;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <BoxTabs box={box} pending={data.pending_received} />
        {box === "received" && (
          <p className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-300" data-testid="pending-count">
            {t("pendingCount", { count: data.pending_received })}
          </p>
        )}
      </div>
      {data.items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <p className="font-medium text-slate-800 dark:text-slate-100">{t(`empty.${box}`)}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t(`emptyHint.${box}`)}</p>
          {box === "sent" && (
            <Link to="/listings" className={buttonClass("primary", "md", "mt-5")}>
              {t("browse")}
            </Link>
          )}
        </div>
      ) : (
        <ul className="space-y-3" aria-label={t(`listLabel.${box}`)} data-testid="message-list">
          {data.items.map((entry) => (
            <MessageRow key={entry.id} entry={entry} box={box} />
          ))}
        </ul>
      )}
      {data.has_more && (
        <div className="flex justify-center">
          <Link
            to={`?${new URLSearchParams({ box, page: String(data.page + 1) })}`}
            preventScrollReset
            replace
            className={buttonClass("secondary", "md")}
          >
            {t("loadMore")}
          </Link>
        </div>
      )}
    </div>
  );
}
