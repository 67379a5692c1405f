import { eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { contactMessageIdSchema } from "~/domain/schemas/info";
import { parseInput } from "~/domain/schemas/parse";
import type { SessionUser } from "~/domain/session-user";
import { contactMessages } from "../db/schema/index";
import type { Services } from "../services";
import { recordAudit } from "../admin/audit";

/** Deletes a message for good (e.g. spam). */
export async function deleteContactMessage(deps: Pick<Services, "db">, admin: SessionUser, id: string) {
  const { id: messageId } = parseInput(contactMessageIdSchema, { id });
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, messageId))
      .returning({ id: contactMessages.id, email: contactMessages.email, subject: contactMessages.subject });
    if (!row) throw new AppError("CONTACT_MESSAGE_NOT_FOUND");
    await recordAudit(tx, admin, "contact_message.delete", { type: "contact_message", id: row.id }, { email: row.email, subject: row.subject });
  });
}
