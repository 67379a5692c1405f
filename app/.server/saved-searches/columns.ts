import { sql } from "drizzle-orm";
import type { SearchInput } from "~/domain/schemas/listings";
import { filtersToParams } from "~/domain/search-params";
import { savedSearches } from "../db/schema";
import { effectiveFilters } from "../listings/search-properties";

/**
 * The columns of a saved search from its validated filters: the parameters /listings reads (order and
 * page dropped), and each filter that narrows, in the form the matcher compares (null: no filter).
 * The text queries are built by the search's own words (search-words.ts) and stored as tsquery.
 */
export function filterColumns(input: SearchInput) {
  const f = effectiveFilters(input);
  return {
    params: filtersToParams(input),
    keyword_query: f.keywords ? sql`to_tsquery('simple', ${f.keywords})` : null,
    location_query: f.location ? sql`to_tsquery('simple', ${f.location})` : null,
    type: f.type ?? null,
    listing_type: f.listing_type ?? null,
    min_price: f.min_price ?? null,
    max_price: f.max_price ?? null,
    min_rooms: f.min_rooms ?? null,
    min_bathrooms: f.min_bathrooms ?? null,
    min_area: f.min_area ?? null,
    max_area: f.max_area ?? null,
    heating: f.heating ?? null,
    furnished: f.furnished ?? null,
    new_build: f.new_build ?? null,
    parking: f.parking ?? null,
    elevator: f.elevator ?? null,
    bounds_south: f.bounds?.south ?? null,
    bounds_west: f.bounds?.west ?? null,
    bounds_north: f.bounds?.north ?? null,
    bounds_east: f.bounds?.east ?? null,
  };
}

/** What the API and pages show of a saved search. */
export const SAVED_SEARCH_FIELDS = {
  id: savedSearches.id,
  name: savedSearches.name,
  params: savedSearches.params,
  frequency: savedSearches.frequency,
  created_at: savedSearches.created_at,
  updated_at: savedSearches.updated_at,
};

export type SavedSearchView = {
  id: string;
  name: string;
  params: Record<string, string>;
  frequency: (typeof savedSearches.$inferSelect)["frequency"];
  created_at: Date;
  updated_at: Date;
};
