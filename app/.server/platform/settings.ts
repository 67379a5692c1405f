import { eq } from "drizzle-orm";
import { DEFAULT_SETTINGS, SETTINGS_GROUPS, parseSettingsGroup, type PlatformSettings, type SettingsGroup } from "~/domain/settings";
import type { DbOrTx } from "../db/client";
import { platformSettings } from "../db/schema/index";

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

/**
 * A site text an administrator wrote (the footer line, the address, the description), as written; ""
 * while it is still the default, so each language shows its own translation of the default instead.
 */
export function ownSiteText(key: "footer_text" | "contact_address" | "description", value: string): string {
  const own = value.trim();
  return own === DEFAULT_SETTINGS.site[key] ? "" : own;
}
