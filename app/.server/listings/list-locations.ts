import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Caches } from "../cache/caches";
import { properties } from "../db/schema";

/**
 * The locations of the available listings for the filter, with their counts (what a search finds by
 * default: not the recently sold and rented). Spellings that differ only in accents, case or spaces
 * ("Prishtinë", "prishtine ") are one place, shown in its most common spelling.
 */
export async function listLocations(deps: { db: Db; caches: Caches }) {
  // Every listing is read to group them: kept until the listings change (cache/caches.ts).
  return deps.caches.memo("locations", "", () => readLocations(deps.db));
}

async function readLocations(db: Db) {
  const rows = await db
    .select({
      location: sql<string>`mode() within group (order by btrim(${properties.location}))`,
      count: sql<number>`count(*)::int`,
    })
    .from(properties)
    .where(sql`${properties.in_search} AND ${properties.status} = 'active'`)
    .groupBy(properties.location_key)
    .orderBy(sql`count(*) desc`, sql`1 asc`)
    .limit(200);
  return rows.map((r) => ({ location: r.location, count: Number(r.count) }));
}

/** One place of the location filter, as listLocations reads it. */
export type LocationOption = Awaited<ReturnType<typeof listLocations>>[number];
