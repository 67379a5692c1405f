import { and, desc, isNotNull, sql } from "drizzle-orm";
import { MAP_MARKER_LIMIT } from "~/domain/position";
import type { SearchInput } from "~/domain/schemas/listings";
import type { Db } from "../db/client";
import { properties } from "../db/schema";
import { publicPositionColumns } from "./columns";
import { searchConditions } from "./search-properties";

type MapMarker = {
  id: string;
  title: string;
  price: number;
  type: (typeof properties.$inferSelect)["type"];
  listing_type: (typeof properties.$inferSelect)["listing_type"];
  lat: number;
  lng: number;
  /** Only the area is public: the position is rounded to about 1 km (draw a circle, not a pin). */
  approximate: boolean;
};

export type MapMarkers = {
  markers: MapMarker[];
  /** Matching listings with a position; more than the markers when the cap was reached. */
  total: number;
  capped: boolean;
};

/**
 * The map view of a search: the positions of all matching listings (same filters as the list, not
 * just its page), capped at MAP_MARKER_LIMIT (the newest), approximate ones rounded.
 */
export async function mapMarkers(deps: { db: Db }, input: SearchInput): Promise<MapMarkers> {
  const where = and(searchConditions(input), isNotNull(properties.latitude), isNotNull(properties.longitude));
  const position = publicPositionColumns;
  // One row more than the cap says whether it was reached; only then is counting every match worth it.
  const rows = await deps.db
    .select({
      id: properties.id,
      title: properties.title,
      price: properties.price,
      type: properties.type,
      listing_type: properties.listing_type,
      lat: position.latitude,
      lng: position.longitude,
      approximate: properties.location_approximate,
    })
    .from(properties)
    .where(where)
    // Newest first.
    .orderBy(desc(properties.created_at))
    .limit(MAP_MARKER_LIMIT + 1);
  const capped = rows.length > MAP_MARKER_LIMIT;
  const total = capped
    ? Number(
        (
          await deps.db
            .select({ total: sql<number>`count(*)::int` })
            .from(properties)
            .where(where)
        )[0]?.total ?? 0,
      )
    : rows.length;
  return {
    markers: rows
      .slice(0, MAP_MARKER_LIMIT)
      .map((row) => ({ ...row, price: Number(row.price), lat: Number(row.lat), lng: Number(row.lng) })),
    total,
    capped,
  };
}
