import type { DbOrTx } from "../db/client";
import { auditLog } from "../db/schema/index";
import type { AdminActor } from "../auth/admin-actor";

/** One line of the admin trail: who did what to which row of the informational pages' data. */
export async function writeAudit(
  db: DbOrTx,
  actor: AdminActor,
  entry: { action: string; target_type: string; target_id: string; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({ actor_id: actor.id, actor_email: actor.email, ...entry, details: entry.details ?? null });
}
