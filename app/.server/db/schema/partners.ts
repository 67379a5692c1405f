import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The partners /bashkepunimet shows (issue 17 §3): data, not code. A fresh install has none (the page
 * says so and invites partners); the demo data adds sample partners marked is_demo, which the page
 * labels "Demo" and which link nowhere.
 */
export const partners = pgTable(
  "partners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** bank, insurance, construction, design, notary (domain/partners.ts). */
    type: text("type").notNull(),
    description: text("description").notNull().default(""),
    website: text("website"),
    is_demo: boolean("is_demo").notNull().default(false),
    /** The order on the page, smallest first. */
    position: integer("position").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("partners_type_valid", sql`${t.type} IN ('bank', 'insurance', 'construction', 'design', 'notary')`)],
);
