import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { openPostgres, type Database, type Db } from "~/.server/db/client";
import * as schema from "~/.server/db/schema";
import { EMPTY_DUMP } from "./paths";
import { createDatabaseOn } from "./postgres-database";

/** A new PostgreSQL database on the test server with nothing in it, as `createdb` makes; `drop` removes it. */
export function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return createDatabaseOn(process.env.TEST_DATABASE_URL!, "prona_empty");
}

/**
 * An empty database (no migrations applied) of the driver under test, for tests of the migrations
 * themselves. `close()` removes it.
 */
export async function openEmptyTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === "postgres") {
    const created = await createEmptyPostgresDatabase();
    const database = await openPostgres(created.url);
    return {
      ...database,
      async close() {
        await database.close().catch(() => undefined);
        await created.drop();
      },
    };
  }
  // A fresh initdb, restored from its dump (tests/setup/global-db.ts): quicker than running initdb.
  const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(EMPTY_DUMP)]), extensions: { unaccent, pg_trgm } });
  await client.waitReady;
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    driver: "pglite",
    ping: async () => void (await client.query("select 1")),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
