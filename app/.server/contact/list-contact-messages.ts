import { count, desc, isNull } from "drizzle-orm";
import { z } from "zod";
import { ADMIN_PAGE_SIZE } from "~/domain/limits";
import { parseInput } from "~/domain/schemas/parse";
import { clampPage } from "../db/paging";
import { contactMessages } from "../db/schema/index";
import type { Services } from "../services";
import type { AdminActor } from "../auth/admin-actor";

// The administrators' inbox of site contact messages (/admin/messages): only an AdminActor reads it.

export const listSchema = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === "" ? 1 : Number(v)),
    z.number().int("VALIDATION").min(1, "VALIDATION").max(100_000, "VALIDATION"),
  ),
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

export async function listContactMessages(deps: Pick<Services, "db">, _admin: AdminActor, input: unknown) {
  const { page: requested, filter } = parseInput(listSchema, input);
  const where = filter === "unread" ? isNull(contactMessages.read_at) : undefined;
  const [[everything], [unreadCount]] = await Promise.all([
    deps.db.select({ n: count() }).from(contactMessages),
    deps.db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.read_at)),
  ]);
  const all = everything?.n ?? 0;
  const unread = unreadCount?.n ?? 0;
  const total = filter === "unread" ? unread : all;
  const { page, pageCount: pages, offset } = clampPage(requested, total, ADMIN_PAGE_SIZE);
  const rows = await deps.db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  const messages: AdminContactMessage[] = rows.map((r) => ({
    ...r,
    read_at: r.read_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  }));
  /** total: messages under the filter; all and unread: the two filters' counts. */
  return { messages, total, all, unread, page, pages, page_size: ADMIN_PAGE_SIZE, filter };
}
