// Restores a backup of `npm run backup` into the configured database and photo storage:
//   npm run restore -- <file> [--force]
// Refuses a database that holds accounts or listings unless --force (an embedded one is then kept
// aside, not deleted). Stop Prona first; start it again afterwards. Everyone signs in again.
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError } from "../app/.server/backup/backup-error";
import { restoreBackup } from "../app/.server/backup/restore-backup";
import { configFromProcess } from "../app/.server/config";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
if (positionals.length !== 1) {
  console.error("usage: npm run restore -- <file> [--force]");
  process.exit(2);
}
const file = path.resolve(positionals[0]!);

try {
  const result = await restoreBackup(configFromProcess(), file, { force: values.force });
  const rows = Object.values(result.manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(`Restored ${file} (made ${result.manifest.created_at}): ${rows} rows, ${result.photos} photo files.`);
  if (result.keptAside) console.log(`  The database it replaced is kept in ${result.keptAside}; delete it when you no longer need it.`);
  if (result.manifest.missing_photos.length) {
    console.warn(`  ${result.manifest.missing_photos.length} photo file(s) were already missing when the backup was made.`);
  }
  if (result.foreignPhotoUrls) {
    console.warn(
      `  ${result.foreignPhotoUrls} photo address(es) in the data are not this storage's: restore with the storage settings (S3_*, S3_PUBLIC_URL) the backup was made with.`,
    );
  }
  console.log("  Sessions and password-reset links are not restored: everyone signs in again.");
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
