import { eq } from "drizzle-orm";
import {
  DEFAULT_SETTINGS,
  SETTINGS_GROUPS,
  parseSettingsGroup,
  type PlatformSettings,
  type SettingsGroup,
  type SiteSettings,
} from "~/domain/settings";
import type { Caches } from "../cache/caches";
import type { DbOrTx } from "../db/client";
import { platformSettings } from "../db/schema/index";

/**
 * The settings at the current content version, kept until they change (cache/caches.ts): for readers
 * outside a transaction. Shared between requests: never to be changed by them.
 */
export function keptSettings(deps: { db: DbOrTx; caches: Caches }): Promise<PlatformSettings> {
  return deps.caches.memo("settings", "", () => getSettings(deps.db));
}

/** Reads all four settings groups; missing or invalid values fall back to the defaults. */
export async function getSettings(db: DbOrTx): Promise<PlatformSettings> {
  const rows = await db.select().from(platformSettings);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    site: parseSettingsGroup("site", stored.get("site")),
    properties: parseSettingsGroup("properties", stored.get("properties")),
    premium: parseSettingsGroup("premium", stored.get("premium")),
    system: parseSettingsGroup("system", stored.get("system")),
  };
}

export async function getSettingsGroup<G extends SettingsGroup>(db: DbOrTx, group: G): Promise<PlatformSettings[G]> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, group));
  return parseSettingsGroup(group, row?.value);
}

/** Stores one group after applying the bounds and fallbacks; returns what was stored. */
export async function saveSettingsGroup<G extends SettingsGroup>(
  db: DbOrTx,
  group: G,
  value: unknown,
  actorId: string | null,
): Promise<PlatformSettings[G]> {
  const parsed = parseSettingsGroup(group, value);
  await db
    .insert(platformSettings)
    .values({ key: group, value: parsed, updated_by: actorId })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: parsed, updated_at: new Date(), updated_by: actorId },
    });
  return parsed;
}

/** Writes the defaults for groups that have never been saved (fresh installs). */
export async function ensureDefaultSettings(db: DbOrTx): Promise<void> {
  await db
    .insert(platformSettings)
    .values(SETTINGS_GROUPS.map((key) => ({ key, value: DEFAULT_SETTINGS[key] })))
    .onConflictDoNothing();
}

type OwnSiteKey = "footer_text" | "contact_address" | "description" | "contact_email" | "contact_phone" | "support_email";

/**
 * A site text an administrator wrote (the footer line, the address, the description, a contact detail),
 * as written; "" while it is still the default. The defaults are the spec's samples (info@prona.local,
 * +383 44 123 456, Rr. Nënë Tereza 12): a fresh install shows none of them in public (issue 17 §3),
 * and the translated texts stand in for the footer line and the description.
 */
export function ownSiteText(key: OwnSiteKey, value: string): string {
  const own = value.trim();
  return own === DEFAULT_SETTINGS.site[key] ? "" : own;
}

/** The contact details the public pages show: only those an administrator set ("" for the others). */
export function publicContact(site: SiteSettings): { email: string; phone: string; address: string; supportEmail: string } {
  const email = ownSiteText("contact_email", site.contact_email);
  return {
    email,
    phone: ownSiteText("contact_phone", site.contact_phone),
    address: ownSiteText("contact_address", site.contact_address),
    // Premium questions go to the general address when no support address was set.
    supportEmail: ownSiteText("support_email", site.support_email) || email,
  };
}

/** The bank details for premium payments, or null while the IBAN is unset or still the spec's sample. */
export function ownPaymentDetails(
  premium: PlatformSettings["premium"],
): { bank_name: string; account_holder: string; iban: string } | null {
  const iban = premium.iban.trim();
  if (!iban || iban === DEFAULT_SETTINGS.premium.iban) return null;
  return { bank_name: premium.bank_name.trim(), account_holder: premium.account_holder.trim(), iban };
}

/** The details a fresh install has not set yet, which the public pages therefore leave out (admin dashboard). */
export type UnsetDetail = "contact_email" | "contact_phone" | "contact_address" | "iban";
export function unsetDetails(settings: Pick<PlatformSettings, "site" | "premium">): UnsetDetail[] {
  const contact = publicContact(settings.site);
  return [
    ...(contact.email ? [] : (["contact_email"] as const)),
    ...(contact.phone ? [] : (["contact_phone"] as const)),
    ...(contact.address ? [] : (["contact_address"] as const)),
    ...(ownPaymentDetails(settings.premium) ? [] : (["iban"] as const)),
  ];
}

/**
 * The settings as the admin form shows them: the spec's sample contact details and IBAN as empty
 * fields (an administrator should not mistake a sample for their own), which saving keeps unset.
 */
export function settingsForForm(settings: PlatformSettings): PlatformSettings {
  const contact = publicContact(settings.site);
  return {
    ...settings,
    site: {
      ...settings.site,
      contact_email: contact.email,
      contact_phone: contact.phone,
      contact_address: contact.address,
      support_email: ownSiteText("support_email", settings.site.support_email),
    },
    premium: { ...settings.premium, iban: ownPaymentDetails(settings.premium)?.iban ?? "" },
  };
}
