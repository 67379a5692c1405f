import { eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { isUuid } from "~/domain/ids";
import { verifiedToggleSchema } from "~/domain/schemas/admin";
import { parseInput } from "~/domain/schemas/parse";
import type { DbOrTx } from "../db/client";
import { profiles } from "../db/schema";
import { recordAudit } from "../admin/audit";
import { findAdminUser } from "../admin/find-user";
import type { AdminUser } from "../admin/list-users";
import type { AdminActor } from "../auth/admin-actor";

/**
 * The users table's 'Verifiko' / 'Hiq verifikimin' (issue 14 §3): an administrator vouches for an
 * owner or agency, and the public sees "verifikuar" on their listings and profile. Audited both ways;
 * verifying an already verified account keeps its first date.
 */
export async function setUserVerified(
  deps: { db: DbOrTx },
  { actor, userId, input }: { actor: AdminActor; userId: string; input: unknown },
): Promise<AdminUser> {
  const { verified } = parseInput(verifiedToggleSchema, input);
  if (!isUuid(userId)) throw new AppError("ADMIN_USER_NOT_FOUND");
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ verified_at: profiles.verified_at }).from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!row) throw new AppError("ADMIN_USER_NOT_FOUND");
    const verifiedAt = verified ? (row.verified_at ?? new Date()) : null;
    await tx.update(profiles).set({ verified_at: verifiedAt, updated_at: new Date() }).where(eq(profiles.id, userId));
    await recordAudit(tx, {
      actor,
      action: verified ? "user.verify" : "user.unverify",
      target: { type: "user", id: userId },
      details: { verified_at: verifiedAt?.toISOString() ?? null },
    });
  });
  return findAdminUser(deps, actor, userId);
}
