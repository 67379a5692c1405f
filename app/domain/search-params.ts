import type { SearchInput } from "./schemas/listings";

// A search as the address writes it: the names, steps and choices the filter form and the map use, with
// no validation code. The browser imports these on /listings without zod (see docs/performance.md), which
// only the server needs there (schemas/listings.ts reads the address back, leniently, in the loader).

/** The price boxes' steps: rents move by 50 €, sale prices by 5.000 €. */
export const SEARCH_PRICE_STEPS = { rent: 50, sale: 5_000 } as const;

/** "Added in the last …": the newest listings only. */
export const ADDED_WITHIN = ["24h", "7d"] as const;
export const ADDED_WITHIN_HOURS: Record<(typeof ADDED_WITHIN)[number], number> = { "24h": 24, "7d": 7 * 24 };

/** The map's visible box, "south,west,north,east" in degrees (what "search this area" sends). */
export type SearchBounds = { south: number; west: number; north: number; east: number };

/** Bounds as the URL writes them: four numbers, six decimals at most. */
export function boundsToParam(value: SearchBounds): string {
  return [value.south, value.west, value.north, value.east].map((n) => Number(n.toFixed(6))).join(",");
}

/** The filters that compare one value (a type, a bound, a heating). */
export const VALUE_FILTERS = [
  "type",
  "listing_type",
  "min_price",
  "max_price",
  "min_rooms",
  "min_bathrooms",
  "min_area",
  "max_area",
  "heating",
] as const satisfies readonly (keyof SearchInput)[];

/** The feature filters (a listing that has it). */
export const FEATURE_FILTERS = ["furnished", "new_build", "parking", "elevator"] as const satisfies readonly (keyof SearchInput)[];

/** The filters that narrow the results (the keyword too; not the order, nor the map's area). */
export const FILTER_NAMES = [
  "q",
  "location",
  ...VALUE_FILTERS,
  ...FEATURE_FILTERS,
  "added",
] as const satisfies readonly (keyof SearchInput)[];

/**
 * Widens the results: the recently sold and rented listings beside the available ones (by default a
 * search shows only what can still be bought or rented).
 */
export const INCLUDE_CLOSED: keyof SearchInput & "include_closed" = "include_closed";

/** The filters a search URL carries (without paging), as the form and links write them. */
const SEARCH_PARAM_NAMES = [...FILTER_NAMES, INCLUDE_CLOSED, "bounds", "sort"] as const;

/** A URL's query as plain fields (the first value of each name). */
export function paramsToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in out)) out[key] = value;
  return out;
}

/** The query string of a search (defaults left out, so shared links stay short). */
export function searchToParams(input: Partial<SearchInput>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of SEARCH_PARAM_NAMES) {
    const value = input[name];
    if (value === undefined || value === "") continue;
    if (name === "sort" && value === "newest") continue;
    if (name === "min_price" && value === 0) continue;
    if (value === true) params.set(name, "1");
    else if (name === "bounds") params.set(name, boundsToParam(value as SearchBounds));
    else params.set(name, String(value));
  }
  if (input.page && input.page > 1) params.set("page", String(input.page));
  return params;
}

/** The saved filters as URL parameters (what /listings reads), without order and paging. */
export function filtersToParams(filters: Partial<SearchInput>): Record<string, string> {
  const params = searchToParams({ ...filters, sort: undefined, page: undefined });
  params.delete("sort");
  params.delete("page");
  return paramsToObject(params);
}
