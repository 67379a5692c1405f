import path from "node:path";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { Database } from "./client";

/** Where the committed SQL migrations are, from the repository root (the working directory). */
export const MIGRATIONS_DIR = path.resolve("drizzle");

// Any constant: an advisory lock id private to Prona's migrations.
const MIGRATION_LOCK = 7_345_112;

/** Applies the committed migrations; several processes starting at once take turns. */
export async function migrate(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (!database.pool) {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // The advisory lock belongs to a connection, so lock, migrate and unlock on one client.
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
