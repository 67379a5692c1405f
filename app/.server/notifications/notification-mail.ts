import { eq } from "drizzle-orm";
import type { NotificationType } from "~/domain/enums";
import type { DbOrTx } from "../db/client";
import { profiles } from "../db/schema";
import { serverT } from "../i18n";
import type { Logger } from "../logger";
import type { Mail, Mailer } from "../mail/mailer";

type Preferences = { notify_email: boolean; notify_property_alerts: boolean; notify_messages: boolean };

/**
 * Whether a notification is also e-mailed (document 1 §9): nothing without e-mail; messages only with
 * message notifications on; news about a listing only with property alerts on. Important e-mails
 * (password reset) do not go through here and are always sent.
 */
function wantsEmail(preferences: Preferences, type: NotificationType): boolean {
  if (!preferences.notify_email) return false;
  if (type === "message") return preferences.notify_messages;
  if (type === "approval" || type === "rejection" || type === "status_change" || type === "property_view") {
    return preferences.notify_property_alerts;
  }
  return true;
}

function notificationMail(input: { to: string; name: string; title: string; message: string; publicUrl: string }): Mail {
  const t = serverT("sq");
  return {
    to: input.to,
    subject: input.title,
    content: {
      language: "sq",
      title: input.title,
      preview: input.message,
      greeting: t("notifications:mail.greeting", { name: input.name }),
      blocks: [
        { kind: "text", text: input.message },
        { kind: "button", link: { label: t("notifications:mail.open"), url: `${input.publicUrl}/notifications` } },
      ],
      signature: t("auth:mail.signature"),
      footer: {
        why: t("notifications:mail.why"),
        links: [{ label: t("notifications:mail.settings"), url: `${input.publicUrl}/settings` }],
      },
    },
  };
}

/**
 * The e-mail for a new notification when its user's preferences ask for it, or null. Reads the
 * preferences with the caller's handle (it may be a transaction); sending is left to the caller.
 */
export async function notificationEmailFor(
  deps: { db: DbOrTx; publicUrl: string },
  notification: { user_id: string; type: NotificationType; title: string; message: string },
): Promise<Mail | null> {
  const [profile] = await deps.db.select(RECIPIENT_COLUMNS).from(profiles).where(eq(profiles.id, notification.user_id)).limit(1);
  return profile ? notificationEmailOf(profile, notification, deps.publicUrl) : null;
}

/** What notificationEmailOf needs of the recipient (a caller with many recipients reads them at once). */
export const RECIPIENT_COLUMNS = {
  email: profiles.email,
  name: profiles.name,
  notify_email: profiles.notify_email,
  notify_property_alerts: profiles.notify_property_alerts,
  notify_messages: profiles.notify_messages,
};

/** The e-mail for a notification to this recipient when their preferences ask for it, or null. */
export function notificationEmailOf(
  profile: Preferences & { email: string; name: string },
  notification: { type: NotificationType; title: string; message: string },
  publicUrl: string,
): Mail | null {
  if (!wantsEmail(profile, notification.type)) return null;
  return notificationMail({ ...profile, to: profile.email, title: notification.title, message: notification.message, publicUrl });
}

/** Sends in the background: a slow or failing mail server never holds up or fails the operation. */
export function sendInBackground(deps: { mailer: Mailer; logger: Logger }, mail: Mail, userId: string): void {
  deps.mailer.send(mail).catch((error: unknown) => {
    deps.logger.error({ err: error, userId }, "notification e-mail could not be sent");
  });
}
