// HTTP benchmark (issue 15): Prona as `npm start` runs it, on a fresh database with N listings, loaded
// with 10 keep-alive connections, side by side with what bounds it on this machine: the search's page
// query straight in the database (alone and with the count Prona runs) and a bare Node server sending
// the same bytes as /listings.
//
//   npm run build && npm run bench:http                 # embedded PGlite in bench/.data (removed afterwards)
//   npm run bench:http -- postgres://postgres@127.0.0.1:5432/postgres   # a fresh database on that server
//   BENCH_LISTINGS=20000 BENCH_SECONDS=5 npm run bench:http
//   BENCH_BASELINE=../prona-before npm run bench:http -- postgres://…   # an older checkout (built) first, side by side
//
//   BENCH_ONLY="signed in" npm run bench:http -- postgres://…   # only the rows whose name holds this text
//
//   BENCH_ACCEPT_ENCODING=identity npm run bench:http   # uncompressed answers (the client asks as browsers do by default)
//
// A benchmark, not a test: the figures depend on the machine and what else runs on it.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { openBenchDatabase, percentile } from "./bench-database";
import { fillListings } from "./fill-listings";
import { loadTable, measureLoad, type LoadResult } from "./load";
import { freePort } from "../tests/support/free-port";
import { start, waitFor } from "./processes";
import { loadConfig } from "~/.server/config";
import { createLogger } from "~/.server/logger";
import { createServices } from "~/.server/services";
import { searchQueries } from "~/.server/listings/search-properties";
import { parseSearchLenient } from "~/domain/schemas/listings";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const serverUrl = process.argv[2];

if (!fs.existsSync("build/server/index.js")) throw new Error("Build the app first: npm run build");

/** Runs `query` from `CONNECTIONS` loops for SECONDS and reports it as a load result. */
async function measureQuery(name: string, query: () => Promise<unknown>): Promise<LoadResult> {
  for (let i = 0; i < 20; i++) await query();
  const times: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await query();
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: Math.round(times.length / SECONDS),
    p50: Math.round(percentile(times, 50) * 10) / 10,
    p99: Math.round(percentile(times, 99) * 10) / 10,
    bytes: 0,
    failures: 0,
  };
}

const { database, dataDir, url: databaseUrl, cleanup } = await openBenchDatabase(serverUrl, "http");
const authSecret = randomBytes(24).toString("hex");
const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, AUTH_SECRET: authSecret, LOG_LEVEL: "silent" });
const services = await createServices(config, { database, logger: createLogger("silent") });
const results: LoadResult[] = [];
try {
  console.log(`Database: ${database.driver}. Filling ${LISTINGS.toLocaleString("en")} listings...`);
  await fillListings(services.db, LISTINGS);

  // The default search's queries, as Prona builds them, straight in the database.
  const { page, count } = searchQueries(services.db, null, parseSearchLenient({}));
  const pageQuery = page.toSQL();
  const countQuery = count.toSQL();
  // PostgreSQL: the SQL text on the pool; PGlite (in this process): the same query through Drizzle.
  const pool = database.pool;
  const runPage = pool ? () => pool.query(pageQuery.sql, pageQuery.params) : () => page.execute();
  const runCount = pool ? () => pool.query(countQuery.sql, countQuery.params) : () => count.execute();
  results.push(await measureQuery("the default search's page query alone, in the database", runPage));
  results.push(await measureQuery("the same page query plus Prona's capped count", () => Promise.all([runPage(), runCount()])));
} finally {
  // The app opens the database itself (PGlite: one process at a time).
  await services.close();
}

