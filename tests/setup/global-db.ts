import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { openPostgres } from "../../app/.server/db/client";
import { migrate } from "../../app/.server/db/migrate";
import { EMPTY_DUMP, POSTGRES_TEMPLATE, TEMPLATE_DIR, TEMPLATE_DUMP, TEST_TMP } from "../support/paths";

/**
 * Prepares one migrated database to copy: a PGlite data-directory dump (restoring it skips initdb),
 * or a PostgreSQL template database. For PGlite, also a dump of the cluster before the migrations, and
 * the migrated one as a data directory on disk (copied for servers started in their own process).
 * Several projects use the same driver (api, http): each is prepared once per run.
 */
export default async function setup(project: TestProject) {
  fs.mkdirSync(TEST_TMP, { recursive: true });
  const driver = project.config.env?.TEST_DB ?? "pglite";
  const prepared = ((globalThis as { __pronaTestDatabases?: Map<string, Promise<void>> }).__pronaTestDatabases ??= new Map());
  if (!prepared.has(driver)) prepared.set(driver, driver === "postgres" ? preparePostgres() : preparePglite());
  await prepared.get(driver);
}

async function preparePostgres() {
  const url = process.env.TEST_DATABASE_URL!;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
  const database = await openPostgres(templateUrl.toString());
  await migrate(database);
  await database.close();
}

async function preparePglite() {
  const client = new PGlite({ extensions: { unaccent, pg_trgm } });
  await client.waitReady;
  fs.writeFileSync(EMPTY_DUMP, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await migratePglite(drizzle(client), { migrationsFolder: path.resolve("drizzle") });
  const dump = await client.dumpDataDir("none");
  fs.writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const onDisk = new PGlite(TEMPLATE_DIR, { loadDataDir: dump, extensions: { unaccent, pg_trgm } });
  await onDisk.waitReady;
  await onDisk.close();
}
