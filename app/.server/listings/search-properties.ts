import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { ADDED_WITHIN_HOURS, referenceOf, type SearchInput } from "~/domain/schemas/listings";
import type { Db } from "../db/client";
import { pageCountOf } from "../db/paging";
import { properties } from "../db/schema";
import { searchStems, toTsQuery } from "~/domain/search-words";
import { selectSummaries, type PropertySummary } from "./columns";

export type SearchResult = {
  properties: PropertySummary[];
  total: number;
  page: number;
  page_size: number;
  page_count: number;
};

/** The text-search query of a keyword search (every stem starts a word of the listing), or none. */
function keywordQuery(q: string | undefined): SQL | undefined {
  const stems = searchStems(q);
  return stems.length ? sql`to_tsquery('simple', ${toTsQuery(stems)})` : undefined;
}

/** The conditions of a public search: active listings and the reader's filters. */
function searchConditions(input: SearchInput): SQL {
  const conditions: SQL[] = [eq(properties.status, "active")];
  const keywords = keywordQuery(input.q);
  const keywordMatch = keywords ? sql`${properties.search_vector} @@ ${keywords}` : undefined;
  // A number alone ("10234" or "#10234") may be the reference an owner quoted: that listing, or the
  // listings whose words hold the number (a street number, a year).
  const reference = referenceOf(input.q);
  if (reference !== undefined)
    conditions.push(keywordMatch ? or(eq(properties.reference, reference), keywordMatch)! : eq(properties.reference, reference));
  else if (keywordMatch) conditions.push(keywordMatch);
  // The location box matches the words of the location (weight B), by stem and other spellings.
  const place = searchStems(input.location);
  if (place.length) conditions.push(sql`${properties.search_vector} @@ to_tsquery('simple', ${toTsQuery(place, "B")})`);
  if (input.type) conditions.push(eq(properties.type, input.type));
  if (input.listing_type) conditions.push(eq(properties.listing_type, input.listing_type));
  if (input.min_price !== undefined && input.min_price > 0) conditions.push(sql`${properties.price} >= ${input.min_price}`);
  if (input.max_price !== undefined) conditions.push(sql`${properties.price} <= ${input.max_price}`);
  if (input.min_rooms !== undefined && input.min_rooms > 0) conditions.push(sql`${properties.rooms} >= ${input.min_rooms}`);
  if (input.min_bathrooms !== undefined && input.min_bathrooms > 0) {
    conditions.push(sql`${properties.bathrooms} >= ${input.min_bathrooms}`);
  }
  if (input.min_area !== undefined && input.min_area > 0) conditions.push(sql`${properties.area} >= ${input.min_area}`);
  if (input.max_area !== undefined) conditions.push(sql`${properties.area} <= ${input.max_area}`);
  if (input.heating) conditions.push(eq(properties.heating, input.heating));
  if (input.furnished) conditions.push(eq(properties.furnished, true));
  if (input.new_build) conditions.push(eq(properties.new_build, true));
  if (input.parking) conditions.push(eq(properties.parking, true));
  if (input.elevator) conditions.push(eq(properties.elevator, true));
  if (input.added) {
    conditions.push(sql`${properties.created_at} >= now() - make_interval(hours => ${ADDED_WITHIN_HOURS[input.added]})`);
  }
  if (input.bounds) {
    const { south, west, north, east } = input.bounds;
    conditions.push(sql`${properties.latitude} BETWEEN ${south} AND ${north}`, sql`${properties.longitude} BETWEEN ${west} AND ${east}`);
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

/** The search for input already validated (pages parse their URL leniently). */
export async function runSearch(deps: { db: Db }, viewerId: string | null, input: SearchInput): Promise<SearchResult> {
  const where = searchConditions(input);
  const offset = (input.page - 1) * input.page_size;
  const [rows, counted] = await Promise.all([
    selectSummaries(deps.db, viewerId)
      .where(where)
      .orderBy(...orderOf(input))
      .limit(input.page_size)
      .offset(offset),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  return {
    properties: rows,
    total,
    page: input.page,
    page_size: input.page_size,
    page_count: pageCountOf(total, input.page_size),
  };
}

/** The newest active listings (home page), newest first. */
export async function latestProperties(deps: { db: Db }, viewerId: string | null, limit: number): Promise<PropertySummary[]> {
  return selectSummaries(deps.db, viewerId)
    .where(eq(properties.status, "active"))
    .orderBy(sql`${properties.created_at} DESC NULLS LAST`, asc(properties.id))
    .limit(limit);
}
