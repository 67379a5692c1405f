import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ALERT_FREQUENCIES } from "~/domain/enums";
import { profiles } from "./auth";
import { heatingTypeEnum, listingTypeEnum, propertyTypeEnum } from "./enums";
import { properties } from "./properties";

export const alertFrequencyEnum = pgEnum("alert_frequency", ALERT_FREQUENCIES);

/** A PostgreSQL text-search query (written through SQL: to_tsquery). */
const tsquery = customType<{ data: string }>({ dataType: () => "tsquery" });

/**
 * A search a user keeps (issue 13 item 4). `params` are the validated filters as /listings reads them
 * (what the page shows and opens); the other filter columns are the same filters in the form the
 * alert matcher compares in SQL (saved-searches/match.ts): null means "no filter", so one statement
 * can test a new listing against every saved search at once.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull(),
    frequency: alertFrequencyEnum("frequency").notNull().default("instant"),
    /** The language of the page it was saved from: its alerts are written in it. */
    language: text("language").notNull().default("sq"),
    keyword_query: tsquery("keyword_query"),
    location_query: tsquery("location_query"),
    type: propertyTypeEnum("type"),
    listing_type: listingTypeEnum("listing_type"),
    min_price: numeric("min_price", { precision: 14, scale: 2, mode: "number" }),
    max_price: numeric("max_price", { precision: 14, scale: 2, mode: "number" }),
    min_rooms: integer("min_rooms"),
    min_bathrooms: integer("min_bathrooms"),
    min_area: integer("min_area"),
    max_area: integer("max_area"),
    heating: heatingTypeEnum("heating"),
    furnished: boolean("furnished"),
    new_build: boolean("new_build"),
    parking: boolean("parking"),
    elevator: boolean("elevator"),
    bounds_south: numeric("bounds_south", { precision: 9, scale: 6, mode: "number" }),
    bounds_west: numeric("bounds_west", { precision: 9, scale: 6, mode: "number" }),
    bounds_north: numeric("bounds_north", { precision: 9, scale: 6, mode: "number" }),
    bounds_east: numeric("bounds_east", { precision: 9, scale: 6, mode: "number" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_searches_user_created_idx").on(t.user_id, t.created_at.desc())],
);

/**
 * The alert outbox: one row per saved search and listing that matched it when the listing became
 * active, recorded in the same transaction, and one per drop of its price (issue 14). The unique pair
 * means no listing is ever announced as new twice for one search (not even when it is re-activated). `sent_at` is set when the alert is handled: sent
 * (instant or in the daily digest), or dropped because the listing left search or the alerts were
 * turned off before it went out.
 */
export const savedSearchAlerts = pgTable(
  "saved_search_alerts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    saved_search_id: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    property_id: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    // A price drop (issue 14): the price before it; null for a listing that became active.
    price_drop_from: numeric("price_drop_from", { precision: 14, scale: 2, mode: "number" }),
    // The price the alert announced: a later drop is news only below the lowest one announced (issue 33 §4).
    price: numeric("price", { precision: 14, scale: 2, mode: "number" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    // A listing is announced as new once per search; each drop of its price once more.
    uniqueIndex("saved_search_alerts_search_property_idx")
      .on(t.saved_search_id, t.property_id)
      .where(sql`${t.price_drop_from} IS NULL`),
    uniqueIndex("saved_search_alerts_search_property_drop_idx")
      .on(t.saved_search_id, t.property_id, t.price_drop_from)
      .where(sql`${t.price_drop_from} IS NOT NULL`),
    index("saved_search_alerts_unsent_idx")
      .on(t.created_at)
      .where(sql`${t.sent_at} IS NULL`),
    index("saved_search_alerts_property_idx").on(t.property_id),
  ],
);

/** The scheduler's memory (jobs/scheduler.ts): when each job last ran, shared by every process. */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  last_started_at: timestamp("last_started_at", { withTimezone: true }),
  last_finished_at: timestamp("last_finished_at", { withTimezone: true }),
  /** The time the job last ran for (a daily job: the day's scheduled time), so a missed run is caught up. */
  last_due_at: timestamp("last_due_at", { withTimezone: true }),
  last_error: text("last_error"),
  runs: integer("runs").notNull().default(0),
});
