import { eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { contactMessageIdSchema } from "~/domain/schemas/contact";
import { parseInput } from "~/domain/schemas/parse";
import { contactMessages } from "../db/schema/index";
import type { Services } from "../services";
import { recordAudit } from "../admin/audit";
import type { AdminActor } from "../auth/admin-actor";

/** Deletes a message for good (e.g. spam). */
export async function deleteContactMessage(deps: Pick<Services, "db">, admin: AdminActor, id: string) {
  const { id: messageId } = parseInput(contactMessageIdSchema, { id });
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, messageId))
      .returning({ id: contactMessages.id, email: contactMessages.email, subject: contactMessages.subject });
    if (!row) throw new AppError("CONTACT_MESSAGE_NOT_FOUND");
    await recordAudit(tx, {
      actor: admin,
      action: "contact_message.delete",
      target: { type: "contact_message", id: row.id },
      details: { email: row.email, subject: row.subject },
    });
  });
}
