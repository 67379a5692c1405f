import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { markAllReadSchema, notificationIdSchema } from "~/domain/schemas/notifications";
import { parseInput } from "~/domain/schemas/parse";
import type { DbOrTx } from "../db/client";
import { notifications } from "../db/schema";
import { notificationColumns, toItem, unreadCount, type NotificationItem } from "./list-notifications";

/** Marks one of the user's notifications read. Another user's notification is not found. */
export async function markNotificationRead(
  deps: { db: DbOrTx },
  userId: string,
  id: unknown,
): Promise<{ notification: NotificationItem; unread_count: number }> {
  const parsed = notificationIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOTIFICATION_NOT_FOUND");
  const [row] = await deps.db
    .update(notifications)
    .set({ is_read: true })
    .where(and(eq(notifications.id, parsed.data), eq(notifications.user_id, userId)))
    .returning(notificationColumns);
  if (!row) throw new AppError("NOTIFICATION_NOT_FOUND");
  return { notification: toItem(row), unread_count: await unreadCount(deps.db, userId) };
}

/**
 * 'Mark all as read': the listed ids (those the user sees) or, without ids, every unread one. Only
 * the user's own rows change; foreign ids in the list are ignored.
 */
export async function markAllNotificationsRead(
  deps: { db: DbOrTx },
  userId: string,
  input: unknown,
): Promise<{ updated: number; unread_count: number }> {
  const { ids } = parseInput(markAllReadSchema, input);
  if (ids && ids.length === 0) return { updated: 0, unread_count: await unreadCount(deps.db, userId) };
  const rows = await deps.db
    .update(notifications)
    .set({ is_read: true })
    .where(and(eq(notifications.user_id, userId), eq(notifications.is_read, false), ids ? inArray(notifications.id, ids) : undefined))
    .returning({ id: notifications.id });
  return { updated: rows.length, unread_count: await unreadCount(deps.db, userId) };
}
