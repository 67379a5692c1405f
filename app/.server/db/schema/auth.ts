import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// Accounts. better-auth's user model is stored as `profiles` (one row per person: the spec's profile
// fields and the auth fields together), so registration is a single insert and never leaves an
// account without a profile. Its account, session and verification models are `credentials`,
// `sessions` and `verifications` (password-reset tokens live there, hashed).

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    email_verified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    phone: text("phone"),
    // Any text is kept: the spec displays unknown user types raw.
    user_type: text("user_type").notNull().default("buyer"),
    is_premium: boolean("is_premium").notNull().default(false),
    premium_until: timestamp("premium_until", { withTimezone: true }),
    is_admin: boolean("is_admin").notNull().default(false),
    personal_id: text("personal_id")
      .notNull()
      .default(sql`prona_new_personal_id()`),
    // When an administrator verified the account ("verifikuar", issue 14 §3); null = not verified.
    verified_at: timestamp("verified_at", { withTimezone: true }),
    notify_email: boolean("notify_email").notNull().default(true),
    notify_property_alerts: boolean("notify_property_alerts").notNull().default(true),
    notify_messages: boolean("notify_messages").notNull().default(true),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("profiles_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("profiles_personal_id_key").on(t.personal_id),
    index("profiles_created_at_idx").on(t.created_at.desc()),
    index("profiles_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("profiles_premium_idx").on(t.is_premium),
    // The agencies page lists the agency accounts.
    index("profiles_user_type_idx").on(t.user_type),
  ],
);

export const credentials = pgTable(
  "credentials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    account_id: text("account_id").notNull(),
    provider_id: text("provider_id").notNull(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    access_token: text("access_token"),
    refresh_token: text("refresh_token"),
    id_token: text("id_token"),
    access_token_expires_at: timestamp("access_token_expires_at", { withTimezone: true }),
    refresh_token_expires_at: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("credentials_user_id_idx").on(t.user_id)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip_address: text("ip_address"),
    user_agent: text("user_agent"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sessions_token_key").on(t.token), index("sessions_user_id_idx").on(t.user_id)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);
