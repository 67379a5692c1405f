import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { favorites, properties } from "../db/schema";

/**
 * The reader's marks among these listings: `favorite:<id>` for each they keep as a favourite,
 * `own:<id>` for each they own. A page shows those differently (the heart pressed, the owner's
 * tools): a signed-in page's template fills them in per reader (server/page-marks.ts).
 */
export async function readerMarks(db: DbOrTx, userId: string, listingIds: string[]): Promise<Set<string>> {
  if (listingIds.length === 0) return new Set();
  const [kept, own] = await Promise.all([
    db
      .select({ id: favorites.property_id })
      .from(favorites)
      .where(and(eq(favorites.user_id, userId), inArray(favorites.property_id, listingIds))),
    db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.owner_id, userId), inArray(properties.id, listingIds))),
  ]);
  return new Set([...kept.map((row) => `favorite:${row.id}`), ...own.map((row) => `own:${row.id}`)]);
}
