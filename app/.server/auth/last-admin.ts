import { asc, eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import type { DbOrTx } from "../db/client";
import { profiles } from "../db/schema/index";

/**
 * Refuses (LAST_ADMIN) when removing the user, or their admin flag, would leave no administrator.
 * Call it inside the transaction that deletes or demotes, before locking anything else: it locks
 * every administrator's row (in id order, so two callers cannot deadlock) until that transaction
 * ends. A concurrent removal therefore waits, then sees this one's result: two administrators removing
 * each other at the same moment can never leave none. Every path that deletes a profile or clears
 * is_admin goes through here (removeUser, editUser).
 */
export async function keepOneAdministrator(tx: DbOrTx, userId: string): Promise<void> {
  const admins = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.is_admin, true))
    .orderBy(asc(profiles.id))
    .for("update");
  if (admins.length <= 1 && admins.some((a) => a.id === userId)) throw new AppError("LAST_ADMIN");
}
