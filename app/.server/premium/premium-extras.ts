import { isPremiumActive } from "~/domain/premium";
import type { DbOrTx } from "../db/client";
import type { Caches } from "../cache/caches";
import { getSettingsGroup, keptSettings } from "../platform/settings";

/**
 * Whether premium's extras (more photos, no listing limit, statistics) apply to this person now: their
 * premium is active, and the platform offers premium at all (properties.allow_premium_features; off, no
 * one gets the extras, issue 14 §8). The setting is read only for premium accounts.
 */
export async function premiumExtrasActive(
  db: DbOrTx,
  profile: { is_premium: boolean; premium_until: Date | string | null },
  now: Date = new Date(),
): Promise<boolean> {
  if (!isPremiumActive(profile, now)) return false;
  return (await getSettingsGroup(db, "properties")).allow_premium_features;
}

/** As premiumExtrasActive, for a request's reader: the setting from the settings kept for the current content version. */
export async function premiumExtrasActiveNow(
  deps: { db: DbOrTx; caches: Caches },
  profile: { is_premium: boolean; premium_until: Date | string | null },
) {
  if (!isPremiumActive(profile)) return false;
  return (await keptSettings(deps)).properties.allow_premium_features;
}
