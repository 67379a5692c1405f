import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Config } from "../config";
import { storageFromConfig } from "../storage/from-config";
import { sha256Of, writeArchive } from "./archive";
import { BackupError } from "./backup-error";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, DATABASE_FILES, MANIFEST_FILE, type Manifest } from "./manifest";
import { copyPhotosOut, photoKeys } from "./photos";
import { snapshotPglite } from "./pglite-backup";
import { snapshotPostgres } from "./postgres-backup";

export function defaultBackupName(at: Date): string {
  return `prona-backup-${at.toISOString().replace(/[:.]/g, "-")}.tar.gz`;
}

/**
 * A backup an operator can restore (`npm run restore`): one .tar.gz with the database (PGlite's data
 * directory, or pg_dump's custom format), the photos the data refers to, and a manifest of row counts
 * and checksums. The database comes first and the photos after it: photos are written once and never
 * changed, so every photo of the snapshot that still exists is the right one, and one deleted since
 * the snapshot is listed as missing (decisions/0018).
 */
export async function createBackup(
  config: Pick<Config, "databaseUrl" | "dataDir" | "s3">,
  target: string,
  now = new Date(),
): Promise<Manifest> {
  if (fs.existsSync(target)) throw new BackupError(`${target} exists already; choose a new file name.`);
  const driver = config.databaseUrl ? "postgres" : "pglite";
  const databaseFile = DATABASE_FILES[driver];
  const stage = await fsp.mkdtemp(path.join(os.tmpdir(), "prona-backup-"));
  try {
    const snapshot = config.databaseUrl
      ? await snapshotPostgres(config.databaseUrl, { stageDir: stage, file: databaseFile, now })
      : await snapshotPglite(config.dataDir, { stageDir: stage, file: databaseFile, now });
    const storage = storageFromConfig(config);
    const photos = await copyPhotosOut(storage, photoKeys(storage, snapshot.photoUrls), stage);
    const entries = [databaseFile, ...photos.copied];
    const files: Record<string, string> = {};
    for (const entry of entries) files[entry] = await sha256Of(path.join(stage, entry));
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      created_at: now.toISOString(),
      driver,
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      missing_photos: photos.missing,
      files,
    };
    await fsp.writeFile(path.join(stage, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    await writeArchive(stage, entries, target);
    return manifest;
  } finally {
    await fsp.rm(stage, { recursive: true, force: true });
  }
}
