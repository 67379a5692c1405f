import { and, eq, inArray, sql } from "drizzle-orm";
import { AppError, type ErrorCode } from "~/domain/errors";
import { grantAdminSchema, type GrantMethod } from "~/domain/schemas/admin";
import { parseInput } from "~/domain/schemas/parse";
import type { DbOrTx } from "../db/client";
import { profiles } from "../db/schema";
import { recordAudit } from "./audit";
import { isUuid } from "~/domain/ids";
import type { AdminDeps } from "./types";
import type { AdminActor } from "../auth/admin-actor";

const NOT_FOUND: Record<GrantMethod, ErrorCode> = {
  personal_id: "ADMIN_GRANT_NOT_FOUND_PERSONAL_ID",
  email: "ADMIN_GRANT_NOT_FOUND_EMAIL",
  uuid: "ADMIN_GRANT_NOT_FOUND_UUID",
};

function matchOf(method: GrantMethod, identifier: string) {
  switch (method) {
    case "personal_id":
      return eq(profiles.personal_id, identifier.toUpperCase());
    case "email":
      return eq(sql`lower(${profiles.email})`, identifier.toLowerCase());
    case "uuid":
      return isUuid(identifier) ? eq(profiles.id, identifier.toLowerCase()) : null;
  }
}

export type GrantedUser = { id: string; name: string; email: string; personal_id: string };

/**
 * The admin-privileges panel (document 2 §2.4, §7): finds one user by personal ID, e-mail or UUID and
 * makes them an administrator. Not found: the spec's message naming the field that was used.
 */
export async function grantAdmin(deps: Pick<AdminDeps, "db">, actor: AdminActor, input: unknown): Promise<GrantedUser> {
  const { method, identifier } = parseInput(grantAdminSchema, input);
  const match = matchOf(method, identifier);
  if (!match) throw new AppError(NOT_FOUND[method]);
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .update(profiles)
      .set({ is_admin: true, updated_at: new Date() })
      .where(match)
      .returning({ id: profiles.id, name: profiles.name, email: profiles.email, personal_id: profiles.personal_id });
    if (!user) throw new AppError(NOT_FOUND[method]);
    await recordAudit(tx, { actor, action: "user.grant_admin", target: { type: "user", id: user.id }, details: { method, identifier } });
    return user;
  });
}

/** The bulk action: every seller and landlord becomes an administrator. Returns how many changed. */
export async function grantAdminToSellersAndLandlords(deps: Pick<AdminDeps, "db">, actor: AdminActor): Promise<{ count: number }> {
  return deps.db.transaction(async (tx: DbOrTx) => {
    const updated = await tx
      .update(profiles)
      .set({ is_admin: true, updated_at: new Date() })
      .where(and(inArray(profiles.user_type, ["seller", "landlord"]), eq(profiles.is_admin, false)))
      .returning({ id: profiles.id });
    await recordAudit(tx, {
      actor,
      action: "user.grant_admin_bulk",
      target: { type: "user" },
      details: { count: updated.length, user_ids: updated.map((u) => u.id) },
    });
    return { count: updated.length };
  });
}
