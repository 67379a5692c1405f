// Search benchmark: fills a fresh database with 100,000 listings and measures the public search
// endpoint (GET /api/properties, through the real API handler) for typical filters, and the map's
// markers (GET /api/properties/map).
//
//   npm run bench:search                         # embedded PGlite in bench/.data (removed afterwards)
//   npm run bench:search -- postgres://postgres@127.0.0.1:5432/postgres   # a fresh database on that server
//   BENCH_LISTINGS=20000 BENCH_RUNS=30 npm run bench:search
//
// It prints p50/p95/max per filter. A benchmark, not a test: numbers depend on the machine.
import { openBenchDatabase, percentile } from "./bench-database";
import { fillListings } from "./fill-listings";
import { createApi } from "~/.server/api/app";
import { loadConfig } from "~/.server/config";
import { createLogger } from "~/.server/logger";
import { createServices } from "~/.server/services";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;
const serverUrl = process.argv[2];

const QUERIES: [string, string][] = [
  ["default (newest, featured first)", ""],
  ["keyword 'prishtine' (accent-free)", "q=prishtine"],
  ["two keywords 'banese ballkon'", "q=banese%20ballkon"],
  ["location Prizren + house", "location=Prizren&type=house"],
  ["rent, 300–800 €, 2+ rooms, price low→high", "listing_type=rent&min_price=300&max_price=800&min_rooms=2&sort=price_low"],
  ["sale, price high→low", "listing_type=sale&sort=price_high"],
  ["keyword + type + rent", "q=qendr&type=apartment&listing_type=rent"],
  ["keyword with accent 'pishinë'", "q=pishin%C3%AB"],
  ["page 50 of the default list", "page=50"],
  ["keyword 'Prishtina' (definite form)", "q=Prishtina"],
  ["keyword 'Pristina' (other spelling)", "q=Pristina"],
  ["location 'Peja' (definite form)", "location=Peja"],
  ["keywords sorted by relevance", "q=banesa%20ballkon&sort=relevance"],
  // Issue 13: the richer facts' filters and the reference an owner quotes.
  ["reference '10234' (number: reference or keyword)", "q=10234"],
  ["reference '#54321'", "q=%2354321"],
  ["2+ bathrooms, 60–120 m²", "min_bathrooms=2&min_area=60&max_area=120"],
  ["heating central + furnished + lift, rent", "heating=central&furnished=1&elevator=1&listing_type=rent"],
  ["new build + parking, sale, price low→high", "new_build=1&parking=1&listing_type=sale&sort=price_low"],
  ["added in the last 24 h", "added=24h"],
  ["added in the last 7 days + Prishtinë", "added=7d&location=Prishtin%C3%AB"],
  ["added in the last 24 h, rent", "added=24h&listing_type=rent"],
  // Issue 13: the map's "search this area" and its markers.
  ["bounds: Prishtinë's box (search this area)", "bounds=42.60,21.10,42.70,21.22"],
  ["map markers: all active (2,000 at most)", "/api/properties/map"],
  ["map markers: for sale in Prishtinë's box", "/api/properties/map?listing_type=sale&bounds=42.60,21.10,42.70,21.22"],
];

const { database, dataDir, cleanup } = await openBenchDatabase(serverUrl, "run");
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
  LOG_LEVEL: "silent",
});
const services = await createServices(config, { database, logger: createLogger("silent") });
try {
  console.log(`Database: ${database.driver}. Filling ${LISTINGS.toLocaleString("en")} listings...`);
  const started = Date.now();
  await fillListings(services.db, LISTINGS);
  console.log(`Filled in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);

  const api = createApi(services);
  const rows: string[][] = [["filter", "total", "p50 ms", "p95 ms", "max ms"]];
  for (const [label, query] of QUERIES) {
    const url = query.startsWith("/") ? query : `/api/properties${query ? `?${query}` : ""}`;
    let total = 0;
    const times: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t0 = performance.now();
      const response = await api.request(url);
      const body = (await response.json()) as { total: number };
      const ms = performance.now() - t0;
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
      total = body.total;
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    rows.push([
      label,
      String(total),
      percentile(times, 50).toFixed(1),
      percentile(times, 95).toFixed(1),
      times[times.length - 1]!.toFixed(1),
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "));
  console.log(`\n${RUNS} runs per filter after ${WARMUP} warm-up runs, ${LISTINGS.toLocaleString("en")} listings, ${database.driver}.`);
} finally {
  await services.close();
  await cleanup();
}
