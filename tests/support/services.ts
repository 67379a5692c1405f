import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { loadConfig } from "~/.server/config";
import { openPostgres, type Database, type Db } from "~/.server/db/client";
import { createLogger } from "~/.server/logger";
import { createServices, type Services } from "~/.server/services";
import * as schema from "~/.server/db/schema";
import { POSTGRES_TEMPLATE, TEMPLATE_DUMP, TEST_TMP } from "./paths";
import { createDatabaseOn } from "./postgres-database";

export const TEST_PUBLIC_URL = "http://prona.test";

/** Whether this test run is on a PostgreSQL server (the api:postgres project), not PGlite. */
export const onPostgres = process.env.TEST_DB === "postgres";

/** A fresh PostgreSQL database copied from the migrated template; `drop` removes it. */
export function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return createDatabaseOn(process.env.TEST_DATABASE_URL!, "prona_test", POSTGRES_TEMPLATE);
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
  const client = await leasePglite();
  const db = drizzle({ client: client.handle, schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    ping: async () => void (await client.handle.query("select 1")),
    close: () => client.release(),
  };
}

/**
 * In-memory PGlite instances of this worker (vitest runs the API test files of a worker one after
 * another in one process: `isolate: false`). Restoring the migrated template costs about a second;
 * an instance that a test file has finished with is emptied instead (every table truncated, session
 * state discarded) and lent to the next file, which thus sees exactly what a fresh copy of the
 * template holds. An instance whose schema a test changed (a trigger, a function), or that was closed
 * or failed to reset, is closed and never lent again.
 */
type Pooled = { client: PGlite; fingerprint: string };
const pool: Pooled[] = ((globalThis as { __pronaPglitePool?: Pooled[] }).__pronaPglitePool ??= []);

// Everything a test could add or change besides rows: relations, columns, functions, triggers, types.
const SCHEMA_FINGERPRINT = `
  select md5(coalesce(string_agg(x, ',' order by x), '')) as fingerprint from (
    select 'rel:' || n.nspname || '.' || c.relname || ':' || c.relkind::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
    union all select 'col:' || a.attrelid::regclass::text || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' and a.attnum > 0 and not a.attisdropped
    union all select 'fn:' || n.nspname || '.' || p.proname || ':' || md5(coalesce(p.prosrc, '')) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all select 'trg:' || tgrelid::regclass::text || '.' || tgname from pg_trigger where not tgisinternal
    union all select 'con:' || conrelid::regclass::text || '.' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace
    union all select 'idx:' || indexrelid::regclass::text || ':' || pg_get_indexdef(indexrelid) from pg_index i join pg_class c on c.oid = i.indrelid where c.relnamespace = 'public'::regnamespace
    union all select 'type:' || t.typname from pg_type t where t.typnamespace = 'public'::regnamespace
    union all select 'ext:' || extname || ':' || extversion from pg_extension
  ) s(x)`;

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return rows[0]!.fingerprint;
}

/** Back to the migrated template's state: no rows in any table of the app, sequences restarted. */
async function empty(client: PGlite, fingerprint: string): Promise<boolean> {
  await client.exec("DISCARD ALL");
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  if (rows.length) await client.exec(`TRUNCATE ${rows.map((r) => r.name).join(", ")} RESTART IDENTITY CASCADE`);
  return (await fingerprintOf(client)) === fingerprint;
}

/** One PGlite for one test file: `handle` works until `release()`, after which it refuses every call. */
async function leasePglite(): Promise<{ handle: PGlite; release(): Promise<void> }> {
  let entry = pool.pop();
  if (!entry) {
    const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(TEMPLATE_DUMP)]), extensions: { unaccent, pg_trgm } });
    await client.waitReady;
    entry = { client, fingerprint: await fingerprintOf(client) };
  }
  const { client, fingerprint } = entry;
  let released = false;
  // Calls through an old handle (a late promise of a finished file) fail as on a closed database,
  // and never reach the next file's data.
  const handle = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === "closed") return released || target.closed;
      if (typeof value !== "function") return value;
      if (released) return () => Promise.reject(new Error("PGlite is closed"));
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
  return {
    handle,
    async release() {
      if (released) return;
      released = true;
      if (client.closed) return;
      const reusable = await empty(client, fingerprint).catch(() => false);
      if (reusable) pool.push(entry);
      else await client.close();
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
