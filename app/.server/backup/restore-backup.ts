import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Config } from "../config";
import { storageFromConfig } from "../storage/from-config";
import type { ObjectStorage } from "../storage/storage";
import { extractArchive } from "./archive";
import { BackupError } from "./backup-error";
import { countRows, knownMigrations, photoUrls, type Query } from "./database-facts";
import { DATABASE_FILES, keyOfPhotoPath, type Manifest } from "./manifest";
import { copyPhotosIn } from "./photos";
import { lockDataDir, pgliteSiteData, stagePgliteRestore } from "./pglite-backup";
import { postgresSiteData, restorePostgres } from "./postgres-backup";

export type RestoreResult = {
  manifest: Manifest;
  photos: number;
  keptAside: string | null;
  /** Photo addresses in the restored data that are not this storage's (another S3_PUBLIC_URL or storage kind). */
  foreignPhotoUrls: number;
};

const DRIVER_NAMES = { pglite: "the embedded database (PGlite)", postgres: "a PostgreSQL database" } as const;

function refuseReplacing(found: { accounts: number; listings: number }, force: boolean, where: string): void {
  if (force || (found.accounts === 0 && found.listings === 0)) return;
  throw new BackupError(
    `${where} already holds ${found.accounts} account(s) and ${found.listings} listing(s). A restore replaces the whole ` +
      "database: restore into an empty one, or add --force to replace this one. Nothing was changed.",
  );
}

function checkFits(manifest: Manifest, driver: "pglite" | "postgres"): void {
  if (manifest.driver !== driver) {
    const how =
      manifest.driver === "pglite" ? "without DATABASE_URL, into DATA_DIR" : "with DATABASE_URL set to an empty PostgreSQL database";
    throw new BackupError(
      `This backup is of ${DRIVER_NAMES[manifest.driver]}, not ${DRIVER_NAMES[driver]}: restore it ${how}. Nothing was changed.`,
    );
  }
  const known = knownMigrations();
  if (manifest.migrations > known) {
    throw new BackupError(
      `This backup was made by a newer Prona (${manifest.migrations} migrations; this one has ${known}): restore it with that version or a newer one. Nothing was changed.`,
    );
  }
}

/**
 * The restored tables must hold what the backup counted, table by table. Also counts the photo
 * addresses this storage does not recognise: the site would show them broken, so the operator is told.
 */
function checkRestored(manifest: Manifest, storage: ObjectStorage) {
  const found = { foreignPhotoUrls: 0 };
  const check = async (query: Query) => {
    const restored = await countRows(query);
    for (const [table, rows] of Object.entries(manifest.tables)) {
      if (restored[table] !== rows) {
        throw new BackupError(`The restored table ${table} has ${restored[table] ?? "no"} rows where the backup counted ${rows}.`);
      }
    }
    found.foreignPhotoUrls = (await photoUrls(query)).filter((url) => !storage.keyFromUrl(url)).length;
  };
  return { check, found };
}

const photoKeysOf = (manifest: Manifest) => Object.keys(manifest.files).flatMap((entry) => keyOfPhotoPath(entry) ?? []);

/**
 * Restores a backup of `createBackup` into the configured database and photo storage. Refuses (and
 * changes nothing) when the database holds accounts or listings, unless forced, and when the archive
 * is damaged, incomplete, of the other driver or of a newer version. Sessions and reset tokens are not
 * restored: everyone signs in again.
 */
export async function restoreBackup(
  config: Pick<Config, "databaseUrl" | "dataDir" | "s3">,
  file: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const force = options.force ?? false;
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), "prona-restore-"));
  try {
    if (config.databaseUrl) {
      refuseReplacing(await postgresSiteData(config.databaseUrl), force, "The database of DATABASE_URL");
      const manifest = await extractArchive(file, work);
      checkFits(manifest, "postgres");
      const keys = photoKeysOf(manifest);
      const storage = storageFromConfig(config);
      const restored = checkRestored(manifest, storage);
      // Photos first: if the database part failed after them, they would be unreferenced files that
      // a repeated restore keeps; the other way round, the site would point at photos not there yet.
      await copyPhotosIn(storage, keys, work);
      await restorePostgres(config.databaseUrl, path.join(work, DATABASE_FILES.postgres), restored.check);
      return { manifest, photos: keys.length, keptAside: null, ...restored.found };
    }
    const lock = lockDataDir(config.dataDir);
    try {
      refuseReplacing(await pgliteSiteData(config.dataDir), force, `The embedded database in ${config.dataDir}`);
      const manifest = await extractArchive(file, work);
      checkFits(manifest, "pglite");
      const keys = photoKeysOf(manifest);
      const storage = storageFromConfig(config);
      const restored = checkRestored(manifest, storage);
      const staged = await stagePgliteRestore(config.dataDir, path.join(work, DATABASE_FILES.pglite), restored.check);
      try {
        await copyPhotosIn(storage, keys, work);
      } catch (error) {
        await staged.discard();
        throw error;
      }
      const keptAside = await staged.install(options.now ?? new Date());
      return { manifest, photos: keys.length, keptAside, ...restored.found };
    } finally {
      lock.release();
    }
  } finally {
    // A refused archive's extraction may still be closing a file when its error arrives (ENOTEMPTY):
    // retry, and never let the clean-up hide the reason the restore stopped.
    await fsp.rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(() => undefined);
  }
}
