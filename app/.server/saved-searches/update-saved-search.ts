import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { isUuid } from "~/domain/ids";
import { parseInput } from "~/domain/schemas/parse";
import { savedSearchUpdateSchema } from "~/domain/schemas/saved-searches";
import type { SessionUser } from "~/domain/session-user";
import type { DbOrTx } from "../db/client";
import { savedSearches } from "../db/schema";
import { SAVED_SEARCH_FIELDS, type SavedSearchView } from "./columns";

/** Renames a saved search or changes how often it alerts; only its owner may (others: not found). */
export async function updateSavedSearch(
  deps: { db: DbOrTx },
  { user, id, input }: { user: SessionUser; id: unknown; input: unknown },
): Promise<SavedSearchView> {
  if (!isUuid(id)) throw new AppError("SAVED_SEARCH_NOT_FOUND");
  const data = parseInput(savedSearchUpdateSchema, input);
  const [row] = await deps.db
    .update(savedSearches)
    .set({
      ...(data.name !== undefined ? { name: data.name } : {}),
      ...(data.frequency !== undefined ? { frequency: data.frequency } : {}),
      updated_at: sql`now()`,
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.user_id, user.id)))
    .returning(SAVED_SEARCH_FIELDS);
  if (!row) throw new AppError("SAVED_SEARCH_NOT_FOUND");
  return row;
}
