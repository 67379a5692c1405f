import { eq } from "drizzle-orm";
import { profiles } from "../db/schema";
import { type NewNotification, type NotificationDeps, notifySafely } from "./create-notification";
import type { Logger } from "../logger";

/**
 * Tells every administrator about something waiting for them (a new listing report, site contact
 * message or review to moderate): a bell notification each, e-mailed as their preferences ask when
 * `deps` carries the mailer. Call it after the commit; a failure is logged and never fails the caller.
 */
export async function notifyAdmins(
  deps: NotificationDeps & { logger: Logger },
  notification: Omit<NewNotification, "user_id">,
): Promise<number> {
  let admins: { id: string }[];
  try {
    admins = await deps.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.is_admin, true));
  } catch (error) {
    deps.logger.error({ err: error, type: notification.type }, "administrators could not be looked up for a notification");
    return 0;
  }
  let notified = 0;
  for (const admin of admins) {
    if (await notifySafely(deps, { ...notification, user_id: admin.id })) notified += 1;
  }
  return notified;
}
