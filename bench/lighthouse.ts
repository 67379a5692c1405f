// Lighthouse benchmark (issue 15): the home page, /listings and a listing's page as Lighthouse's mobile
// profile sees them (a mid-range phone on slow 4G), with both of its throttling methods: "simulated"
// (the default: loads once unthrottled and models the phone) and "devtools" (throttles the real load).
// Prona runs as `npm start` runs it, on a fresh embedded database with the demo data.
//
//   npm run build && npm run bench:lighthouse
//   BENCH_RUNS=3 npm run bench:lighthouse     # each page several times; the median score is shown
//   BENCH_REPORTS=/tmp/lh npm run bench:lighthouse   # also keeps each run's full report (JSON)
//   BENCH_BASELINE=../prona-before npm run bench:lighthouse   # an older checkout (built) beside this one
//   BENCH_PAGES=listing BENCH_THROTTLING=simulate npm run bench:lighthouse   # some of the pages and methods
//
// A benchmark, not a test: the figures depend on the machine and on what else runs on it (the
// simulated method multiplies the main thread's work as measured on this processor by four). Each
// page is therefore also measured as its floor, side by side: the same HTML with every script taken
// out, from a bare server (its photos, icons and fonts still from Prona). No page that hydrates can
// score above it on the same machine; the gap between the two is what the page's JavaScript costs.
// Runs are interleaved (each target once, then each again): a machine that slows down for a minute
// costs every target alike instead of one of them.
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse, { type Flags } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { freePort } from "../tests/support/free-port";
import { start, waitFor } from "./processes";
import { compress } from "../server/compress";
import { KEPT_BROTLI_QUALITY } from "../server/response-cache";

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const REPORTS = process.env.BENCH_REPORTS;
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const PAGE_NAMES = ["home", "listings", "listing"] as const;
const PAGES = (process.env.BENCH_PAGES?.split(",") ?? PAGE_NAMES).filter((name) => name);
const METHODS = (process.env.BENCH_THROTTLING?.split(",") ?? ["simulate", "devtools"]).filter((name) => name);
for (const name of PAGES) if (!(PAGE_NAMES as readonly string[]).includes(name)) throw new Error(`BENCH_PAGES: unknown page ${name}`);
for (const name of METHODS) if (name !== "simulate" && name !== "devtools") throw new Error(`BENCH_THROTTLING: unknown method ${name}`);
if (REPORTS) fs.mkdirSync(REPORTS, { recursive: true });

if (!fs.existsSync("build/server/index.js")) throw new Error("Build the app first: npm run build");
if (BASELINE && !fs.existsSync(path.join(BASELINE, "build/server/index.js"))) throw new Error(`Build ${BASELINE} first`);

/** Chromium with a DevTools port for Lighthouse (its own launcher is not needed for one browser). */
async function startChromium(): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "prona-lighthouse-"));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"], {
    stdio: "ignore",
  });
  process.once("exit", () => {
    child.kill("SIGKILL");
    fs.rmSync(profile, { recursive: true, force: true });
  });
  await waitFor(`http://127.0.0.1:${port}/json/version`, child);
  return { child, port };
}

type Row = {
  page: string;
  method: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  scores?: number[];
  /** Runs Lighthouse could not measure, left out of the median. */
  failed?: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const dataDirs: string[] = [];

/** Prona from `appDir`'s build, as `npm start` runs it, on a fresh embedded database with the demo data. */
async function startProna(appDir: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "prona-lighthouse-data-"));
  dataDirs.push(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const prona = start(process.execPath, ["build/server/index.js"], appDir, {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    DEMO_DATA: "true",
    JOBS: "false",
    LOG_LEVEL: "warn",
    MAP_TILE_URL: "local",
  });
  await waitFor(`${baseUrl}/api/ready`, prona.child, prona.output);
  const search = (await (await fetch(`${baseUrl}/api/properties`)).json()) as { properties: { id: string }[] };
  const listing = search.properties[0]?.id;
  if (!listing) throw new Error("the demo data has no listing");
  const paths: Record<(typeof PAGE_NAMES)[number], string> = { home: "/", listings: "/listings", listing: `/property/${listing}` };
  return { child: prona.child, baseUrl, pages: PAGES.map((name) => paths[name as keyof typeof paths]) };
}
/** The HTML without its scripts (and their preloads): what the page shows before any JavaScript runs. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * A bare server answering each page with Prona's HTML for it, scripts taken out (fetched once), with
 * Brotli as Prona compresses its kept pages, and every other path (photos, icons, the map's tiles)
 * from Prona as it is.
 */
