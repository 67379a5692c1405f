import { eq, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import type { SessionUser } from "~/domain/session-user";
import type { Caches } from "../cache/caches";
import type { DbOrTx } from "../db/client";
import { favorites, properties } from "../db/schema";
import { findOwnerCard, type OwnerCard } from "../owners/owner-card";
import { isUuid } from "~/domain/ids";
import { listPriceHistory, type PriceChange } from "./price-history";
import { positionColumns, propertyColumns, type PropertyRow } from "./columns";

/** Who reads: the signed-in user or null for a visitor. Only these fields matter for visibility. */
export type Reader = Pick<SessionUser, "id" | "is_admin"> | null;

/** Listings in search (active, or sold/rented in the last 14 days) for everybody; any for its owner and the administrators. */
export function canSee(reader: Reader, property: { in_search: boolean; owner_id: string }): boolean {
  return property.in_search || (reader !== null && (reader.id === property.owner_id || reader.is_admin));
}

function normalize(row: PropertyRow): PropertyRow {
  return {
    ...row,
    price: Number(row.price),
    area: row.area === null ? null : Number(row.area),
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    images: row.images ?? [],
  };
}

/**
 * A property the reader may see: active ones for everybody, any status for its owner and
 * administrators. Anything else, and ids that are not ids, is "not found" (404), so a hidden
 * listing's existence is not revealed.
 */
export async function findVisibleProperty(deps: { db: DbOrTx }, reader: Reader, id: string): Promise<PropertyRow> {
  if (!isUuid(id)) throw new AppError("PROPERTY_NOT_FOUND");
  const [row] = await deps.db
    .select({ ...propertyColumns, ...positionColumns(reader), in_search: properties.in_search })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  if (!row || !canSee(reader, row)) throw new AppError("PROPERTY_NOT_FOUND");
  const { in_search: _inSearch, ...property } = row;
  return normalize(property);
}

export type PropertyDetail = {
  property: PropertyRow;
  /** Who is selling (issue 14 §3): the owner card, without their e-mail or phone number. */
  owner: OwnerCard;
  favorites_count: number;
  is_favorite: boolean;
  is_owner: boolean;
  /** The price's changes, newest first (issue 14). */
  price_history: PriceChange[];
};

/** The detail page's data: the property, its owner's card, the favourite count and the reader's flag. */
export async function getPropertyDetail(deps: { db: DbOrTx; caches?: Caches }, reader: Reader, id: string): Promise<PropertyDetail> {
  const property = await findVisibleProperty(deps, reader, id);
  // The rest depends only on the listing: asked for together (on PostgreSQL's pool, at the same time).
  const [[counts], owner, price_history] = await Promise.all([
    deps.db
      .select({
        favorites_count: sql<number>`(select count(*)::int from ${favorites} where ${favorites.property_id} = ${property.id})`,
        is_favorite: reader
          ? sql<boolean>`exists (select 1 from ${favorites} where ${favorites.property_id} = ${property.id} and ${favorites.user_id} = ${reader.id})`
          : sql<boolean>`false`,
      })
      .from(properties)
      .where(eq(properties.id, property.id))
      .limit(1),
    findOwnerCard(deps, property.owner_id),
    listPriceHistory(deps, property.id),
  ]);
  // The owner row always exists (the listing references it; deleting an account deletes its listings).
  if (!owner) throw new AppError("PROPERTY_NOT_FOUND");
  return {
    property,
    owner,
    favorites_count: Number(counts?.favorites_count ?? 0),
    is_favorite: Boolean(counts?.is_favorite),
    is_owner: reader?.id === property.owner_id,
    price_history,
  };
}
