import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { properties, savedSearchAlerts, savedSearches as s } from "../db/schema";
import { FEATURE_FILTERS, VALUE_FILTERS } from "~/domain/search-params";
import { LISTING_FILTERS } from "../listings/search-properties";
import { PRICE_DROP_ALERT_DAYS } from "~/domain/price-drop";

/** A saved search's filter passes when it is not set, or when the listing meets it. */
const unsetOr = (column: SQL | typeof s.id, condition: SQL) => sql`(${column} IS NULL OR ${condition})`;
const col = (column: unknown) => sql`${column}`;

/**
 * Every saved search the listing `p` meets, as conditions on the saved search `s` (a joined row).
 * Each filter is the public search's own definition (LISTING_FILTERS), given the saved column.
 */
function matchConditions(): SQL[] {
  return [
    unsetOr(col(s.keyword_query), LISTING_FILTERS.keywords(col(s.keyword_query))),
    unsetOr(col(s.location_query), LISTING_FILTERS.location(col(s.location_query))),
    ...VALUE_FILTERS.map((name) => unsetOr(col(s[name]), LISTING_FILTERS[name](col(s[name])))),
    ...FEATURE_FILTERS.map((name) => sql`(${s[name]} IS NOT TRUE OR ${LISTING_FILTERS[name]()})`),
    unsetOr(col(s.bounds_south), LISTING_FILTERS.bounds(col(s.bounds_south), col(s.bounds_west), col(s.bounds_north), col(s.bounds_east))),
  ];
}

/**
 * Records the alerts for a listing that has just become active (created active, approved, or active
 * again): ONE statement joins the listing with every saved search, evaluates each search's filters in
 * SQL, and writes one outbox row per match (saved_search_alerts). Call it in the transaction that
 * makes the listing active, so an activation and its alerts commit together; the alert jobs
 * (send-alerts.ts) send them. Never for the owner's own searches, never for searches with alerts off,
 * never twice for one search and listing (the unique pair), and nothing unless the listing is active
 * now (a pending or rejected listing never alerts). The "added in the last …" filter is not compared:
 * a listing that just became active is new to the search. Returns how many alerts were recorded.
 */
export function queueSearchAlerts(tx: DbOrTx, propertyId: string): Promise<number> {
  return queueAlerts(tx, propertyId, null);
}

/**
 * Records price-drop alerts (issue 14) for an active listing whose price has just fallen from
 * `previousPrice`: the saved searches it matches at its new price hear of it, in the transaction that
 * lowered the price. A search hears of a drop only to a price below the lowest it was already told of
 * this listing (as new or as a drop), and at most once in PRICE_DROP_ALERT_DAYS (issue 33 §4), so a
 * price moved up and down does not alert each time it goes down.
 */
export function queuePriceDropAlerts(tx: DbOrTx, propertyId: string, previousPrice: number): Promise<number> {
  return queueAlerts(tx, propertyId, previousPrice);
}

async function queueAlerts(tx: DbOrTx, propertyId: string, priceDropFrom: number | null): Promise<number> {
  const conflict =
    priceDropFrom === null
      ? sql`(saved_search_id, property_id) WHERE price_drop_from IS NULL`
      : sql`(saved_search_id, property_id, price_drop_from) WHERE price_drop_from IS NOT NULL`;
  const told = sql`SELECT 1 FROM ${savedSearchAlerts} a WHERE a.saved_search_id = ${s.id} AND a.property_id = ${properties.id}`;
  const newsOnly =
    priceDropFrom === null
      ? sql``
      : sql`AND ${properties.price} < coalesce((SELECT min(a.price) FROM ${savedSearchAlerts} a
              WHERE a.saved_search_id = ${s.id} AND a.property_id = ${properties.id}), ${priceDropFrom}::numeric)
            AND NOT EXISTS (${told} AND a.price_drop_from IS NOT NULL
              AND a.created_at > now() - make_interval(days => ${PRICE_DROP_ALERT_DAYS}))`;
  const result = await tx.execute(sql`
    INSERT INTO ${savedSearchAlerts} (saved_search_id, property_id, user_id, price_drop_from, price)
    SELECT ${s.id}, ${properties.id}, ${s.user_id}, ${priceDropFrom}::numeric, ${properties.price}
    FROM ${properties} JOIN ${s} ON ${s.user_id} <> ${properties.owner_id}
    WHERE ${properties.id} = ${propertyId}
      AND ${properties.status} = 'active'
      AND ${s.frequency} <> 'none'
      AND ${sql.join(matchConditions(), sql` AND `)}
      ${newsOnly}
    ON CONFLICT ${conflict} DO NOTHING
    RETURNING id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
