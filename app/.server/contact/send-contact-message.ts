import { AppError } from "~/domain/errors";
import { parseInput } from "~/domain/schemas/parse";
import { contactMessageSchema } from "~/domain/schemas/contact";
import type { RequestInfo } from "../auth/types";
import type { SessionUser } from "~/domain/session-user";
import { contactMessages } from "../db/schema/index";
import type { Services } from "../services";
import { serverT } from "../i18n";
import { notifyAdmins } from "../notifications/notify-admins";

/**
 * Stores a message from the site contact form (/kontakt) for the administrators to read. Anyone may
 * write; the address is rate-limited, and a signed-in sender is linked to their account.
 */
export async function sendContactMessage(
  deps: Pick<Services, "db" | "limiter" | "logger" | "events" | "mailer" | "publicUrl">,
  { user, input, request }: { user: SessionUser | null; input: unknown; request: Pick<RequestInfo, "network"> },
): Promise<{ id: string; created_at: Date }> {
  const data = parseInput(contactMessageSchema, input);
  await deps.limiter.consume("formPerAddress", `contact:${request.network}`);
  let stored: { id: string; created_at: Date };
  try {
    const [row] = await deps.db
      .insert(contactMessages)
      .values({ user_id: user?.id ?? null, name: data.name, email: data.email, subject: data.subject, message: data.message })
      .returning({ id: contactMessages.id, created_at: contactMessages.created_at });
    if (!row) throw new Error("contact message insert returned nothing");
    deps.logger.info({ messageId: row.id }, "contact message received");
    stored = row;
  } catch (error) {
    deps.logger.error({ err: error }, "contact message could not be stored");
    throw new AppError("CONTACT_SEND_FAILED");
  }
  // The administrators hear of it at once (stored in Albanian, the platform's language).
  const t = serverT("sq");
  const subject = data.subject ?? (data.message.length > 80 ? `${data.message.slice(0, 79)}…` : data.message);
  await notifyAdmins(deps, {
    type: "message",
    title: t("notifications:adminAlert.contactTitle"),
    message: t("notifications:adminAlert.contactMessage", { name: data.name, email: data.email, subject }),
  });
  return stored;
}
