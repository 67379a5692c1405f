import { Bell, BellOff, CheckCheck } from "~/ui/icons";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatDateTime } from "~/domain/format";
import { NOTIFICATION_DROPDOWN_SIZE } from "~/domain/limits";
import { useTranslation } from "~/i18n/react";
import { useDetailsMenu } from "~/lib/use-details-menu";
import { cx } from "~/ui/cx";
import { announce, listenToNotifications, notificationRequest, type ClientNotification } from "./live-notifications";

/**
 * What the layout loader sends: the unread count, or null when it could not be read. The latest 10
 * are fetched when the reader first opens (or points at) the bell: a page's HTML then differs between
 * signed-in readers only in a few values, so it can be rendered once for many (server/signed-in-pages.ts).
 */
export type BellData = { unread_count: number } | null;

type Latest = { items: ClientNotification[]; unread_count: number };

const iconButton =
  "relative flex h-10 w-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800";

/**
 * The notifications bell of document 1 §2: a red dot while unread ones exist, a dropdown with the
 * latest 10 (clicking one marks it read), 'mark all as read' and a link to /notifications. New ones
 * arrive live over server-sent events and go on top. Disabled when the notifications cannot be loaded.
 */
export function NotificationBell({ data }: { data: BellData }) {
  const { t, i18n } = useTranslation("notifications");
  const ref = useDetailsMenu<HTMLDetailsElement>();
  const [unread, setUnread] = useState(data?.unread_count ?? 0);
  // The latest 10 once fetched (null until then), and whether they may be behind (fetched again on opening).
  const [items, setItems] = useState<ClientNotification[] | null>(null);
  const [stale, setStale] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [source, setSource] = useState(data);

  // Fresh loader data (after a form post or navigation) brings the count; the list is fetched again when opened.
  if (data !== source) {
    setSource(data);
    setUnread(data?.unread_count ?? 0);
    setStale(true);
  }

  const available = data !== null;
  const load = () => {
    setLoading(true);
    setFailed(false);
    notificationRequest<Latest>("GET", "/latest")
      .then((latest) => {
        setItems(latest.items);
        setUnread(latest.unread_count);
        setStale(false);
      })
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  };
  // Opening the bell, or pointing at it or moving into it (so the list is usually there when it opens).
  const fetchIfNeeded = () => {
    if (!loading && (items === null || stale || failed)) load();
  };

  // Opened before this code arrived (the summary works without it): fetch what onToggle would have.
  useEffect(() => {
    if (ref.current?.open) load();
    // Only on mount: later openings go through onToggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!available) return;
    return listenToNotifications((change) => {
      if (change.kind === "resync") {
        // The list may be behind: read again when next opened (the count comes with the connection).
        setStale(true);
        return;
      }
      if (change.kind === "count") {
        // The count as the connection opened: a notification may have come since the page was made.
        // An open bell reads its list again at once; a closed one when next opened.
        setUnread(change.unread_count);
        setStale(true);
        if (ref.current?.open) load();
        return;
      }
      setUnread(change.unread_count);
      setItems((current) => {
        if (!current) return current;
        if (change.kind === "created") {
          return [change.notification, ...current.filter((n) => n.id !== change.notification.id)].slice(0, NOTIFICATION_DROPDOWN_SIZE);
        }
        if (change.kind === "read")
          return current.map((n) => (change.ids === "all" || change.ids.includes(n.id) ? { ...n, is_read: true } : n));
        return current.filter((n) => n.id !== change.id);
      });
    });
  }, [available, ref]);

  if (!available) {
    return (
      <button
        type="button"
        disabled
        aria-label={t("bell.unavailable")}
        title={t("bell.unavailable")}
        className={cx(iconButton, "cursor-not-allowed opacity-60")}
        data-testid="notification-bell"
      >
        <BellOff aria-hidden="true" className="h-5 w-5" />
      </button>
    );
  }

  async function markRead(notification: ClientNotification) {
    if (notification.is_read) return;
    // Shown at once; an error is only logged (document 1 §8).
    setItems((current) => current && current.map((n) => (n.id === notification.id ? { ...n, is_read: true } : n)));
    setUnread((count) => Math.max(0, count - 1));
    try {
      const result = await notificationRequest<{ unread_count: number }>("POST", `/${notification.id}/read`);
      announce({ kind: "read", ids: [notification.id], unread_count: result.unread_count });
    } catch (error) {
      console.warn("marking a notification read failed", error);
    }
  }

  async function markAll() {
    setItems((current) => current && current.map((n) => ({ ...n, is_read: true })));
    setUnread(0);
    try {
      const result = await notificationRequest<{ unread_count: number }>("POST", "/read-all", {});
      announce({ kind: "read", ids: "all", unread_count: result.unread_count });
    } catch (error) {
      console.warn("marking all notifications read failed", error);
    }
  }

  return (
    <details
      ref={ref}
      className="relative"
      data-testid="notification-bell"
      onToggle={(event) => event.currentTarget.open && fetchIfNeeded()}
    >
      <summary
        onPointerEnter={fetchIfNeeded}
        onFocus={fetchIfNeeded}
        aria-label={unread > 0 ? t("bell.openUnread", { count: unread }) : t("bell.open")}
        className={cx(iconButton, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread > 0 && (
          <span
            data-testid="bell-dot"
            aria-hidden="true"
            className="absolute right-2 top-2 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white dark:ring-slate-950"
          />
        )}
      </summary>
      <div className="fixed inset-x-2 top-16 z-50 rounded-xl border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-96 dark:border-slate-700 dark:bg-slate-900">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <h2 className="text-base font-semibold">{t("bell.title")}</h2>
          {unread > 0 && (
            <button
              type="button"
              onClick={markAll}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800"
            >
              <CheckCheck aria-hidden="true" className="h-4 w-4" />
              {t("bell.markAll")}
            </button>
          )}
        </div>
        <div className="max-h-60 overflow-y-auto" aria-busy={loading}>
          {items === null || items.length === 0 ? (
            // Before the list arrives (or without JavaScript) only "see all" below leads on.
            (loading || failed || items !== null) && (
              <p className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-300">
                {loading ? t("bell.loading") : failed ? t("bell.unavailable") : t("bell.empty")}
              </p>
            )
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="bell-list">
              {items.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => markRead(n)}
                    data-unread={!n.is_read}
                    className={cx(
                      "flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800",
                      !n.is_read && "bg-brand-50/70 dark:bg-slate-800/60",
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cx(
                        "mt-1.5 h-2 w-2 shrink-0 rounded-full",
                        n.is_read ? "bg-transparent" : "bg-brand-600 dark:bg-brand-300",
                      )}
                    />
                    <span className="min-w-0 flex-1">
                      <span className={cx("block text-sm", n.is_read ? "font-medium" : "font-semibold")}>
                        {n.title}
                        {!n.is_read && <span className="sr-only"> ({t("bell.unread")})</span>}
                      </span>
                      <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600 dark:text-slate-300">{n.message}</span>
                      <time dateTime={n.created_at} className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                        {formatDateTime(n.created_at, i18n.language)}
                      </time>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="border-t border-slate-200 p-2 dark:border-slate-700">
          <Link
            to="/notifications"
            className="block rounded-md px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800"
          >
            {t("bell.seeAll")}
          </Link>
        </div>
      </div>
    </details>
  );
}
