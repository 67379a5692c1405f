import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REPORT_REASONS, REPORT_RESOLUTIONS, REPORT_STATUSES } from "~/domain/enums";
import { profiles } from "./auth";
import { properties } from "./properties";

export const reportReasonEnum = pgEnum("report_reason", REPORT_REASONS);
export const reportStatusEnum = pgEnum("report_status", REPORT_STATUSES);
export const reportResolutionEnum = pgEnum("report_resolution", REPORT_RESOLUTIONS);

/**
 * A reader's report of a listing (issue 14 §5), open until an administrator handles the listing's
 * reports together (dismissed, or actioned: listing deactivated or owner contacted). A signed-in
 * reporter is `reporter_id`; a visitor is the keyed hash of their address (`reporter_hash`, never the
 * address itself) and, if they left one, an e-mail for the outcome. One open report per reporter and
 * listing (the two partial unique indexes); a deleted account's reports stay, without a reporter.
 */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    property_id: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reporter_id: uuid("reporter_id").references(() => profiles.id, { onDelete: "set null" }),
    reporter_hash: text("reporter_hash"),
    reporter_email: text("reporter_email"),
    // A visitor's address hears the outcome only once they confirmed it through the link mailed to it.
    reporter_email_confirmed_at: timestamp("reporter_email_confirmed_at", { withTimezone: true }),
    /** The language of the page it was sent from: a visitor's outcome e-mail is written in it. */
    language: text("language").notNull().default("sq"),
    reason: reportReasonEnum("reason").notNull(),
    text: text("text"),
    status: reportStatusEnum("status").notNull().default("open"),
    resolution: reportResolutionEnum("resolution"),
    handled_by: uuid("handled_by").references(() => profiles.id, { onDelete: "set null" }),
    handled_at: timestamp("handled_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The queue: listings by their newest report, per status (open or handled).
    index("listing_reports_status_created_idx").on(t.status, t.created_at.desc()),
    index("listing_reports_property_status_idx").on(t.property_id, t.status),
    uniqueIndex("listing_reports_open_user_idx")
      .on(t.property_id, t.reporter_id)
      .where(sql`${t.status} = 'open' AND ${t.reporter_id} IS NOT NULL`),
    uniqueIndex("listing_reports_open_visitor_idx")
      .on(t.property_id, t.reporter_hash)
      .where(sql`${t.status} = 'open' AND ${t.reporter_hash} IS NOT NULL`),
  ],
);