/** Prona's pages and API as the build in `appDir` serves them (cwd: its build/client holds the assets). */
async function measureApp(appDir: string, label: string): Promise<LoadResult[]> {
  const measured: LoadResult[] = [];
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const prona = start(process.execPath, [path.join(appDir, "build/server/index.js")], appDir, {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    DEMO_DATA: "false",
    JOBS: "false",
    LOG_LEVEL: "warn",
    AUTH_SECRET: authSecret,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    await waitFor(`${baseUrl}/api/ready`, prona.child, prona.output);
    const email = `bench-${randomBytes(4).toString("hex")}@example.com`;
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Lexuesi", email, password: "sekret123", confirm_password: "sekret123", user_type: "buyer" }),
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const cookieOf = (res: Response) =>
      res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    const cookie = cookieOf(registered);
    // The realistic buyer (issue 35 §7): keeps a third of the first page of /listings as favourites,
    // the listing measured among them.
    const buyer = await fetch(`${baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Blerina Gashi",
        email: `buyer-${email}`,
        password: "sekret123",
        confirm_password: "sekret123",
        user_type: "buyer",
      }),
    });
    if (buyer.status !== 201) throw new Error(`register: ${buyer.status} ${await buyer.text()}`);
    const buyerCookie = cookieOf(buyer);
    const firstPage = (await (await fetch(`${baseUrl}/api/properties`)).json()) as { properties: { id: string }[] };
    const id = firstPage.properties[0]!.id;
    for (const [index, listing] of firstPage.properties.entries()) {
      if (index % 3 !== 0) continue;
      const kept = await fetch(`${baseUrl}/api/properties/${listing.id}/favorite`, { method: "POST", headers: { cookie: buyerCookie } });
      if (kept.status !== 200) throw new Error(`favourite: ${kept.status} ${await kept.text()}`);
    }
    const filtered = "listing_type=rent&min_price=300&max_price=800&min_rooms=2&sort=price_low";
    const pages: [string, string, Record<string, string>?][] = [
      ["API search, default", "/api/properties"],
      ["API search, q=prishtine", "/api/properties?q=prishtine"],
      ["API search, filtered", `/api/properties?${filtered}`],
      ["page /", "/"],
      ["page /listings", "/listings"],
      ["page /listings, filtered", `/listings?${filtered}`],
      [`page /property/{id}`, `/property/${id}`],
      ["signed in: page /", "/", { cookie }],
      ["signed in: page /listings", "/listings", { cookie }],
      ["signed in: page /listings, filtered", `/listings?${filtered}`, { cookie }],
      ["signed in: page /property/{id}", `/property/${id}`, { cookie }],
      ["signed in, favourites on the page: page /", "/", { cookie: buyerCookie }],
      ["signed in, favourites on the page: page /listings", "/listings", { cookie: buyerCookie }],
      ["signed in, a favourite: page /property/{id}", `/property/${id}`, { cookie: buyerCookie }],
      // What a signed-in reader's browser asks next, once the page is loaded: the data of a client-side
      // navigation (only the loaders that must run again, named by _routes, as React Router asks).
      ["signed in: a filter change (/listings.data)", `/listings.data?${filtered}&_routes=routes%2Fpublic%2Flistings`, { cookie }],
      ["signed in: another listing (/property/{id}.data)", `/property/${id}.data?_routes=routes%2Fpublic%2Fproperty`, { cookie }],
    ];
    const only = process.env.BENCH_ONLY;
    for (const [name, pagePath, headers] of pages.filter(([name]) => !only || name.includes(only))) {
      measured.push(await measureLoad(`${label}${name}`, `${baseUrl}${pagePath}`, { connections: CONNECTIONS, seconds: SECONDS, headers }));
    }
    if (!listingsBody) listingsBody = await (await fetch(`${baseUrl}/listings`)).text();
  } finally {
    prona.child.kill("SIGTERM");
    await new Promise((r) => prona.child.once("exit", r));
  }
  return measured;
}

let listingsBody = "";
try {
  // BENCH_BASELINE=<a checkout with its own build>: the same table for that version first, in the same run.
  const baseline = process.env.BENCH_BASELINE;
  if (baseline) results.push(...(await measureApp(path.resolve(baseline), "before: ")));
  results.push(...(await measureApp(process.cwd(), baseline ? "now: " : "")));

  // The ceiling: a bare Node server sending /listings' bytes.
  const bodyFile = path.join(dataDir, "listings.html");
  fs.writeFileSync(bodyFile, listingsBody);
  const barePort = await freePort();
  const bare = start(
    process.execPath,
    [
      "-e",
      // Compressed once, as Prona keeps its pages (Brotli quality 5), and sent so to clients that accept it.
      `const zlib = require("zlib");
       const body = require("fs").readFileSync(${JSON.stringify(bodyFile)});
       const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
       require("http").createServer((req, res) => {
         const encoded = /\\bbr\\b/.test(req.headers["accept-encoding"] || "");
         res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...(encoded ? { "content-encoding": "br" } : {}) });
         res.end(encoded ? br : body);
       }).listen(${barePort}, "127.0.0.1");`,
    ],
    process.cwd(),
    {},
  );
  try {
    await waitFor(`http://127.0.0.1:${barePort}/`, bare.child, bare.output);
    results.push(
      await measureLoad("a bare Node server sending /listings' bytes", `http://127.0.0.1:${barePort}/`, {
        connections: CONNECTIONS,
        seconds: SECONDS,
      }),
    );
  } finally {
    bare.child.kill("SIGKILL");
  }
} finally {
  await cleanup();
}

console.log(`\n${loadTable(results)}\n`);
console.log(
  `${LISTINGS.toLocaleString("en")} listings on ${database.driver}, ${CONNECTIONS} connections, ${SECONDS} s each after a 1 s warm-up; ` +
    `the database rows run ${CONNECTIONS} queries at a time from this process.`,
);
