import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { parseSearchLenient, referenceOf, type SearchInput } from "~/domain/schemas/listings";
import { ADDED_WITHIN_HOURS, FEATURE_FILTERS, paramsToObject, VALUE_FILTERS } from "~/domain/search-params";
import type { Db } from "../db/client";
import { pageCountOf } from "../db/paging";
import { properties } from "../db/schema";
import { locationTsQuery, searchStems, toTsQuery } from "~/domain/search-words";
import { selectSummaries, type PropertySummary } from "./columns";
import type { Caches } from "../cache/caches";

export type SearchResult = {
  properties: PropertySummary[];
  /** The matches, counted up to COUNT_CAP. */
  total: number;
  /** There are more than COUNT_CAP matches (shown as "10 000+"). */
  total_capped: boolean;
  page: number;
  page_size: number;
  page_count: number;
};

/** The text-search query text of a keyword search (every stem starts a word of the listing), or none. */
function keywordQueryText(q: string | undefined): string | undefined {
  const stems = searchStems(q);
  return stems.length ? toTsQuery(stems) : undefined;
}

function keywordQuery(q: string | undefined): SQL | undefined {
  const text = keywordQueryText(q);
  return text ? sql`to_tsquery('simple', ${text})` : undefined;
}

/**
 * Each filter as a condition on a listing, given the filter's value as SQL: a bound parameter (the
 * public search below) or a saved search's column (the alert matcher, saved-searches/match.ts). The one
 * definition of what every filter means.
 */
export const LISTING_FILTERS = {
  keywords: (query: SQL) => sql`${properties.search_vector} @@ ${query}`,
  location: (query: SQL) => sql`${properties.search_vector} @@ ${query}`,
  type: (value: SQL) => sql`${properties.type} = ${value}`,
  listing_type: (value: SQL) => sql`${properties.listing_type} = ${value}`,
  min_price: (value: SQL) => sql`${properties.price} >= ${value}`,
  max_price: (value: SQL) => sql`${properties.price} <= ${value}`,
  min_rooms: (value: SQL) => sql`${properties.rooms} >= ${value}`,
  min_bathrooms: (value: SQL) => sql`${properties.bathrooms} >= ${value}`,
  min_area: (value: SQL) => sql`${properties.area} >= ${value}`,
  max_area: (value: SQL) => sql`${properties.area} <= ${value}`,
  heating: (value: SQL) => sql`${properties.heating} = ${value}`,
  furnished: () => sql`${properties.furnished} = true`,
  new_build: () => sql`${properties.new_build} = true`,
  parking: () => sql`${properties.parking} = true`,
  elevator: () => sql`${properties.elevator} = true`,
  bounds: (south: SQL, west: SQL, north: SQL, east: SQL) =>
    sql`${properties.latitude} BETWEEN ${south} AND ${north} AND ${properties.longitude} BETWEEN ${west} AND ${east}`,
} as const;

/**
 * The filters that narrow a search, as the search compares them: "no filter" values (a minimum of 0,
 * a maximum at the slider's top, an unticked feature) are left out. Saved searches store these.
 */
export function effectiveFilters(input: Partial<SearchInput>) {
  const positive = (n: number | undefined) => (n !== undefined && n > 0 ? n : undefined);
  return {
    keywords: keywordQueryText(input.q),
    // Where a listing says it is: its town, a neighbourhood, any spelling (search-words.ts).
    location: locationTsQuery(input.location),
    type: input.type,
    listing_type: input.listing_type,
    min_price: positive(input.min_price),
    max_price: input.max_price,
    min_rooms: positive(input.min_rooms),
    min_bathrooms: positive(input.min_bathrooms),
    min_area: positive(input.min_area),
    max_area: input.max_area,
    heating: input.heating,
    furnished: input.furnished === true ? true : undefined,
    new_build: input.new_build === true ? true : undefined,
    parking: input.parking === true ? true : undefined,
    elevator: input.elevator === true ? true : undefined,
    bounds: input.bounds,
  };
}

/**
 * The conditions of a public search: listings in search (active, or sold/rented in the last 14 days,
 * kept by the lifecycle trigger and job), the available ones only unless the reader asks for the
 * recently sold and rented too (`include_closed`), and the reader's filters. The partial indexes on
 * `in_search` still serve it: the closed ones among them are two weeks' worth.
 */
export function searchConditions(input: SearchInput): SQL {
  const f = effectiveFilters(input);
  const conditions: SQL[] = [sql`${properties.in_search}`];
  if (!input.include_closed) conditions.push(eq(properties.status, "active"));
  const keywordMatch = f.keywords ? LISTING_FILTERS.keywords(sql`to_tsquery('simple', ${f.keywords})`) : undefined;
  // A number alone ("10234" or "#10234") may be the reference an owner quoted: that listing, or the
  // listings whose words hold the number (a street number, a year).
  const reference = referenceOf(input.q);
  if (reference !== undefined) {
    conditions.push(keywordMatch ? or(eq(properties.reference, reference), keywordMatch)! : eq(properties.reference, reference));
  } else if (keywordMatch) conditions.push(keywordMatch);
  if (f.location) conditions.push(LISTING_FILTERS.location(sql`to_tsquery('simple', ${f.location})`));
  for (const name of VALUE_FILTERS) {
    const value = f[name];
    if (value !== undefined) conditions.push(LISTING_FILTERS[name](sql`${value}`));
  }
  for (const name of FEATURE_FILTERS) if (f[name]) conditions.push(LISTING_FILTERS[name]());
  if (input.added) {
    conditions.push(sql`${properties.created_at} >= now() - make_interval(hours => ${ADDED_WITHIN_HOURS[input.added]})`);
  }
  if (f.bounds) {
    const { south, west, north, east } = f.bounds;
    conditions.push(LISTING_FILTERS.bounds(sql`${south}`, sql`${west}`, sql`${north}`, sql`${east}`));
  }
  return and(...conditions)!;
}

