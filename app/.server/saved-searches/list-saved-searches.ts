import { and, desc, eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { isUuid } from "~/domain/ids";
import { MAX_SAVED_SEARCHES } from "~/domain/limits";
import type { DbOrTx } from "../db/client";
import { savedSearches } from "../db/schema";
import { SAVED_SEARCH_FIELDS, type SavedSearchView } from "./columns";

export type SavedSearchList = { saved_searches: SavedSearchView[]; limit: number };

/** The user's saved searches, newest first (at most MAX_SAVED_SEARCHES exist). */
export async function listSavedSearches(deps: { db: DbOrTx }, userId: string): Promise<SavedSearchList> {
  const rows = await deps.db
    .select(SAVED_SEARCH_FIELDS)
    .from(savedSearches)
    .where(eq(savedSearches.user_id, userId))
    .orderBy(desc(savedSearches.created_at), desc(savedSearches.id));
  return { saved_searches: rows, limit: MAX_SAVED_SEARCHES };
}

/** One of the user's own saved searches; anyone else's is "not found" (its existence is not revealed). */
export async function findOwnSavedSearch(deps: { db: DbOrTx }, userId: string, id: unknown): Promise<SavedSearchView> {
  if (!isUuid(id)) throw new AppError("SAVED_SEARCH_NOT_FOUND");
  const [row] = await deps.db
    .select(SAVED_SEARCH_FIELDS)
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.user_id, userId)))
    .limit(1);
  if (!row) throw new AppError("SAVED_SEARCH_NOT_FOUND");
  return row;
}
