import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "~/domain/errors";
import { contactMessageIdSchema } from "~/domain/schemas/contact";
import { parseInput, toBoolean } from "~/domain/schemas/parse";
import { contactMessages } from "../db/schema/index";
import type { Services } from "../services";
import { recordAudit } from "../admin/audit";
import type { AdminActor } from "../auth/admin-actor";

const readSchema = z.object({ read: z.preprocess(toBoolean, z.boolean()) });

/** Marks a message read or unread. */
export async function markContactMessage(
  deps: Pick<Services, "db">,
  { admin, id, input }: { admin: AdminActor; id: string; input: unknown },
) {
  const { id: messageId } = parseInput(contactMessageIdSchema, { id });
  const { read } = parseInput(readSchema, input);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ read_at: read ? sql`coalesce(${contactMessages.read_at}, now())` : null })
      .where(eq(contactMessages.id, messageId))
      .returning({ id: contactMessages.id, read_at: contactMessages.read_at });
    if (!row) throw new AppError("CONTACT_MESSAGE_NOT_FOUND");
    await recordAudit(tx, {
      actor: admin,
      action: read ? "contact_message.read" : "contact_message.unread",
      target: { type: "contact_message", id: row.id },
    });
    return { id: row.id, read_at: row.read_at?.toISOString() ?? null };
  });
}
