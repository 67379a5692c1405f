import fs from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIR } from "../db/migrate";
import { TRANSIENT_TABLES } from "./manifest";

/** A plain SQL query on either driver (a PGlite or a pg client): rows as objects. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

const quoted = (name: string) =>
  name
    .split(".")
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join(".");

/** Every table of the app ("schema.table"): Prona's own and the migrations' bookkeeping. */
async function appTables(query: Query): Promise<string[]> {
  const rows = await query(
    `select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
  );
  return rows.map((row) => String(row.name));
}

/** Rows per table, transient tables (sessions, tokens, counters) left out. */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await appTables(query)) {
    if ((TRANSIENT_TABLES as readonly string[]).includes(table)) continue;
    const [row] = await query(`select count(*)::int as n from ${quoted(table)}`);
    counts[table] = Number(row!.n);
  }
  return counts;
}

/** Accounts and listings in a database: a restore replaces a database only when both are none (or forced). */
export async function siteData(query: Query): Promise<{ accounts: number; listings: number }> {
  const [exists] = await query(`select to_regclass('public.profiles') is not null and to_regclass('public.properties') is not null as ok`);
  if (!exists?.ok) return { accounts: 0, listings: 0 };
  const [row] = await query(
    `select (select count(*) from public.profiles)::int as accounts, (select count(*) from public.properties)::int as listings`,
  );
  return { accounts: Number(row!.accounts), listings: Number(row!.listings) };
}

/** How many migrations the database has applied (none before the first). */
export async function appliedMigrations(query: Query): Promise<number> {
  const [exists] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`);
  if (!exists?.ok) return 0;
  const [row] = await query(`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(row!.n);
}

/** How many migrations this version of Prona has. */
export function knownMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}

/** Empties the transient tables of a restored database (sessions, reset tokens, counters). */
export async function clearTransientTables(query: Query): Promise<void> {
  const present = new Set(await appTables(query));
  const tables = TRANSIENT_TABLES.filter((table) => present.has(table));
  if (tables.length) await query(`truncate ${tables.map(quoted).join(", ")}`);
}

/** The photo addresses the data holds: listing photos, floor plans and agency logos. */
export async function photoUrls(query: Query): Promise<string[]> {
  const rows = await query(`
    select unnest(images) as url from public.properties
    union select floor_plan from public.properties where floor_plan is not null
    union select logo from public.agency_profiles where logo is not null`);
  return rows.map((row) => String(row.url));
}