const NEWEST: SQL[] = [sql`${properties.featured} DESC NULLS LAST`, sql`${properties.created_at} DESC NULLS LAST`, asc(properties.id)];

/**
 * A number alone matches a handful of rows (its reference, numbers in the text), but the planner
 * guesses a prefix text match at ~2 % of the table, so it would walk the newest (or price) index
 * through every active listing to fill a page. For such a search the order is an expression no
 * index gives: the matches are found through the reference and text indexes, then sorted.
 */
const NEWEST_FOUND_FIRST: SQL[] = [
  sql`${properties.featured} DESC NULLS LAST`,
  sql`(${properties.created_at} + interval '0 seconds') DESC NULLS LAST`,
  asc(properties.id),
];

function orderOf(input: SearchInput): SQL[] {
  if (referenceOf(input.q) !== undefined && input.sort !== "relevance") {
    if (input.sort === "price_low" || input.sort === "price_high") {
      const price = sql`(${properties.price} + 0)`;
      return [input.sort === "price_low" ? sql`${price} ASC` : sql`${price} DESC`, desc(properties.created_at), asc(properties.id)];
    }
    return NEWEST_FOUND_FIRST;
  }
  switch (input.sort) {
    case "price_low":
      return [asc(properties.price), desc(properties.created_at), asc(properties.id)];
    case "price_high":
      return [desc(properties.price), desc(properties.created_at), asc(properties.id)];
    case "relevance": {
      // Title words weigh most, then the location, the description, other place spellings.
      const keywords = keywordQuery(input.q);
      if (!keywords) return NEWEST;
      const reference = referenceOf(input.q);
      return [
        // The listing whose reference was typed comes first.
        ...(reference !== undefined ? [sql`(${properties.reference} = ${reference}) DESC`] : []),
        sql`ts_rank(${properties.search_vector}, ${keywords}) DESC`,
        sql`${properties.created_at} DESC NULLS LAST`,
        asc(properties.id),
      ];
    }
    default:
      // Premium 'top of list': featured listings first, then the newest.
      return NEWEST;
  }
}

/**
 * The search a page's address asks for, read leniently (a bad value loses its filter). Here, on the
 * server, so that the page's browser code does not carry the schema and zod.
 */
export function searchOfUrl(url: URL): SearchInput {
  return parseSearchLenient(paramsToObject(url.searchParams));
}

/**
 * Beyond this many matches a search says "10 000+" instead of counting them all: an exact count reads
 * every matching row, the page itself a dozen (docs/decisions/0019; the cost: see docs/performance.md).
 */
export const COUNT_CAP = 10_000;

/** The two queries of a search: one page of listings, and the matches counted up to COUNT_CAP + 1. */
export function searchQueries(db: Db, viewerId: string | null, input: SearchInput, cap = COUNT_CAP) {
  const where = searchConditions(input);
  const page = selectSummaries(db, viewerId)
    .where(where)
    .orderBy(...orderOf(input))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const capped = db
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(cap + 1)
    .as("capped");
  const count = db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return { page, count };
}

/** The search for input already validated (pages parse their URL leniently). */
export async function runSearch(
  deps: { db: Db; caches?: Caches },
  viewerId: string | null,
  input: SearchInput,
  cap = COUNT_CAP,
): Promise<SearchResult> {
  const { page, count } = searchQueries(deps.db, viewerId, input, cap);
  // The count is kept a little while per filter (not per page or viewer): paging and the signed-in
  // readers of one search then count once. A listing change clears it (caches.ts).
  const countKey = JSON.stringify(count.toSQL());
  const counted = (): Promise<number> => count.then((rows) => Number(rows[0]?.total ?? 0));
  const [rows, matches] = await Promise.all([page, deps.caches ? deps.caches.memo("search-count", countKey, counted) : counted()]);
  const total = Math.min(matches, cap);
  return {
    properties: rows,
    total,
    total_capped: matches > cap,
    page: input.page,
    page_size: input.page_size,
    page_count: pageCountOf(total, input.page_size),
  };
}

/** The newest active listings (home page), newest first (sold and rented ones are not news). */
export async function latestProperties(deps: { db: Db }, viewerId: string | null, limit: number): Promise<PropertySummary[]> {
  return selectSummaries(deps.db, viewerId)
    .where(and(sql`${properties.in_search}`, eq(properties.status, "active")))
    .orderBy(sql`${properties.created_at} DESC NULLS LAST`, asc(properties.id))
    .limit(limit);
}