async function startFloorServer(baseUrl: string, pages: string[]): Promise<{ server: http.Server; baseUrl: string }> {
  const html = new Map<string, Buffer>();
  for (const page of pages) {
    const body = Buffer.from(withoutScripts(await (await fetch(`${baseUrl}${page}`)).text()));
    html.set(page, await compress(body, "br", KEPT_BROTLI_QUALITY));
  }
  const server = http.createServer((req, res) => {
    const page = html.get(req.url ?? "");
    if (page) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br", "content-length": page.length });
      res.end(page);
      return;
    }
    const upstream = http.get(
      `${baseUrl}${req.url}`,
      { headers: { "accept-encoding": req.headers["accept-encoding"] ?? "" } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

const chromium = await startChromium();
const rows: Row[] = [];
const servers: ChildProcess[] = [];
try {
  const now = await startProna(process.cwd());
  servers.push(now.child);
  const before = BASELINE ? await startProna(BASELINE) : null;
  if (before) servers.push(before.child);
  const floor = await startFloorServer(now.baseUrl, now.pages);
  process.once("exit", () => floor.server.close());
  const label = (page: string) => (page.startsWith("/property/") ? "/property/{id}" : page);
  const targets = now.pages.flatMap((page, i) => [
    ...(before ? [{ page: before.pages[i]!, label: `${label(page)}, before`, base: before.baseUrl, name: "before" }] : []),
    { page, label: before ? `${label(page)}, now` : label(page), base: now.baseUrl, name: "" },
    { page, label: `${label(page)}, no JavaScript (floor)`, base: floor.baseUrl, name: "floor" },
  ]);
  for (const method of METHODS as ("simulate" | "devtools")[]) {
    const runs = targets.map((): Row[] => []);
    const failed = targets.map(() => 0);
    for (let i = 0; i < RUNS; i++) {
      for (const [t, { page, label, base, name }] of targets.entries()) {
        const flags: Flags = { port: chromium.port, onlyCategories: ["performance"], logLevel: "error", throttlingMethod: method };
        const result = await lighthouse(`${base}${page}`, flags);
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        const { audits, categories, runtimeError } = result.lhr;
        if (REPORTS) {
          const file = `${method}-${page.split("/")[1] || "home"}${name ? `-${name}` : ""}-${i + 1}.json`;
          fs.writeFileSync(path.join(REPORTS, file), JSON.stringify(result.lhr));
        }
        // A load Lighthouse could not measure (say, a trace without its navigation start) has no
        // score, not a score of 0: it is counted apart instead of pulling the median down.
        if (runtimeError) {
          console.error(`${label}, ${method}, run ${i + 1}: not measured (${runtimeError.code})`);
          failed[t]!++;
          continue;
        }
        const value = (id: string) => audits[id]?.numericValue ?? NaN;
        runs[t]!.push({
          page: label,
          method: method === "simulate" ? "simulated" : "devtools",
          score: Math.round((categories.performance?.score ?? 0) * 100),
          fcp: value("first-contentful-paint"),
          lcp: value("largest-contentful-paint"),
          tbt: value("total-blocking-time"),
          cls: value("cumulative-layout-shift"),
          si: value("speed-index"),
        });
      }
    }
    for (const [t, targetRuns] of runs.entries()) {
      if (!targetRuns.length) throw new Error(`Lighthouse measured none of the runs of ${targets[t]!.label}`);
      const score = median(targetRuns.map((r) => r.score));
      // The median run, with every run's score beside it: the spread shows how noisy the machine was.
      rows.push({
        ...(targetRuns.find((r) => r.score === score) ?? targetRuns[0]!),
        scores: targetRuns.map((r) => r.score),
        failed: failed[t]!,
      });
    }
  }
} finally {
  chromium.child.kill("SIGKILL");
  for (const server of servers) server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log("| page | throttling | score | runs | FCP | LCP | TBT | CLS | Speed Index |");
console.log("|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  const spread = (r.scores ? `${Math.min(...r.scores)}–${Math.max(...r.scores)}` : "") + (r.failed ? ` (${r.failed} not measured)` : "");
  console.log(
    `| ${r.page} | ${r.method} | ${r.score} | ${spread} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${seconds(r.si)} |`,
  );
}
console.log(
  `\nLighthouse mobile (moto g power, slow 4G), ${RUNS} run(s) per page, interleaved, the median score's run shown; demo data on PGlite.` +
    (BASELINE ? `\n"before" is ${BASELINE}, run beside this checkout ("now") on its own fresh database.` : "") +
    "\nEach page's floor is its HTML with the scripts taken out, from a bare server: no page that hydrates scores above it here.",
);
process.exit(0);
