import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { loadConfig } from "~/.server/config";
import { openPostgres, type Database, type Db } from "~/.server/db/client";
import { createLogger } from "~/.server/logger";
import { createServices, type Services } from "~/.server/services";
import * as schema from "~/.server/db/schema";
import { POSTGRES_TEMPLATE, TEMPLATE_DUMP, TEST_TMP } from "./paths";

export const TEST_PUBLIC_URL = "http://prona.test";

/** A fresh PostgreSQL database copied from the migrated template; `drop` removes it. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `prona_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === "postgres") {
    const created = await createPostgresTestDatabase();
    const database = await openPostgres(created.url);
    return {
      ...database,
      async close() {
        // A test may already have closed it (to simulate an outage); the database is dropped anyway.
        await database.close().catch(() => undefined);
        await created.drop();
      },
    };
  }
  // An in-memory PGlite restored from the migrated template: no initdb, no migrations to replay.
  const dump = new Blob([fs.readFileSync(TEMPLATE_DUMP)]);
  const client = new PGlite({ loadDataDir: dump, extensions: { unaccent, pg_trgm } });
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

/** Services on a fresh database of their own (one per test file), with a private data directory. */
export async function createTestServices(env: Record<string, string> = {}): Promise<Services> {
  const dataDir = path.join(TEST_TMP, `data-${randomBytes(6).toString("hex")}`);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
    // The weakest argon2 cost: tests hash hundreds of passwords (allowed only with NODE_ENV=test).
    PASSWORD_HASH_COST: "test",
    ...env,
  });
  const database = await openTestDatabase();
  const services = await createServices(config, { database, migrate: false, logger: createLogger("silent") });
  return {
    ...services,
    async close() {
      await services.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
