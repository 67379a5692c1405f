import { count, eq } from "drizzle-orm";
import type { Language } from "~/domain/enums";
import { AppError } from "~/domain/errors";
import { parseInput } from "~/domain/schemas/parse";
import { savedSearchCreateSchema } from "~/domain/schemas/saved-searches";
import { MAX_SAVED_SEARCHES } from "~/domain/limits";
import type { SessionUser } from "~/domain/session-user";
import type { Db } from "../db/client";
import { profiles, savedSearches } from "../db/schema";
import { filterColumns, SAVED_SEARCH_FIELDS, type SavedSearchView } from "./columns";

/**
 * Saves a search for the signed-in user: a name, how often to be alerted, and the filters (checked
 * strictly by the search's schema; order and page are not kept). At most MAX_SAVED_SEARCHES per
 * person: the owner's row is locked while counting, so two tabs cannot both save the 21st.
 */
export async function createSavedSearch(
  deps: { db: Db },
  { user, input, language }: { user: SessionUser | null; input: unknown; language: Language },
): Promise<SavedSearchView> {
  if (!user) throw new AppError("SAVED_SEARCH_LOGIN_REQUIRED");
  const data = parseInput(savedSearchCreateSchema, input);
  return deps.db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, user.id)).for("update");
    if (!owner) throw new AppError("UNAUTHENTICATED");
    const [existing] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.user_id, user.id));
    if ((existing?.n ?? 0) >= MAX_SAVED_SEARCHES) throw new AppError("SAVED_SEARCH_LIMIT_REACHED", { count: MAX_SAVED_SEARCHES });
    const [row] = await tx
      .insert(savedSearches)
      .values({ user_id: user.id, name: data.name, frequency: data.frequency, language, ...filterColumns(data.filters) })
      .returning(SAVED_SEARCH_FIELDS);
    if (!row) throw new Error("insert returned no row");
    return row;
  });
}
