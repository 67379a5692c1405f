import { execFile } from "node:child_process";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { openPostgres, type Db } from "../db/client";
import { migrate } from "../db/migrate";
import * as schema from "../db/schema";
import { BackupError } from "./backup-error";
import { appliedMigrations, clearTransientTables, countRows, photoUrls, siteData, type Query } from "./database-facts";
import { recordLastBackup } from "./last-backup";
import { TRANSIENT_TABLES } from "./manifest";
import type { DatabaseSnapshot } from "./snapshot";

/**
 * The connection for pg_dump and pg_restore: the URL without its password, which goes in PGPASSWORD,
 * so it does not show in the process list.
 */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  // eslint-disable-next-line no-restricted-properties -- not configuration: the tool inherits PATH and locale as a child would
  const inherited = process.env;
  return { dbname: parsed.toString(), env: { ...inherited, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        return reject(
          new BackupError(
            `${tool} was not found. Install PostgreSQL's client tools (Debian: postgresql-client) of the server's major version or newer.`,
          ),
        );
      }
      reject(new BackupError(`${tool} failed: ${String(stderr).trim() || error.message}`));
    });
  });
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the database of DATABASE_URL: ${(error as Error).message}`);
  }
  return client;
}

const queryOf =
  (client: pg.Client): Query =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

/**
 * A PostgreSQL snapshot with pg_dump (custom format), without stopping Prona: the row counts, photo
 * addresses and pg_dump all read one exported snapshot, so they describe the same moment whatever
 * the site writes meanwhile. The transient tables' rows are left out.
 */
export async function snapshotPostgres(
  url: string,
  { stageDir, file, now }: { stageDir: string; file: string; now: Date },
): Promise<DatabaseSnapshot> {
  const client = await connect(url);
  try {
    const query = queryOf(client);
    const migrations = await appliedMigrations(query);
    if (!migrations) throw new BackupError("The database of DATABASE_URL has no Prona tables yet: nothing to back up.");
    await recordLastBackup(drizzle(client, { schema }) as unknown as Db, now);
    await client.query("begin isolation level repeatable read read only");
    const [{ snapshot }] = (await client.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot")).rows as [
      { snapshot: string },
    ];
    const facts = { migrations, tables: await countRows(query), photoUrls: await photoUrls(query) };
    const { dbname, env } = connectionOf(url);
    await run(
      "pg_dump",
      [
        "--format=custom",
        `--snapshot=${snapshot}`,
        ...TRANSIENT_TABLES.map((table) => `--exclude-table-data=${table}`),
        `--file=${path.join(stageDir, file)}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query("commit");
    return facts;
  } finally {
    await client.end();
  }
}

export async function postgresSiteData(url: string): Promise<{ accounts: number; listings: number }> {
  const client = await connect(url);
  try {
    return await siteData(queryOf(client));
  } finally {
    await client.end();
  }
}

/**
 * pg_restore in one transaction (a damaged dump changes nothing), replacing the objects the dump
 * holds; ownership and grants are the target's. Then `check` on the result, the transient tables
 * emptied, and the code's migrations applied (a backup of an older version comes up to date).
 */
export async function restorePostgres(url: string, dumpFile: string, check: (query: Query) => Promise<void>): Promise<void> {
  const { dbname, env } = connectionOf(url);
  await run(
    "pg_restore",
    ["--single-transaction", "--exit-on-error", "--clean", "--if-exists", "--no-owner", "--no-privileges", `--dbname=${dbname}`, dumpFile],
    env,
  );
  const client = await connect(url);
  try {
    const query = queryOf(client);
    await check(query);
    await clearTransientTables(query);
  } finally {
    await client.end();
  }
  const database = await openPostgres(url);
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
}
