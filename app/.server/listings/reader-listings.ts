import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { favorites, properties } from "../db/schema";

/**
 * Whether the reader owns or keeps as a favourite any of these listings: their page shows those
 * differently (the heart filled, the owner's tools), so it cannot be the one rendered for many readers.
 */
export async function readerTouchesListings(db: DbOrTx, userId: string, listingIds: string[]): Promise<boolean> {
  if (listingIds.length === 0) return false;
  const [favorite, own] = await Promise.all([
    db
      .select({ id: favorites.property_id })
      .from(favorites)
      .where(and(eq(favorites.user_id, userId), inArray(favorites.property_id, listingIds)))
      .limit(1),
    db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.owner_id, userId), inArray(properties.id, listingIds)))
      .limit(1),
  ]);
  return favorite.length > 0 || own.length > 0;
}
