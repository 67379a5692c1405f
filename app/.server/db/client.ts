import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import pg from "pg";
import { acquireDirectoryLock, type DirectoryLock } from "./lock";
import * as schema from "./schema";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What services take: the database or a transaction on it. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: a pool client for LISTEN (realtime events across processes). */
  pool?: pg.Pool;
};

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  let lock: DirectoryLock | undefined;
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pglite");
    // PGlite does not create parent directories, and two processes on one directory corrupt it.
    fs.mkdirSync(dir, { recursive: true });
    lock = acquireDirectoryLock(dataDir);
  }
  const client = new PGlite(dir, { extensions: { unaccent, pg_trgm } });
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    async ping() {
      await client.query("select 1");
    },
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  await pool.query("select 1");
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: "postgres",
    pool,
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await pool.end();
    },
  };
}
