import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import type { SessionUser } from "~/domain/session-user";
import type { Db } from "../db/client";
import { favorites } from "../db/schema/index";
import { isUuid } from "~/domain/ids";
import { findVisibleProperty } from "../listings/get-property";

export type FavoriteState = { property_id: string; is_favorite: boolean; favorites_count: number };

async function stateOf(db: Db, userId: string, propertyId: string): Promise<FavoriteState> {
  const [row] = await db
    .select({
      favorites_count: sql<number>`(select count(*)::int from ${favorites} where ${favorites.property_id} = ${propertyId})`,
      is_favorite: sql<boolean>`exists (select 1 from ${favorites} where ${favorites.property_id} = ${propertyId} and ${favorites.user_id} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return {
    property_id: propertyId,
    is_favorite: Boolean(row?.is_favorite),
    favorites_count: Math.max(0, Number(row?.favorites_count ?? 0)),
  };
}

/**
 * Adds a property the user can see to their favourites. Once per user and property (the primary
 * key): adding twice changes nothing.
 */
export async function addFavorite(deps: { db: Db }, user: SessionUser, propertyId: string): Promise<FavoriteState> {
  const property = await findVisibleProperty(deps, user, propertyId);
  await deps.db.insert(favorites).values({ user_id: user.id, property_id: property.id }).onConflictDoNothing();
  return stateOf(deps.db, user.id, property.id);
}

/**
 * Removes a favourite; removing one that is not there changes nothing. A favourite of a listing that
 * is no longer public (sold, deactivated) can still be removed.
 */
export async function removeFavorite(deps: { db: Db }, user: SessionUser, propertyId: string): Promise<FavoriteState> {
  if (!isUuid(propertyId)) throw new AppError("PROPERTY_NOT_FOUND");
  const removed = await deps.db
    .delete(favorites)
    .where(and(eq(favorites.user_id, user.id), eq(favorites.property_id, propertyId)))
    .returning({ id: favorites.property_id });
  if (removed.length === 0) await findVisibleProperty(deps, user, propertyId);
  return stateOf(deps.db, user.id, propertyId);
}
