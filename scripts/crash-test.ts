// Crash durability (issue 16 §2): writers through the HTTP API while the app is killed with SIGKILL at
// random moments and restarted on the same data; afterwards every acknowledged write must be present
// and whole, nothing half-written visible, and every start clean. `npm run test:crash` (after a build).
//
//   CRASH_KILLS      kills (default 100)
//   CRASH_WRITERS    concurrent writers (default 4)
//   CRASH_UP_MS      the app runs a random 0.3–CRASH_UP_MS ms between kills (default 2000)
//   CRASH_TIME_LIMIT whole run in seconds (default 2400); stops early and fails when reached
//   TEST_DB=postgres with TEST_DATABASE_URL: a new database on that server instead of PGlite
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import pg from "pg";
import { createDatabaseOn } from "../tests/support/postgres-database";
import { newSetup, removeDir, startApp, type AppSetup, type RunningApp } from "../tests/crash/app-process";
import { freePort } from "../tests/support/free-port";
import { send } from "../tests/crash/http";
import { verify, type Sql } from "../tests/crash/verify";
import { makePhotos, newLedger, runWriter } from "../tests/crash/writers";

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not ${process.env[name]}`);
  return value;
};
const KILLS = number("CRASH_KILLS", 100);
const WRITERS = Math.max(1, number("CRASH_WRITERS", 4));
const UP_MS = Math.max(400, number("CRASH_UP_MS", 2000));
const TIME_LIMIT_MS = number("CRASH_TIME_LIMIT", 2400) * 1000;
const postgresUrl = process.env.TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
if (process.env.TEST_DB === "postgres" && !postgresUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function openSql(setup: AppSetup): Promise<Sql> {
  if (setup.databaseUrl) {
    const client = new pg.Client({ connectionString: setup.databaseUrl });
    await client.connect();
    return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
  }
  const client = new PGlite(path.join(setup.dataDir, "pglite"), { extensions: { unaccent, pg_trgm } });
  await client.waitReady;
  return { query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows, close: () => client.close() };
}

async function main() {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Build the app first: npm run build");
  const started = Date.now();
  const runId = randomBytes(4).toString("hex");
  const dataDir = path.resolve(`.tmp/crash/${runId}`);
  const database = postgresUrl ? await createDatabaseOn(postgresUrl, "prona_crash") : undefined;
  const setup = newSetup(await freePort(), dataDir, database?.url);
  const driver = database ? "PostgreSQL" : "PGlite";
  console.log(`Crash test on ${driver}: ${KILLS} kills, ${WRITERS} writers, data in ${dataDir}`);

  // First start (initdb and migrations), then new listings go live without review, so that others
  // can favourite them and send contact requests.
  let app: RunningApp = await startApp(setup, 120_000);
  await app.stop();
  const settings = await openSql(setup);
  await settings.query(`update platform_settings set value = jsonb_set(value, '{require_approval}', 'false') where key = 'properties'`);
  await settings.close();
  app = await startApp(setup);

  const ledger = newLedger();
  const photos = await makePhotos();
  let writing = true;
  let address = 0;
  // 127.1.0.1 … : one source address per registration (10 a hour per address).
  const nextAddress = () => {
    address++;
    return `127.1.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  };
  const writers = Array.from({ length: WRITERS }, (_, writer) =>
    runWriter({ writer, port: setup.port, runId, ledger, photos, running: () => writing, nextAddress }),
  );

  const recoveries: number[] = [];
  const startFailures: string[] = [];
  let kills = 0;
  try {
    while (kills < KILLS && Date.now() - started < TIME_LIMIT_MS) {
      await sleep(300 + Math.random() * (UP_MS - 300));
      const killedAt = performance.now();
      await app.kill();
      kills++;
      try {
        app = await startApp(setup);
      } catch (error) {
        startFailures.push(String(error));
        // One more try, so the run can report instead of stopping at the first bad start.
        app = await startApp(setup);
      }
      recoveries.push(performance.now() - killedAt);
      if (kills % 10 === 0) console.log(`  ${kills} kills, ${Object.values(ledger.acked).reduce((a, b) => a + b, 0)} acknowledged writes`);
    }
  } finally {
    writing = false;
    await Promise.all(writers);
  }

  // Sessions acknowledged at registration still work on the last process.
  for (const [id, user] of ledger.users) {
    const me = await send({ port: setup.port, path: "/api/me", headers: { cookie: user.cookie } }).catch(() => undefined);
    if (me?.status !== 200) ledger.faults.push(`GET /api/me for ${id}: ${me?.status ?? "no answer"}`);
  }
  await app.stop();

  const sql = await openSql(setup);
  const findings = await verify(sql, ledger, runId, path.join(dataDir, "storage", "property-images"));
  await sql.close();

  const sorted = [...recoveries].sort((a, b) => a - b);
  const lost = Object.values(findings.lost).reduce((a, b) => a + b, 0);
  const acked = Object.values(ledger.acked).reduce((a, b) => a + b, 0);
  console.log(`\nCrash test on ${driver} — ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`kills: ${kills} of ${KILLS}; failed starts: ${startFailures.length}`);
  console.log(
    `recovery (SIGKILL → /api/ready 200): p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(
    `acknowledged writes: ${acked} (${Object.entries(ledger.acked)
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")})`,
  );
  console.log(`requests without an answer (in flight at a kill, or while down): ${ledger.unanswered}`);
  console.log(
    `writes lost: ${lost}${
      lost
        ? ` (${Object.entries(findings.lost)
            .filter(([, n]) => n)
            .map(([k, n]) => `${k} ${n}`)
            .join(", ")})`
        : ""
    }`,
  );
  console.log(`half-written found: ${findings.halfWritten.length}`);
  console.log(`photo files checked (original and variants, decoded): ${findings.checkedFiles}`);
  console.log(`garbage files: ${findings.orphanFiles} photo files no row names, ${findings.tempFiles} temporary files`);
  console.log(`faults (5xx, refused sessions, failed photos): ${ledger.faults.length}`);
  for (const line of [...findings.lostDetails, ...findings.halfWritten, ...ledger.faults, ...startFailures].slice(0, 30))
    console.log(`  ${line}`);

  const ok = kills === KILLS && !startFailures.length && lost === 0 && !findings.halfWritten.length && !ledger.faults.length && acked > 0;
  if (ok) {
    removeDir(dataDir);
    await database?.drop();
  } else {
    console.log(`\nFAILED${kills < KILLS ? ` (time limit reached after ${kills} kills)` : ""}; data kept in ${dataDir}`);
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
