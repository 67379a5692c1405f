import { and, eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { notificationIdSchema } from "~/domain/schemas/notifications";
import type { DbOrTx } from "../db/client";
import { notifications } from "../db/schema";
import { unreadCount } from "./list-notifications";

/** Deletes one of the user's notifications. Another user's notification is not found. */
export async function deleteNotification(deps: { db: DbOrTx }, userId: string, id: unknown): Promise<{ unread_count: number }> {
  const parsed = notificationIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOTIFICATION_NOT_FOUND");
  const rows = await deps.db
    .delete(notifications)
    .where(and(eq(notifications.id, parsed.data), eq(notifications.user_id, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw new AppError("NOTIFICATION_NOT_FOUND");
  return { unread_count: await unreadCount(deps.db, userId) };
}
