import { SETTINGS_GROUPS, type PlatformSettings, type SettingsGroup } from "~/domain/settings";
import { AppError } from "~/domain/errors";
import { getSettings, saveSettingsGroup } from "../platform/settings";
import { recordAudit } from "./audit";
import type { AdminDeps } from "./types";
import type { AdminActor } from "../auth/admin-actor";

/** Fields the settings form cannot set: the version is the software's, last_backup is the backup's. */
const READ_ONLY: Partial<Record<SettingsGroup, string[]>> = { system: ["version", "last_backup"] };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The settings page's one save-all (document 2 §2.9, §4): every group sent is merged over what is
 * stored and saved with the §5 bounds and fallbacks, all in one transaction. Returns what was stored.
 */
export async function saveAllSettings(deps: Pick<AdminDeps, "db">, actor: AdminActor, input: unknown): Promise<PlatformSettings> {
  if (!isObject(input)) throw new AppError("VALIDATION");
  const groups = SETTINGS_GROUPS.filter((g) => g in input);
  if (!groups.length || groups.some((g) => !isObject(input[g]))) throw new AppError("VALIDATION");
  return deps.db.transaction(async (tx) => {
    const current = await getSettings(tx);
    const changed: Record<string, string[]> = {};
    for (const group of groups) {
      const sent = { ...(input[group] as Record<string, unknown>) };
      for (const key of READ_ONLY[group] ?? []) delete sent[key];
      const before = current[group] as Record<string, unknown>;
      const saved = (await saveSettingsGroup(tx, group, { ...before, ...sent }, actor.id)) as Record<string, unknown>;
      const keys = Object.keys(saved).filter((k) => JSON.stringify(saved[k]) !== JSON.stringify(before[k]));
      if (keys.length) changed[group] = keys;
      (current as Record<string, unknown>)[group] = saved;
    }
    await recordAudit(tx, { actor, action: "settings.save", target: { type: "settings" }, details: { changed } });
    return current;
  });
}
