import { and, count, desc, eq, sql } from "drizzle-orm";
import type { NotificationType } from "~/domain/enums";
import { NOTIFICATION_DROPDOWN_SIZE, NOTIFICATIONS_PAGE_SIZE } from "~/domain/limits";
import { notificationListSchema } from "~/domain/schemas/notifications";
import { parseInput } from "~/domain/schemas/parse";
import type { DbOrTx } from "../db/client";
import { notifications } from "../db/schema";

/** A notification as the browser sees it. */
export type NotificationItem = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  is_read: boolean;
  property_id: string | null;
  created_at: string;
};

export const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  is_read: notifications.is_read,
  property_id: notifications.property_id,
  created_at: notifications.created_at,
};

type Row = Pick<typeof notifications.$inferSelect, keyof typeof notificationColumns>;

export function toItem(row: Row): NotificationItem {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.is_read, false)));
  return row?.n ?? 0;
}

/** The bell: the latest 10 and how many are unread (the red dot). */
export async function latestNotifications(
  deps: { db: DbOrTx },
  userId: string,
): Promise<{ items: NotificationItem[]; unread_count: number }> {
  // One query, not two (every signed-in page draws the bell): the unread count rides along on each
  // row. No rows means no notifications at all, so none unread.
  const rows = await deps.db
    .select({
      ...notificationColumns,
      // Drizzle leaves columns unqualified in a one-table select: the subquery names its own alias.
      unread_count:
        sql<number>`(select count(*) from ${notifications} as unread where unread.user_id = ${userId} and not unread.is_read)`.mapWith(
          Number,
        ),
    })
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(NOTIFICATION_DROPDOWN_SIZE);
  return { items: rows.map(({ unread_count: _, ...row }) => toItem(row)), unread_count: rows[0]?.unread_count ?? 0 };
}

export type NotificationPage = {
  items: NotificationItem[];
  filter: "all" | "unread" | "read";
  page: number;
  page_size: number;
  has_more: boolean;
  unread_count: number;
};

/** Pages the /notifications page shows at once without JavaScript (pages 1..n in one answer). */
const MAX_CUMULATIVE_PAGES = 25;

/**
 * /notifications: pages of 20, newest first, filtered by all / unread / read. `cumulative` answers
 * pages 1 to `page` together (the page's 'load more' without JavaScript).
 */
export async function listNotifications(
  deps: { db: DbOrTx },
  { userId, input, options = {} }: { userId: string; input: unknown; options?: { cumulative?: boolean } },
): Promise<NotificationPage> {
  const parsed = parseInput(notificationListSchema, input);
  const filter = parsed.filter;
  const page = options.cumulative ? Math.min(parsed.page, MAX_CUMULATIVE_PAGES) : parsed.page;
  const offset = options.cumulative ? 0 : (page - 1) * NOTIFICATIONS_PAGE_SIZE;
  const size = options.cumulative ? page * NOTIFICATIONS_PAGE_SIZE : NOTIFICATIONS_PAGE_SIZE;
  const where = and(eq(notifications.user_id, userId), filter === "all" ? undefined : eq(notifications.is_read, filter === "read"));
  // One row more than a page tells whether another page exists.
  const rows = await deps.db
    .select(notificationColumns)
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(size + 1)
    .offset(offset);
  return {
    items: rows.slice(0, size).map(toItem),
    filter,
    page,
    page_size: NOTIFICATIONS_PAGE_SIZE,
    has_more: rows.length > size,
    unread_count: await unreadCount(deps.db, userId),
  };
}

/** One of the user's own notifications, or null (someone else's is as good as missing). */
export async function findOwnNotification(db: DbOrTx, userId: string, id: string): Promise<NotificationItem | null> {
  const [row] = await db
    .select(notificationColumns)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .limit(1);
  return row ? toItem(row) : null;
}
