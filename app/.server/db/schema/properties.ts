import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ReviewedChange } from "~/domain/moderation";
import { profiles } from "./auth";
import { contactRequestStatusEnum, contactTypeEnum, heatingTypeEnum, listingTypeEnum, propertyStatusEnum, propertyTypeEnum } from "./enums";

/** PostgreSQL's text-search document type (read only through SQL, never selected as a column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    owner_id: uuid("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull(),
    price: numeric("price", { precision: 14, scale: 2, mode: "number" }).notNull(),
    type: propertyTypeEnum("type").notNull().default("apartment"),
    listing_type: listingTypeEnum("listing_type").notNull().default("rent"),
    status: propertyStatusEnum("status").notNull().default("pending"),
    featured: boolean("featured").notNull().default(false),
    rooms: integer("rooms"),
    bathrooms: integer("bathrooms"),
    area: numeric("area", { precision: 12, scale: 2, mode: "number" }),
    features: text("features").array(),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Richer facts (issue 13): all optional, the owner fills what applies.
    floor: integer("floor"),
    floors_total: integer("floors_total"),
    year_built: integer("year_built"),
    heating: heatingTypeEnum("heating"),
    furnished: boolean("furnished"),
    new_build: boolean("new_build"),
    parking: boolean("parking"),
    elevator: boolean("elevator"),
    // Where it is: the owner's pin, or none (then the centre of its place, app/domain/places.ts).
    // With location_approximate the public sees only the area, never the exact pin.
    latitude: numeric("latitude", { precision: 9, scale: 6, mode: "number" }),
    longitude: numeric("longitude", { precision: 9, scale: 6, mode: "number" }),
    location_approximate: boolean("location_approximate").notNull().default(false),
    // Lifecycle (issue 14): an active listing runs until expires_at (default_listing_duration days from
    // going live or renewal), its owner is reminded once before (expiry_reminded_at). status_changed_at
    // and in_search are kept by the trigger of migration 0010 on every insert and status change: a
    // listing is in the public search while active, and while sold or rented until the lifecycle job
    // takes it out 14 days later. status_by_admin: the last status change was an administrator's, so
    // the owner cannot undo it (an administrator's deactivation stands).
    expires_at: timestamp("expires_at", { withTimezone: true }),
    expiry_reminded_at: timestamp("expiry_reminded_at", { withTimezone: true }),
    status_changed_at: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    status_by_admin: boolean("status_by_admin").notNull().default(false),
    // An approved listing its owner changed in what was approved (domain/moderation.ts): it is pending
    // again, and this says what changed, for the administrator who reviews it; null otherwise.
    review_changes: text("review_changes").array().$type<ReviewedChange[]>(),
    // The price an administrator last saw (approved, or set the status or edited): an owner's price
    // changes are measured from it, so steps each within the share cannot add up unreviewed.
    reviewed_price: numeric("reviewed_price", { precision: 14, scale: 2, mode: "number" }),
    in_search: boolean("in_search").notNull().default(false),
    // The price before the last change and when it changed (kept by the trigger with the history in
    // property_price_changes), for "Çmimi u ul" on cards without a join.
    previous_price: numeric("previous_price", { precision: 14, scale: 2, mode: "number" }),
    price_changed_at: timestamp("price_changed_at", { withTimezone: true }),
    // Photos that sell (issue 14 §6): one floor plan image (a storage URL like the photos, not counted
    // against the photo limit) and a video tour, stored as its canonical YouTube or Vimeo address.
    floor_plan: text("floor_plan"),
    video_url: text("video_url"),
    // A short number the owner can quote on the phone ("Ref. 10234"), given in order of creation.
    reference: integer("reference").notNull().generatedAlwaysAsIdentity({ startWith: 10001 }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Lower-cased, accent-free text of title, description and location, for the administrators'
    // substring search; a trigram index makes it fast.
    search_text: text("search_text").generatedAlwaysAs(sql`prona_search_text(title, description, location)`),
    // The public search's words: folded, weighted (title A, location B, description C, other place
    // spellings D), matched by stem as the start of a word (app/domain/search-words.ts, migration 0005).
    search_vector: tsvector("search_vector").generatedAlwaysAs(sql`prona_search_vector(title, description, location)`),
    // The location as the filter compares it: trimmed, lower-cased, accent-free ("prishtine").
    location_key: text("location_key").generatedAlwaysAs(sql`lower(prona_unaccent(btrim(location)))`),
  },
  (t) => [
    check("properties_price_positive", sql`${t.price} > 0`),
    check("properties_rooms_nonnegative", sql`${t.rooms} IS NULL OR ${t.rooms} >= 0`),
    check("properties_bathrooms_nonnegative", sql`${t.bathrooms} IS NULL OR ${t.bathrooms} >= 0`),
    check("properties_area_nonnegative", sql`${t.area} IS NULL OR ${t.area} >= 0`),
    check(
      "properties_position_valid",
      sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL) AND (${t.latitude} IS NULL OR (${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180))`,
    ),
    check("properties_year_built_valid", sql`${t.year_built} IS NULL OR ${t.year_built} BETWEEN 1800 AND 2100`),
    check(
      "properties_floors_valid",
      sql`(${t.floor} IS NULL OR ${t.floor} BETWEEN -5 AND 200) AND (${t.floors_total} IS NULL OR ${t.floors_total} BETWEEN 1 AND 200)`,
    ),
    uniqueIndex("properties_reference_idx").on(t.reference),
    // The map's "search this area": listings in search within a box.
    index("properties_active_position_idx")
      .on(t.latitude, t.longitude)
      .where(sql`${t.in_search}`),
    // Public search (listings in search), featured first, newest first (and price sorts).
    index("properties_active_newest_idx")
      .on(t.featured.desc(), t.created_at.desc())
      .where(sql`${t.in_search}`),
    index("properties_active_created_idx")
      .on(t.created_at.desc())
      .where(sql`${t.in_search}`),
    index("properties_active_price_idx")
      .on(t.price)
      .where(sql`${t.in_search}`),
    index("properties_active_location_idx")
      .on(t.location)
      .where(sql`${t.in_search}`),
    index("properties_search_trgm_idx").using("gin", sql`${t.search_text} gin_trgm_ops`),
    // Keyword and location search of listings in search.
    index("properties_active_search_idx")
      .using("gin", t.search_vector)
      .where(sql`${t.in_search}`),
    // The list of locations for the filter.
    index("properties_active_location_key_idx")
      .on(t.location_key)
      .where(sql`${t.in_search}`),
    // The lifecycle job: active listings by expiry; sold/rented ones still in search by status change.
    index("properties_active_expires_idx")
      .on(t.expires_at)
      .where(sql`${t.status} = 'active'`),
    index("properties_listed_closed_idx")
      .on(t.status_changed_at)
      .where(sql`${t.in_search} AND ${t.status} <> 'active'`),
    // Owner pages and free-tier counts.
    index("properties_owner_created_idx").on(t.owner_id, t.created_at.desc()),
    // Admin lists filter by status and sort by creation.
    index("properties_status_created_idx").on(t.status, t.created_at.desc()),
    index("properties_created_idx").on(t.created_at.desc()),
  ],
);

/**
 * Views of a property page: at most one per visitor, listing and day (Kosovo's calendar day), which
 * the unique index enforces. The visitor is a keyed hash (listings/views.ts), never a raw address;
 * rows from before it was kept (and the demo data's) have none and count as they were.
 */
