import { z } from "zod";
import { DISPLAY_CURRENCIES as CURRENCIES } from "./format";

// Platform settings: four key-value groups (document 2 §3) with the defaults of §9 and the bounds of §5.
// An out-of-bounds or missing number falls back to the value in parentheses in §5.

export const PREMIUM_FEATURES = [
  "featured_listings",
  "unlimited_properties",
  "advanced_statistics",
  "priority_support",
  "more_images",
] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

/** A number within [min, max]; anything else (missing, NaN, out of range) becomes the fallback. */
function bounded(min: number, max: number, fallback: number, integer = true) {
  return z.preprocess((value) => {
    const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    if (typeof n !== "number" || !Number.isFinite(n) || n < min || n > max) return fallback;
    return integer ? Math.round(n) : Math.round(n * 100) / 100;
  }, z.number());
}

function text(fallback: string, max = 500) {
  return z.preprocess((value) => (typeof value === "string" ? value.trim().slice(0, max) : fallback), z.string());
}

function flag(fallback: boolean) {
  return z.preprocess((value) => {
    if (typeof value === "boolean") return value;
    if (value === "true" || value === "on") return true;
    if (value === "false" || value === "off") return false;
    return fallback;
  }, z.boolean());
}

const siteSettingsSchema = z.object({
  name: text("Prona", 100),
  description: text("Tregu i pronave të patundshme në Kosovë"),
  contact_email: z.preprocess(
    (value) => (typeof value === "string" && z.email().safeParse(value.trim()).success ? value.trim() : "info@prona.local"),
    z.string(),
  ),
  contact_phone: text("+383 44 123 456", 40),
  // Not in the spec's list: the office address the footer, the contact page and the privacy notice show.
  contact_address: text("Rr. Nënë Tereza 12, 10000 Prishtinë", 200),
  footer_text: text("© Prona. Të gjitha të drejtat e rezervuara."),
  max_upload_size: bounded(1, 50, 10),
  currency: z.preprocess((value) => (CURRENCIES.includes(value as never) ? value : "EUR"), z.enum(CURRENCIES)),
  // Not in the spec's list: the address and bank details the premium page shows (document 1 §2 Premium).
  support_email: z.preprocess(
    (value) => (typeof value === "string" && z.email().safeParse(value.trim()).success ? value.trim() : "support@prona.local"),
    z.string(),
  ),
});

const propertySettingsSchema = z.object({
  require_approval: flag(true),
  max_images_per_property: bounded(1, 50, 10),
  allow_premium_features: flag(true),
  default_listing_duration: bounded(1, 365, 30),
  featured_properties_limit: bounded(1, 50, 10),
  free_user_image_limit: bounded(1, 10, 3),
  premium_user_image_limit: bounded(1, 50, 15),
  // Not in the spec: the mortgage calculator's starting values on sale listings (issue 14 §7).
  mortgage_rate: bounded(0, 30, 6.5, false),
  mortgage_term_years: bounded(1, 40, 20),
  mortgage_down_payment_percent: bounded(0, 90, 20),
});

const premiumSettingsSchema = z.object({
  monthly_price: bounded(0, 1_000_000, 0, false),
  yearly_price: bounded(0, 1_000_000, 0, false),
  features: z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((f) => PREMIUM_FEATURES.includes(f as never)) : [...PREMIUM_FEATURES]),
    z.array(z.enum(PREMIUM_FEATURES)),
  ),
  bank_name: text("ProCredit Bank Kosovo", 100),
  iban: text("XK05 1212 0123 4567 8906", 40),
  account_holder: text("Prona SH.P.K.", 100),
});

const systemSettingsSchema = z.object({
  maintenance_mode: flag(false),
  version: text("1.0.0", 20),
  last_backup: z.preprocess(
    (value) => (typeof value === "string" && !Number.isNaN(Date.parse(value)) ? value : null),
    z.string().nullable(),
  ),
  // Document 1 §1: registering as seller or landlord grants is_admin. Off unless an administrator
  // switches it on: left on, any visitor could administer the site (docs/decisions/0008).
  sellers_become_admins: flag(false),
});

export const SETTINGS_GROUPS = ["site", "properties", "premium", "system"] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

export const settingsSchemas = {
  site: siteSettingsSchema,
  properties: propertySettingsSchema,
  premium: premiumSettingsSchema,
  system: systemSettingsSchema,
} as const;

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type PropertySettings = z.infer<typeof propertySettingsSchema>;
type PremiumSettings = z.infer<typeof premiumSettingsSchema>;
type SystemSettings = z.infer<typeof systemSettingsSchema>;
export type PlatformSettings = {
  site: SiteSettings;
  properties: PropertySettings;
  premium: PremiumSettings;
  system: SystemSettings;
};

/** Defaults of document 2 §9 (where §9 differs from the §5 fallback, §9 wins for a fresh install). */
export const DEFAULT_SETTINGS: PlatformSettings = {
  site: siteSettingsSchema.parse({
    name: "Prona",
    description: "Tregu i pronave të patundshme në Kosovë",
    contact_email: "info@prona.local",
    contact_phone: "+383 44 123 456",
    contact_address: "Rr. Nënë Tereza 12, 10000 Prishtinë",
    footer_text: "© Prona. Të gjitha të drejtat e rezervuara.",
    max_upload_size: 10,
    currency: "EUR",
    support_email: "support@prona.local",
  }),
  properties: propertySettingsSchema.parse({
    require_approval: true,
    max_images_per_property: 15,
    allow_premium_features: true,
    default_listing_duration: 30,
    featured_properties_limit: 10,
    free_user_image_limit: 3,
    premium_user_image_limit: 15,
    mortgage_rate: 6.5,
    mortgage_term_years: 20,
    mortgage_down_payment_percent: 20,
  }),
  premium: premiumSettingsSchema.parse({
    monthly_price: 9.99,
    yearly_price: 99.99,
    features: [...PREMIUM_FEATURES],
  }),
  system: systemSettingsSchema.parse({ maintenance_mode: false, version: "1.0.0", last_backup: null, sellers_become_admins: false }),
};

/** Parses a stored group, filling what is missing from the defaults and applying the §5 fallbacks. */
export function parseSettingsGroup<G extends SettingsGroup>(group: G, stored: unknown): PlatformSettings[G] {
  const base = DEFAULT_SETTINGS[group] as Record<string, unknown>;
  const merged = { ...base, ...(stored && typeof stored === "object" ? stored : {}) };
  return settingsSchemas[group].parse(merged) as PlatformSettings[G];
}

/**
 * A site text an administrator wrote (the footer line, the address, the description), as written; ""
 * while it is still the default, so each language shows its own translation of the default instead.
 */
export function ownSiteText(key: "footer_text" | "contact_address" | "description", value: string): string {
  const own = value.trim();
  return own === DEFAULT_SETTINGS.site[key] ? "" : own;
}
