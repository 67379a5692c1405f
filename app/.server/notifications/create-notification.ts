import type { NotificationType } from "~/domain/enums";
import type { DbOrTx } from "../db/client";
import { notifications } from "../db/schema";
import type { Logger } from "../logger";
import type { EventBus } from "../realtime/events";

export type NotificationRow = typeof notifications.$inferSelect;

export type NewNotification = {
  user_id: string;
  type: NotificationType;
  title: string;
  message: string;
  property_id?: string | null;
};

/**
 * Stores a notification and tells the user's open browsers. Callers that must not fail because of a
 * notification (an admin's status change, document 2 §4) use notifySafely.
 */
export async function createNotification(deps: { db: DbOrTx; events: EventBus }, input: NewNotification): Promise<NotificationRow> {
  const [row] = await deps.db
    .insert(notifications)
    .values({ ...input, property_id: input.property_id ?? null })
    .returning();
  if (!row) throw new Error("notification insert returned nothing");
  await deps.events.publish({ kind: "notification", userId: row.user_id, id: row.id });
  return row;
}

/** Creates a notification; a failure is logged and swallowed, so the operation that caused it stands. */
export async function notifySafely(
  deps: { db: DbOrTx; events: EventBus; logger: Logger },
  input: NewNotification,
): Promise<NotificationRow | null> {
  try {
    return await createNotification(deps, input);
  } catch (error) {
    deps.logger.error({ err: error, userId: input.user_id, type: input.type }, "notification could not be created");
    return null;
  }
}
