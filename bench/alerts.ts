// Saved-search matcher benchmark: the cost, per newly active listing, of recording its alerts against
// 10,000 saved searches (the one INSERT … SELECT of app/.server/saved-searches/match.ts).
//
//   npm run bench:alerts                         # embedded PGlite in bench/.data (removed afterwards)
//   npm run bench:alerts -- postgres://postgres@127.0.0.1:5432/postgres   # a fresh database on that server
//   BENCH_SAVED_SEARCHES=50000 BENCH_RUNS=300 npm run bench:alerts
//
// It prints p50/p95/max of the matcher alone (inside the activating transaction, as the services run
// it) and how many searches matched on average. A benchmark, not a test: numbers depend on the machine.
import { sql } from "drizzle-orm";
import { openBenchDatabase, percentile } from "./bench-database";
import { loadConfig } from "~/.server/config";
import { profiles, properties, savedSearches } from "~/.server/db/schema";
import { createLogger } from "~/.server/logger";
import { filterColumns } from "~/.server/saved-searches/columns";
import { queueSearchAlerts } from "~/.server/saved-searches/match";
import { createServices } from "~/.server/services";
import { searchSchema } from "~/domain/schemas/listings";

const SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 10;
const PER_USER = 20;
const serverUrl = process.argv[2];

// Cities with a rough centre, for locations, bounds and the listings' pins.
const CITIES: [string, number, number][] = [
  ["Prishtinë", 42.66, 21.16],
  ["Prizren", 42.21, 20.74],
  ["Pejë", 42.66, 20.29],
  ["Gjakovë", 42.38, 20.43],
  ["Mitrovicë", 42.89, 20.87],
  ["Ferizaj", 42.37, 21.15],
  ["Gjilan", 42.46, 21.47],
];
const SPELLINGS = ["Prishtina", "Prizreni", "Peja", "Gjakova", "Mitrovica", "Ferizaji", "Gjilani"];
const WORDS = ["ballkon", "qendër", "oborr", "pishinë", "garazh", "renovuar", "pamje", "parkut"];
const TYPES = ["apartment", "house", "land", "commercial"] as const;

/** The g-th saved search: a realistic mix of filters (most name a place; some a word, a price, an area). */
function savedFilters(g: number): Record<string, unknown> {
  const city = CITIES[g % CITIES.length]!;
  const f: Record<string, unknown> = {};
  if (g % 10 < 9) f.location = g % 3 === 0 ? SPELLINGS[g % SPELLINGS.length] : city[0];
  if (g % 4 === 0) f.q = WORDS[(g >> 2) % WORDS.length];
  if (g % 10 !== 0) f.listing_type = g % 2 ? "sale" : "rent";
  if (g % 5 !== 0) f.type = TYPES[(g >> 1) % TYPES.length];
  if (g % 2 === 0) f.max_price = g % 4 === 0 ? 800 + (g % 7) * 100 : 80_000 + (g % 9) * 20_000;
  if (g % 6 === 0) f.min_price = g % 4 === 0 ? 200 : 30_000;
  if (g % 5 === 1) f.min_rooms = 1 + (g % 3);
  if (g % 7 === 0) f.min_area = 50;
  if (g % 11 === 0) f.parking = "1";
  if (g % 13 === 0) f.elevator = "1";
  if (g % 17 === 0) f.heating = "central";
  if (g % 8 === 3) f.bounds = `${city[1] - 0.05},${city[2] - 0.05},${city[1] + 0.05},${city[2] + 0.05}`;
  return f;
}

const { database, dataDir, cleanup } = await openBenchDatabase(serverUrl, "alerts");
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
  LOG_LEVEL: "silent",
});
const services = await createServices(config, { database, logger: createLogger("silent") });
try {
  console.log(`Database: ${database.driver}. Saving ${SEARCHES.toLocaleString("en")} searches...`);
  const started = Date.now();
  const users = await services.db
    .insert(profiles)
    .values(Array.from({ length: Math.ceil(SEARCHES / PER_USER) + 1 }, (_, i) => ({ name: `Bench ${i}`, email: `bench-${i}@prona.local` })))
    .returning({ id: profiles.id });
  const owner = users.pop()!.id;
  for (let offset = 0; offset < SEARCHES; offset += 500) {
    const rows = Array.from({ length: Math.min(500, SEARCHES - offset) }, (_, i) => {
      const g = offset + i;
      const input = searchSchema.parse(savedFilters(g));
      return {
        user_id: users[Math.floor(g / PER_USER)]!.id,
        name: `Kërkimi ${g}`,
        frequency: g % 10 === 9 ? ("none" as const) : g % 3 === 0 ? ("daily" as const) : ("instant" as const),
        ...filterColumns(input),
      };
    });
    await services.db.insert(savedSearches).values(rows);
  }
  await services.db.execute(sql`analyze saved_searches`);
  console.log(`Saved in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);

  const times: number[] = [];
  let matched = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const [name, lat, lng] = CITIES[i % CITIES.length]!;
    const rent = i % 2 === 0;
    const ms = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(properties)
        .values({
          owner_id: owner,
          title: `Banesë ${WORDS[i % WORDS.length]} #${i}`,
          description: `Banesë e ndritshme me ${WORDS[(i + 3) % WORDS.length]} dhe ngrohje qendrore.`,
          location: i % 3 ? name : `${name}, Qendër`,
          price: rent ? 250 + (i % 9) * 100 : 40_000 + (i % 11) * 15_000,
          type: TYPES[i % TYPES.length]!,
          listing_type: rent ? "rent" : "sale",
          status: "active",
          rooms: 1 + (i % 5),
          area: 40 + (i % 10) * 15,
          parking: i % 3 === 0,
          elevator: i % 4 === 0,
          heating: i % 2 ? "central" : "own",
          latitude: lat + ((i % 7) - 3) * 0.01,
          longitude: lng + ((i % 5) - 2) * 0.01,
        })
        .returning({ id: properties.id });
      const t0 = performance.now();
      const n = await queueSearchAlerts(tx, row!.id);
      const elapsed = performance.now() - t0;
      if (i >= WARMUP) matched += n;
      return elapsed;
    });
    if (i >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(`matcher per new listing, ${SEARCHES.toLocaleString("en")} saved searches (${database.driver}):`);
  console.log(
    `  p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms  max ${times[times.length - 1]!.toFixed(2)} ms` +
      `  (${(matched / RUNS).toFixed(1)} alerts recorded per listing on average, ${RUNS} listings after ${WARMUP} warm-up)`,
  );
} finally {
  await services.close();
  await cleanup();
}
