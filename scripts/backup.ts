// Writes a backup of the database and the photos into one file:
//   npm run backup -- [file]        (default: prona-backup-<time>.tar.gz in the current folder)
// Uses the server's configuration (DATABASE_URL or DATA_DIR, S3_*). The embedded database must be
// stopped meanwhile (one process per DATA_DIR); a PostgreSQL database is backed up while Prona runs.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError } from "../app/.server/backup/backup-error";
import { createBackup, defaultBackupName } from "../app/.server/backup/create-backup";
import { configFromProcess } from "../app/.server/config";

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length > 1) {
  console.error("usage: npm run backup -- [file]");
  process.exit(2);
}
const now = new Date();
const target = path.resolve(positionals[0] ?? defaultBackupName(now));

try {
  const manifest = await createBackup(configFromProcess(), target, now);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const photos = Object.keys(manifest.files).length - 1;
  console.log(`Backup written: ${target} (${(fs.statSync(target).size / 1024 / 1024).toFixed(1)} MB)`);
  console.log(`  ${manifest.driver} database: ${Object.keys(manifest.tables).length} tables, ${rows} rows; ${photos} photo files`);
  if (manifest.missing_photos.length) {
    console.warn(
      `  ${manifest.missing_photos.length} photo file(s) the data names were not in the storage (deleted meanwhile?): listed in the manifest`,
    );
  }
  console.log("  It holds personal data and password hashes: keep it where only operators can read it.");
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
