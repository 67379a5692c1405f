import type { NotificationType } from "~/domain/enums";
import type { DbOrTx } from "../db/client";
import { notifications } from "../db/schema";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import type { EventBus } from "../realtime/events";
import { notificationEmailFor, sendInBackground } from "./notification-mail";

export type NotificationRow = typeof notifications.$inferSelect;

export type NewNotification = {
  user_id: string;
  type: NotificationType;
  title: string;
  message: string;
  property_id?: string | null;
};

/**
 * What creating a notification needs. With `mailer`, `logger` and `publicUrl` too (passing the
 * services object gives all three), the user is also e-mailed when their notification preferences
 * ask for it (document 1 §9); the e-mail goes out in the background and never fails the operation.
 */
export type NotificationDeps = {
  db: DbOrTx;
  events: EventBus;
  mailer?: Mailer;
  logger?: Logger;
  publicUrl?: string;
};

/**
 * Stores a notification and tells the user's open browsers. Callers that must not fail because of a
 * notification (an admin's status change, document 2 §4) use notifySafely.
 */
export async function createNotification(deps: NotificationDeps, input: NewNotification): Promise<NotificationRow> {
  const [row] = await deps.db
    .insert(notifications)
    .values({ ...input, property_id: input.property_id ?? null })
    .returning();
  if (!row) throw new Error("notification insert returned nothing");
  await deps.events.publish({ kind: "notification", userId: row.user_id, id: row.id });
  if (deps.mailer && deps.logger && deps.publicUrl !== undefined) {
    try {
      const mail = await notificationEmailFor({ db: deps.db, publicUrl: deps.publicUrl }, row);
      if (mail) sendInBackground({ mailer: deps.mailer, logger: deps.logger }, mail, row.user_id);
    } catch (error) {
      deps.logger.error({ err: error, userId: row.user_id }, "notification e-mail could not be prepared");
    }
  }
  return row;
}

/** Creates a notification; a failure is logged and swallowed, so the operation that caused it stands. */
export async function notifySafely(deps: NotificationDeps & { logger: Logger }, input: NewNotification): Promise<NotificationRow | null> {
  try {
    return await createNotification(deps, input);
  } catch (error) {
    deps.logger.error({ err: error, userId: input.user_id, type: input.type }, "notification could not be created");
    return null;
  }
}
