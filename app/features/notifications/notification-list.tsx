import { Check, Trash2 } from "~/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useRevalidator } from "react-router";
import { formatDateTime } from "~/domain/format";
import type { NotificationFilter } from "~/domain/schemas/notifications";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";
import { listenToNotifications, type ClientNotification } from "./live-notifications";

const FILTERS: NotificationFilter[] = ["all", "unread", "read"];

export type NotificationListData = {
  items: ClientNotification[];
  filter: NotificationFilter;
  page: number;
  has_more: boolean;
  unread_count: number;
};

function FilterTabs({ filter }: { filter: NotificationFilter }) {
  const { t } = useTranslation("notifications");
  return (
    <nav aria-label={t("page.filterLabel")} className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid dark:bg-slate-800">
      {FILTERS.map((f) => (
        <Link
          key={f}
          to={f === "all" ? "?" : `?filter=${f}`}
          aria-current={f === filter ? "page" : undefined}
          preventScrollReset
          className={cx(
            "rounded-lg px-3 py-2 text-center text-sm font-medium whitespace-nowrap sm:px-4",
            f === filter
              ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
              : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
          )}
        >
          {t(`page.filters.${f}`)}
        </Link>
      ))}
    </nav>
  );
}

function NotificationRow({ notification }: { notification: ClientNotification }) {
  const { t, i18n } = useTranslation("notifications");
  const fetcher = useFetcher();
  const pendingIntent = fetcher.formData?.get("intent");
  if (pendingIntent === "delete") return null;
  const isRead = notification.is_read || pendingIntent === "read";
  return (
    <li
      data-testid="notification-item"
      data-unread={!isRead}
      className={cx(
        "flex gap-3 rounded-xl border p-4",
        isRead
          ? "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          : "border-brand-200 bg-brand-50/60 dark:border-brand-900 dark:bg-slate-800/70",
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          "mt-2 h-2.5 w-2.5 shrink-0 rounded-full",
          isRead ? "bg-slate-300 dark:bg-slate-600" : "bg-brand-600 dark:bg-brand-300",
        )}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className={cx("text-base", isRead ? "font-medium" : "font-semibold")}>{notification.title}</h2>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {t(`types.${notification.type}`)}
          </span>
          {!isRead && <span className="sr-only">{t("bell.unread")}</span>}
        </div>
        <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">{notification.message}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={notification.created_at}>{formatDateTime(notification.created_at, i18n.language)}</time>
          {notification.property_id && (
            <Link to={`/property/${notification.property_id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
              {t("page.viewProperty")}
            </Link>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:items-start">
        {!isRead && (
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={notification.id} />
            <button
              type="submit"
              name="intent"
              value="read"
              title={t("page.markRead")}
              aria-label={t("page.markReadLabel", { title: notification.title })}
              className={buttonClass("ghost", "sm", "px-2")}
            >
              <Check aria-hidden="true" className="h-4 w-4" />
              <span className="hidden md:inline">{t("page.markRead")}</span>
            </button>
          </fetcher.Form>
        )}
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={notification.id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            title={t("page.delete")}
            aria-label={t("page.deleteLabel", { title: notification.title })}
            className={buttonClass("ghost", "sm", "px-2 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50")}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            <span className="hidden md:inline">{t("page.delete")}</span>
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}

/**
 * The notifications page's list: filter tabs (changing the filter starts at page 1), mark read,
 * delete, 'mark all as read' and load-more while the last page was full. New notifications arrive
 * live at the top.
 */
export function NotificationList({ data }: { data: NotificationListData }) {
  const { t } = useTranslation("notifications");
  const revalidator = useRevalidator();
  const [live, setLive] = useState<ClientNotification[]>([]);
  const [source, setSource] = useState(data);
  if (source !== data) {
    setSource(data);
    setLive((current) => current.filter((n) => !data.items.some((d) => d.id === n.id)));
  }

  const { filter } = data;
  const { revalidate } = revalidator;
  // A notification that arrived live and is in the data too (read again since) is shown once.
  const arrived = live.filter((n) => !data.items.some((d) => d.id === n.id));
  const items = [...arrived, ...data.items];
  const unread = data.unread_count + arrived.filter((n) => !n.is_read).length;
  // What the page shows, for the live connection's first count to compare with.
  const shownUnread = useRef(unread);
  useEffect(() => {
    shownUnread.current = unread;
  }, [unread]);

  useEffect(
    () =>
      listenToNotifications((change) => {
        if (change.kind === "created") {
          if (filter !== "read") setLive((current) => [change.notification, ...current.filter((n) => n.id !== change.notification.id)]);
        } else if (change.kind === "count") {
          // Something came between the page's render and the connection: read the list again.
          if (change.unread_count !== shownUnread.current) void revalidate();
        } else {
          // Changes made in the bell, or a gap in the live connection: read the list again.
          void revalidate();
        }
      }),
    [filter, revalidate],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterTabs filter={filter} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-300" data-testid="unread-count">
            {t("page.unreadCount", { count: unread })}
          </p>
          {unread > 0 && (
            <Form method="post" preventScrollReset>
              <button type="submit" name="intent" value="read-all" className={buttonClass("secondary", "sm", "whitespace-nowrap")}>
                {t("page.markAll")}
              </button>
            </Form>
          )}
        </div>
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {t(`page.empty.${filter}`)}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="notification-list">
          {items.map((n) => (
            <NotificationRow key={n.id} notification={n} />
          ))}
        </ul>
      )}
      {data.has_more && (
        <div className="flex justify-center">
          <Link
            to={`?${new URLSearchParams({ ...(filter === "all" ? {} : { filter }), page: String(data.page + 1) })}`}
            preventScrollReset
            replace
            className={buttonClass("secondary", "md")}
          >
            {t("page.loadMore")}
          </Link>
        </div>
      )}
    </div>
  );
}
