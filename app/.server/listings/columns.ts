import { getTableColumns, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { properties } from "../db/schema";
import { APPROXIMATE_DECIMALS } from "~/domain/position";

// What leaves the server about a property: every field of the spec, none of the search helpers.
const {
  search_text: _searchText,
  search_vector: _searchVector,
  location_key: _locationKey,
  // Lifecycle bookkeeping (the trigger's and the job's), not the public's business.
  in_search: _inSearch,
  status_by_admin: _statusByAdmin,
  expiry_reminded_at: _expiryRemindedAt,
  // What an owner's edit changed, for the administrators' review (only pending listings have it).
  review_changes: _reviewChanges,
  reviewed_price: _reviewedPrice,
  ...publicColumns
} = getTableColumns(properties);

export const propertyColumns = publicColumns;

/**
 * The position as a reader may see it. An approximate listing's exact pin is for its owner and the
 * administrators only: everybody else gets it rounded to about 1 km (domain/position.ts), computed
 * here in the query so the exact value never reaches a public answer.
 */
export function positionColumns(reader: { id: string; is_admin: boolean } | null) {
  if (reader?.is_admin) return { latitude: properties.latitude, longitude: properties.longitude };
  const exact = reader
    ? sql`(not ${properties.location_approximate} or ${properties.owner_id} = ${reader.id})`
    : sql`(not ${properties.location_approximate})`;
  const shown = (column: typeof properties.latitude | typeof properties.longitude, name: string) =>
    sql<number | null>`(case when ${exact} then ${column} else round(${column}, ${APPROXIMATE_DECIMALS}) end)::float8`.as(name);
  return { latitude: shown(properties.latitude, "latitude"), longitude: shown(properties.longitude, "longitude") };
}

/** Public lists and the map: approximate positions always rounded, whoever reads. */
export const publicPositionColumns = positionColumns(null);
export type PropertyRow = Omit<
  typeof properties.$inferSelect,
  | "search_text"
  | "search_vector"
  | "location_key"
  | "in_search"
  | "status_by_admin"
  | "expiry_reminded_at"
  | "review_changes"
  | "reviewed_price"
>;

/** A list entry: the card's fields, the first photo only and a shortened description. */
export const summaryColumns = {
  id: properties.id,
  owner_id: properties.owner_id,
  title: properties.title,
  description: sql<string>`left(${properties.description}, 280)`.as("description"),
  location: properties.location,
  price: properties.price,
  type: properties.type,
  listing_type: properties.listing_type,
  status: properties.status,
  featured: properties.featured,
  rooms: properties.rooms,
  bathrooms: properties.bathrooms,
  area: properties.area,
  floor: properties.floor,
  floors_total: properties.floors_total,
  year_built: properties.year_built,
  heating: properties.heating,
  furnished: properties.furnished,
  new_build: properties.new_build,
  parking: properties.parking,
  elevator: properties.elevator,
  reference: properties.reference,
  // "Çmimi u ul" (domain/price-drop.ts).
  previous_price: properties.previous_price,
  price_changed_at: properties.price_changed_at,
  images: sql<string[]>`${properties.images}[1:1]`.as("images"),
  // The card shows how many photos there are (issue 14 §6) while carrying only the cover.
  image_count: sql<number>`cardinality(${properties.images})`.as("image_count"),
  created_at: properties.created_at,
};

/** Whether the reader has the property among their favourites (false for visitors). */
function favoriteFlag(viewerId: string | null) {
  return viewerId
    ? sql<boolean>`exists (select 1 from favorites f where f.property_id = ${properties.id} and f.user_id = ${viewerId})`
    : sql<boolean>`false`;
}

/** List entries: the card's fields, and whether the reader has each among their favourites. */
export function selectSummaries(db: DbOrTx, viewerId: string | null) {
  return db.select({ ...summaryColumns, is_favorite: favoriteFlag(viewerId).as("is_favorite") }).from(properties);
}

/** A list entry, as the query above reads it. */
export type PropertySummary = Awaited<ReturnType<typeof selectSummaries>>[number];
