import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import type { Db } from "../db/client";
import { acquireDirectoryLock, DataDirLockedError, type DirectoryLock } from "../db/lock";
import { migrate } from "../db/migrate";
import * as schema from "../db/schema";
import { BackupError } from "./backup-error";
import { appliedMigrations, clearTransientTables, countRows, photoUrls, siteData, type Query } from "./database-facts";
import { recordLastBackup } from "./last-backup";
import type { DatabaseSnapshot } from "./snapshot";

const EXTENSIONS = { unaccent, pg_trgm };

const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite");

/** The embedded database allows one process: a running Prona holds DATA_DIR, and a backup waits for none. */
export function lockDataDir(dataDir: string): DirectoryLock {
  try {
    return acquireDirectoryLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `${error.message} Stop Prona for the backup or restore of the embedded database (it takes seconds) and start it again afterwards.`,
    );
  }
}

const hasDatabase = (dir: string) => fs.existsSync(path.join(dir, "PG_VERSION"));
const queryOf =
  (client: PGlite): Query =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

/**
 * The embedded database's snapshot: its data directory as PGlite dumps it (a tar of PGDATA), taken with
 * DATA_DIR locked, so no process writes meanwhile. A physical copy: restored with the same PGlite.
 */
export async function snapshotPglite(
  dataDir: string,
  { stageDir, file, now }: { stageDir: string; file: string; now: Date },
): Promise<DatabaseSnapshot> {
  const dir = pgliteDir(dataDir);
  if (!hasDatabase(dir)) throw new BackupError(`There is no embedded database in ${dir} to back up (is DATA_DIR right?).`);
  const lock = lockDataDir(dataDir);
  try {
    const client = new PGlite(dir, { extensions: EXTENSIONS });
    try {
      await client.waitReady;
      const query = queryOf(client);
      const migrations = await appliedMigrations(query);
      if (!migrations) throw new BackupError(`The embedded database in ${dir} has no Prona tables yet: nothing to back up.`);
      await recordLastBackup(drizzle(client, { schema }) as unknown as Db, now);
      const snapshot = { migrations, tables: await countRows(query), photoUrls: await photoUrls(query) };
      // Everything written so far goes into the data files before they are copied.
      await client.exec("CHECKPOINT");
      const dump = await client.dumpDataDir("none");
      await fsp.writeFile(path.join(stageDir, file), Buffer.from(await dump.arrayBuffer()));
      return snapshot;
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/** Accounts and listings in the embedded database of DATA_DIR (none when it has no database yet). */
export async function pgliteSiteData(dataDir: string): Promise<{ accounts: number; listings: number; exists: boolean }> {
  const dir = pgliteDir(dataDir);
  if (!hasDatabase(dir)) return { accounts: 0, listings: 0, exists: false };
  const client = new PGlite(dir, { extensions: EXTENSIONS });
  try {
    await client.waitReady;
    return { ...(await siteData(queryOf(client))), exists: true };
  } finally {
    await client.close();
  }
}

/**
 * Loads a dumped data directory into a new folder beside DATA_DIR/pglite and brings it to the code's
 * migrations there; `check` runs on it before anything else. Only `install` puts it in place (the old
 * folder, if any, is kept aside), so a failure before that leaves DATA_DIR as it was.
 */
export async function stagePgliteRestore(
  dataDir: string,
  dumpFile: string,
  check: (query: Query) => Promise<void>,
): Promise<{ install(now: Date): Promise<string | null>; discard(): Promise<void> }> {
  const dir = pgliteDir(dataDir);
  const staging = `${dir}.restoring`;
  await fsp.rm(staging, { recursive: true, force: true });
  await fsp.mkdir(staging, { recursive: true });
  const discard = () => fsp.rm(staging, { recursive: true, force: true });
  try {
    const client = new PGlite(staging, { loadDataDir: new Blob([await fsp.readFile(dumpFile)]), extensions: EXTENSIONS });
    try {
      await client.waitReady;
      const query = queryOf(client);
      await check(query);
      await clearTransientTables(query);
      const db = drizzle(client, { schema }) as unknown as Db;
      await migrate({ db, driver: "pglite", ping: async () => undefined, close: async () => undefined });
    } finally {
      await client.close();
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    discard,
    async install(now) {
      let keptAside: string | null = null;
      if (fs.existsSync(dir)) {
        keptAside = `${dir}.replaced-${now.toISOString().replace(/[:.]/g, "-")}`;
        await fsp.rename(dir, keptAside);
      }
      await fsp.rename(staging, dir);
      return keptAside;
    },
  };
}
