import { count, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "~/domain/errors";
import { ADMIN_PAGE_SIZE } from "~/domain/limits";
import { parseInput } from "~/domain/schemas/parse";
import type { SessionUser } from "../accounts/types";
import { contactMessages } from "../db/schema";
import type { Services } from "../services";
import { writeAudit } from "./audit";

// The administrators' inbox of site contact messages (/admin/messages). Callers check is_admin.

const listSchema = z.object({
  page: z.preprocess((v) => (v === undefined || v === "" ? 1 : Number(v)), z.number().int("VALIDATION").min(1, "VALIDATION").max(100_000, "VALIDATION")),
  filter: z.preprocess((v) => (v === undefined || v === "" ? "all" : v), z.enum(["all", "unread"], { error: "VALIDATION" })),
});

export type AdminContactMessage = {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  read_at: string | null;
  created_at: string;
};

export async function listContactMessages(deps: Pick<Services, "db">, input: unknown) {
  const { page: requested, filter } = parseInput(listSchema, input);
  const where = filter === "unread" ? isNull(contactMessages.read_at) : undefined;
  const [[totals], [unread]] = await Promise.all([
    deps.db.select({ n: count() }).from(contactMessages).where(where),
    deps.db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.read_at)),
  ]);
  const total = totals?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(requested, pages);
  const rows = await deps.db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const messages: AdminContactMessage[] = rows.map((r) => ({
    ...r,
    read_at: r.read_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  }));
  return { messages, total, unread: unread?.n ?? 0, page, pages, page_size: ADMIN_PAGE_SIZE, filter };
}

const idSchema = z.object({ id: z.uuid("CONTACT_MESSAGE_NOT_FOUND") });
const readSchema = z.object({ read: z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean()) });

/** Marks a message read or unread. */
export async function markContactMessage(deps: Pick<Services, "db">, admin: SessionUser, id: string, input: unknown) {
  const { id: messageId } = parseInput(idSchema, { id });
  const { read } = parseInput(readSchema, input);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ read_at: read ? sql`coalesce(${contactMessages.read_at}, now())` : null })
      .where(eq(contactMessages.id, messageId))
      .returning({ id: contactMessages.id, read_at: contactMessages.read_at });
    if (!row) throw new AppError("CONTACT_MESSAGE_NOT_FOUND");
    await writeAudit(tx, admin, { action: read ? "contact_message.read" : "contact_message.unread", target_type: "contact_message", target_id: row.id });
    return { id: row.id, read_at: row.read_at?.toISOString() ?? null };
  });
}

/** Deletes a message for good (e.g. spam). */
export async function deleteContactMessage(deps: Pick<Services, "db">, admin: SessionUser, id: string) {
  const { id: messageId } = parseInput(idSchema, { id });
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, messageId))
      .returning({ id: contactMessages.id, email: contactMessages.email, subject: contactMessages.subject });
    if (!row) throw new AppError("CONTACT_MESSAGE_NOT_FOUND");
    await writeAudit(tx, admin, {
      action: "contact_message.delete",
      target_type: "contact_message",
      target_id: row.id,
      details: { email: row.email, subject: row.subject },
    });
  });
}
