import { count, desc } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "~/domain/limits";
import type { DbOrTx } from "../db/client";
import { auditLog } from "../db/schema";
import { clampPage, type Page } from "../db/paging";
import type { AdminActor } from "../auth/admin-actor";
import type { SessionUser } from "~/domain/session-user";

export type AuditAction =
  | "user.premium_on"
  | "user.premium_off"
  | "user.premium_extend"
  | "user.edit"
  | "user.delete"
  | "user.grant_admin"
  | "user.grant_admin_bulk"
  | "user.verify"
  | "user.unverify"
  | "user.verification_lapsed"
  | "property.status"
  | "property.featured"
  | "property.delete"
  | "property.edit"
  | "settings.save"
  | "data.backup"
  | "review.publish"
  | "review.reject"
  | "contact_message.read"
  | "contact_message.unread"
  | "contact_message.delete"
  | "report.dismiss"
  | "report.deactivate"
  | "report.contact_owner";

export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * Records who did what to which target, and when (call it inside the operation's transaction): the one
 * writer of the admin trail, for the admin area's operations and the moderation of reviews and messages.
 * The actor is an administrator, except for the few changes of their own an account makes that the
 * administrators must see (a verified account renaming itself: user.verification_lapsed).
 */
export async function recordAudit(
  db: DbOrTx,
  {
    actor,
    action,
    target,
    details = null,
  }: {
    actor: Pick<SessionUser, "id" | "email">;
    action: AuditAction;
    target: { type: "user" | "property" | "settings" | "data" | "review" | "contact_message"; id?: string | null };
    details?: Record<string, unknown> | null;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: actor.id,
    actor_email: actor.email,
    action,
    target_type: target.type,
    target_id: target.id ?? null,
    details,
  });
}

/** The audit trail, newest first, pages of 10 (more with pageSize, for the export). */
export async function listAudit(
  deps: { db: DbOrTx },
  { actor: _actor, input, pageSize = ADMIN_PAGE_SIZE }: { actor: AdminActor; input: { page?: unknown }; pageSize?: number },
): Promise<Page<AuditEntry>> {
  const requested = typeof input.page === "string" ? Number.parseInt(input.page, 10) : typeof input.page === "number" ? input.page : 1;
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(auditLog);
  const { page, pageCount, offset } = clampPage(Number.isFinite(requested) ? requested : 1, total, pageSize);
  const items = await deps.db.select().from(auditLog).orderBy(desc(auditLog.created_at), desc(auditLog.id)).limit(pageSize).offset(offset);
  return { items, total, page, page_count: pageCount, page_size: pageSize };
}
