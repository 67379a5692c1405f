// What the benchmarks share: a fresh database to fill (embedded PGlite under bench/.data, or a new
// database on the PostgreSQL server given), removed afterwards, and the percentile of sorted timings.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { openPglite, openPostgres, type Database } from "~/.server/db/client";
import { createDatabaseOn } from "../tests/support/postgres-database";

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
  const created = await createDatabaseOn(serverUrl, "prona_bench");
  const database = await openPostgres(created.url);
  return {
    database,
    dataDir,
    url: created.url,
    cleanup: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await created.drop();
    },
  };
}
