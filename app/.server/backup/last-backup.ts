import type { DbOrTx } from "../db/client";
import { getSettingsGroup, saveSettingsGroup } from "../platform/settings";

/**
 * Records the backup's time as system.last_backup (shown on the admin's settings page) before the
 * snapshot, so a restored site shows when its backup was made.
 */
export async function recordLastBackup(db: DbOrTx, at: Date): Promise<void> {
  const system = await getSettingsGroup(db, "system");
  await saveSettingsGroup(db, "system", { ...system, last_backup: at.toISOString() }, null);
}
