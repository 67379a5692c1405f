import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { notificationTypeEnum, reviewCategoryEnum, reviewStatusEnum } from "./enums";
import { properties } from "./properties";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    type: notificationTypeEnum("type").notNull().default("other"),
    title: text("title").notNull(),
    message: text("message").notNull(),
    is_read: boolean("is_read").notNull().default(false),
    property_id: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.user_id, t.created_at.desc()),
    index("notifications_user_unread_idx")
      .on(t.user_id)
      .where(sql`${t.is_read} = false`),
  ],
);

/** The four settings groups of document 2 §3 (site, properties, premium, system), one JSON row each. */
export const platformSettings = pgTable("platform_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updated_by: uuid("updated_by").references(() => profiles.id, { onDelete: "set null" }),
});

/**
 * One row: a number that grows with every committed change to what public pages show (listings,
 * settings, reviews, partners, agencies, owners' public details), kept by deferred triggers (migration
 * 0017). The caches (cache/) key on it, so every process sees a change the moment it commits.
 */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what in the admin area, and when. Actor kept as text too, so the trail survives deletion. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actor_id: uuid("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    actor_email: text("actor_email"),
    action: text("action").notNull(),
    target_type: text("target_type").notNull(),
    target_id: text("target_id"),
    details: jsonb("details"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.created_at.desc())],
);

/** Messages sent through the site contact form (/kontakt), read by administrators. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject"),
    message: text("message").notNull(),
    read_at: timestamp("read_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.created_at.desc())],
);

/** Reviews written on /vlersimet; published after moderation. */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id").references(() => profiles.id, { onDelete: "cascade" }),
    property_id: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    comment: text("comment").notNull(),
    category: reviewCategoryEnum("category").notNull().default("platform"),
    status: reviewStatusEnum("status").notNull().default("pending"),
    helpful: integer("helpful").notNull().default(0),
    // "Verified purchase": never taken from what a user sends; today only the demo data sets it.
    verified_purchase: boolean("verified_purchase").notNull().default(false),
    // A review of the demo data (DEMO_DATA=true), which the page labels "Demo" so nobody takes it for a real one.
    is_demo: boolean("is_demo").notNull().default(false),
    moderated_by: uuid("moderated_by").references(() => profiles.id, { onDelete: "set null" }),
    moderated_at: timestamp("moderated_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    index("reviews_status_created_idx").on(t.status, t.created_at.desc()),
  ],
);

/** Counters for rate limits, shared by every process (rate-limiter-flexible's Drizzle store). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});

/**
 * How far the backfill of a variant added after photos were first stored has gone through the
 * listings, in the order of their ids (storage/medium-variants.ts): one row per variant. A run goes on
 * after `after_property_id`, so the photos are looked at once, not on every run.
 */
export const imageVariantBackfills = pgTable("image_variant_backfills", {
  variant: text("variant").primaryKey(),
  after_property_id: uuid("after_property_id").notNull(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
