import fs from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { agencyProfiles, properties } from "../db/schema";
import type { JobContext } from "../jobs/scheduler";
import { localStorageRoot } from "./local";
import { isImageKey, photoFileKeys } from "./storage";
import { TEMP_SUFFIX } from "./write-once";

/** Younger files may belong to an upload whose row is not committed yet (photos are stored first). */
const ORPHAN_AGE_MS = 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BATCH = 500;

/**
 * Removes photo files of the local storage that no row names: what a process killed between storing
 * photos and committing their row leaves (photos are stored first, so a row never names a missing
 * file), and temporary files of writes cut short. Only files older than an hour; a row's photos are
 * its listing's `images` and `floor_plan`, or an agency's `logo` (stored under the agency's id). S3
 * storage is not listed (a bucket lifecycle rule is the place for that).
 */
export async function removeOrphanPhotos(context: Pick<JobContext, "tx" | "services">): Promise<{ removed: number }> {
  const { tx, services } = context;
  if (services.config.s3) return { removed: 0 };
  const root = localStorageRoot(services.config.dataDir);
  const owners = (await fs.readdir(root, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory() && UUID.test(entry.name))
    .map((entry) => entry.name);

  const named = new Set<string>();
  const name = (url: string | null) => {
    const key = url ? services.storage.keyFromUrl(url) : null;
    if (key) for (const k of photoFileKeys(key)) named.add(k);
  };
  for (let i = 0; i < owners.length; i += BATCH) {
    const ids = owners.slice(i, i + BATCH);
    const listings = await tx
      .select({ images: properties.images, floor_plan: properties.floor_plan })
      .from(properties)
      .where(inArray(properties.id, ids));
    for (const listing of listings) [...listing.images, listing.floor_plan].forEach(name);
    const agencies = await tx.select({ logo: agencyProfiles.logo }).from(agencyProfiles).where(inArray(agencyProfiles.profile_id, ids));
    for (const agency of agencies) name(agency.logo);
  }

  let removed = 0;
  // Files age by the real clock, whatever time a test runs the job for.
  const before = Date.now() - ORPHAN_AGE_MS;
  for (const owner of owners) {
    const dir = path.join(root, owner);
    for (const file of await fs.readdir(dir).catch(() => [])) {
      const key = `${owner}/${file}`;
      // Only our own names: a photo key nobody names, or a temporary file of one.
      const ours = isImageKey(key) ? !named.has(key) : file.endsWith(TEMP_SUFFIX);
      if (!ours) continue;
      const stat = await fs.stat(path.join(dir, file)).catch(() => undefined);
      if (!stat?.isFile() || stat.mtimeMs >= before) continue;
      await fs.rm(path.join(dir, file), { force: true });
      removed++;
    }
    // Directories stay: one emptied here may be receiving a new upload this moment.
  }
  if (removed) services.logger.info({ removed }, "photo files no row names removed");
  return { removed };
}
