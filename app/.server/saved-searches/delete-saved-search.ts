import { and, eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { isUuid } from "~/domain/ids";
import type { SessionUser } from "~/domain/session-user";
import type { DbOrTx } from "../db/client";
import { savedSearches } from "../db/schema";

/** Deletes a saved search (and its alerts not yet sent); only its owner may (others: not found). */
export async function deleteSavedSearch(deps: { db: DbOrTx }, user: SessionUser, id: unknown): Promise<{ id: string; deleted: true }> {
  if (!isUuid(id)) throw new AppError("SAVED_SEARCH_NOT_FOUND");
  const [row] = await deps.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.user_id, user.id)))
    .returning({ id: savedSearches.id });
  if (!row) throw new AppError("SAVED_SEARCH_NOT_FOUND");
  return { id: row.id, deleted: true };
}
