import { getTableColumns, sql } from "drizzle-orm";
import { properties } from "../db/schema";

// What leaves the server about a property: every field of the spec, none of the search helpers.
const { search_text: _searchText, search_vector: _searchVector, location_key: _locationKey, ...publicColumns } = getTableColumns(properties);

export const propertyColumns = publicColumns;
export type PropertyRow = Omit<typeof properties.$inferSelect, "search_text" | "search_vector" | "location_key">;

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
  images: sql<string[]>`${properties.images}[1:1]`.as("images"),
  created_at: properties.created_at,
};

export type PropertySummary = {
  id: string;
  owner_id: string;
  title: string;
  description: string;
  location: string;
  price: number;
  type: PropertyRow["type"];
  listing_type: PropertyRow["listing_type"];
  status: PropertyRow["status"];
  featured: boolean;
  rooms: number | null;
  bathrooms: number | null;
  area: number | null;
  /** The first photo only (lists show one). */
  images: string[];
  created_at: Date;
  /** Whether the signed-in reader has it among their favourites (false for visitors). */
  is_favorite: boolean;
};

/** PostgreSQL numeric arrives as text from some drivers: make the numbers numbers. */
export function toSummary(row: Record<string, unknown>): PropertySummary {
  return {
    ...(row as unknown as PropertySummary),
    price: Number(row.price),
    area: row.area === null || row.area === undefined ? null : Number(row.area),
    images: Array.isArray(row.images) ? (row.images as string[]) : [],
    created_at: new Date(row.created_at as string | Date),
    is_favorite: Boolean(row.is_favorite),
  };
}

/** A UUID as PostgreSQL accepts it; anything else cannot name a property. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
