import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { properties } from "./properties";

/**
 * An agency's public details (issue 14 §4, decisions/0016): one row per account of user type "agency",
 * written by the agency in its profile (or the demo data). The account itself (name, verified, premium,
 * listings) stays in `profiles`. `is_demo` marks the demo data's sample agencies, which the pages label.
 */
export const agencyProfiles = pgTable(
  "agency_profiles",
  {
    profile_id: uuid("profile_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    description: text("description").notNull().default(""),
    logo: text("logo"),
    cities: text("cities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specialties: text("specialties")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    year_founded: integer("year_founded"),
    agent_count: integer("agent_count"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    is_demo: boolean("is_demo").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("agency_profiles_rating_valid", sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    check("agency_profiles_counts_valid", sql`(${t.agent_count} IS NULL OR ${t.agent_count} >= 0)`),
  ],
);

/**
 * How often a listing's phone number was revealed ("Shfaq numrin"), per Kosovo calendar day: a
 * counter, not a row per click, so the owner's statistics read a handful of rows and nothing about
 * the reader is kept.
 */
export const phoneReveals = pgTable(
  "phone_reveals",
  {
    property_id: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.property_id, t.day] }), index("phone_reveals_day_idx").on(t.day)],
);

/**
 * Who has had a listing's number revealed today (issue 33 §8): one row per listing, Kosovo day and
 * visitor (a signed-in reader, or an address's network), the visitor as a keyed hash that includes the
 * day, so a visitor counts once a day in phone_reveals however often they ask. Rows of past days are
 * not needed and are removed by the lifecycle job.
 */
export const phoneRevealVisitors = pgTable(
  "phone_reveal_visitors",
  {
    property_id: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitor_hash: text("visitor_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.property_id, t.day, t.visitor_hash] }), index("phone_reveal_visitors_day_idx").on(t.day)],
);