export const propertyViews = pgTable(
  "property_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    property_id: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    viewer_id: uuid("viewer_id").references(() => profiles.id, { onDelete: "set null" }),
    visitor_hash: text("visitor_hash"),
    user_agent: text("user_agent"),
    viewed_at: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("property_views_property_viewed_idx").on(t.property_id, t.viewed_at),
    index("property_views_viewed_idx").on(t.viewed_at),
    uniqueIndex("property_views_visitor_day_idx").on(
      t.property_id,
      t.visitor_hash,
      sql`((viewed_at AT TIME ZONE 'Europe/Belgrade')::date)`,
    ),
  ],
);

/**
 * Every change of a listing's price (issue 14): written by the trigger of migration 0010 whenever the
 * price column changes, whoever changes it (the owner's form, the API, an administrator's edit).
 */
export const propertyPriceChanges = pgTable(
  "property_price_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    property_id: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    old_price: numeric("old_price", { precision: 14, scale: 2, mode: "number" }).notNull(),
    new_price: numeric("new_price", { precision: 14, scale: 2, mode: "number" }).notNull(),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("property_price_changes_property_idx").on(t.property_id, t.changed_at.desc())],
);

/** Who has a property page open now: one row per page and browser, refreshed by a heartbeat. */
export const propertyViewers = pgTable(
  "property_viewers",
  {
    property_id: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    viewer_key: text("viewer_key").notNull(),
    last_seen: timestamp("last_seen", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.property_id, t.viewer_key] }), index("property_viewers_seen_idx").on(t.property_id, t.last_seen)],
);

export const favorites = pgTable(
  "favorites",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    property_id: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.property_id] }),
    index("favorites_property_idx").on(t.property_id),
    index("favorites_created_idx").on(t.created_at),
  ],
);

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    property_id: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    requester_id: uuid("requester_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    owner_id: uuid("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    contact_type: contactTypeEnum("contact_type").notNull().default("viewing"),
    phone_number: text("phone_number"),
    email: text("email"),
    status: contactRequestStatusEnum("status").notNull().default("pending"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_requests_owner_idx").on(t.owner_id, t.created_at.desc()),
    index("contact_requests_requester_idx").on(t.requester_id, t.created_at.desc()),
    index("contact_requests_property_idx").on(t.property_id),
  ],
);
