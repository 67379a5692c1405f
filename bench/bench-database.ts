// What the benchmarks share: a fresh database to fill (embedded PGlite under bench/.data, or a new
// database on the PostgreSQL server given), removed afterwards, and the percentile of sorted timings.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "~/.server/db/client";

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A fresh database: PGlite without `serverUrl`, else a new database on that server. */
export async function openBenchDatabase(
  serverUrl: string | undefined,
  prefix: string,
): Promise<{ database: Database; dataDir: string; url?: string; cleanup: () => Promise<void> }> {
  const dataDir = path.resolve("bench/.data", `${prefix}-${randomBytes(4).toString("hex")}`);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!serverUrl) {
    const database = await openPglite(dataDir);
    return { database, dataDir, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `prona_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    database,
    dataDir,
    url: url.toString(),
    cleanup: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
