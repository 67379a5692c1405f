// Cluster benchmark: requests per second of the anonymous listings page (/listings, server-rendered)
// through nginx (deploy/nginx.conf) with 1, 2 and 4 Prona processes on one PostgreSQL database, and
// where the processor time went (what limits it).
//
//   npm run bench:cluster                      # builds, then: PostgreSQL at postgres://postgres@127.0.0.1:5432/postgres
//   npm run bench:cluster -- postgres://user@host:5432/postgres
//   BENCH_LISTINGS=10000 BENCH_SECONDS=10 BENCH_CONNECTIONS=32 BENCH_PROCESSES=1,2,4 npm run bench:cluster
//
// A benchmark, not a test: the figures depend on the machine (and on what else it runs).
import fs from "node:fs";
import os from "node:os";
import { openBenchDatabase } from "./bench-database";
import { fillListings } from "./fill-listings";
import { loadTable, measureLoad, type LoadResult } from "./load";
import { loadConfig } from "~/.server/config";
import { createLogger } from "~/.server/logger";
import { createServices } from "~/.server/services";
import { startCluster } from "../tests/support/cluster";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PROCESSES = (process.env.BENCH_PROCESSES ?? "1,2,4").split(",").map(Number);
const serverUrl = process.argv[2] ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Processor time (user + system, in clock ticks) of some processes, from /proc. */
function cpuTicks(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks;
}

/** Every process whose parent is `parent` (nginx's workers). */
function childrenOf(parent: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]) === parent;
      } catch {
        return false;
      }
    });
}

/** PostgreSQL's processes (the server's backends; on a shared server, other clients' too). */
function postgresProcesses(): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
      } catch {
        return false;
      }
    });
}

/** Processor ticks per process, to compare before and after (processes that started meanwhile count from 0). */
function ticksByProcess(pids: number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuTicks([pid])]));
}

/** Busy and total clock ticks of the whole machine (/proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  const idle = fields[3]! + fields[4]!;
  return { busy: total - idle, total };
}

const { database, dataDir, url, cleanup } = await openBenchDatabase(serverUrl, "cluster");
const results: LoadResult[] = [];
const usage: string[] = [];
try {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
    LOG_LEVEL: "silent",
  });
  const services = await createServices(config, { database, logger: createLogger("silent") });
  console.log(`Filling ${LISTINGS.toLocaleString("en")} listings on PostgreSQL...`);
  await fillListings(services.db, LISTINGS);
  await services.close();

  for (const count of PROCESSES) {
    // Request logs off (warn): at these rates the benchmark would mostly measure the log pipe to this process.
    const cluster = await startCluster({ processes: count, databaseUrl: url!, env: { LOG_LEVEL: "warn", JOBS: "off" } });
    try {
      const apps = cluster.processes.map((p) => p.pid);
      const workers = childrenOf(cluster.nginx.pid);
      const before = {
        apps: cpuTicks(apps),
        nginx: cpuTicks(workers),
        postgres: ticksByProcess(postgresProcesses()),
        self: process.cpuUsage(),
        machine: machineTicks(),
      };
      const started = performance.now();
      results.push(
        await measureLoad(`${count} process${count > 1 ? "es" : ""}`, `${cluster.nginx.baseUrl}/listings`, {
          connections: CONNECTIONS,
          seconds: SECONDS,
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const hz = 100; // USER_HZ on Linux
      const self = process.cpuUsage(before.self);
      const machine = machineTicks();
      let postgres = 0;
      for (const [pid, ticks] of ticksByProcess(postgresProcesses())) postgres += ticks - (before.postgres.get(pid) ?? 0);
      const share = (ticks: number) => `${Math.round((ticks / hz / seconds) * 100)} %`;
      const machineBusy = Math.round(((machine.busy - before.machine.busy) / (machine.total - before.machine.total)) * 100);
      // Processor time of the app per answered request (the warm-up second counted in both, at the measured rate).
      const appTicks = cpuTicks(apps) - before.apps;
      const answered = Math.max(1, results.at(-1)!.requestsPerSecond * seconds);
      usage.push(
        `| ${count} | ${os.loadavg()[0]!.toFixed(1)} | ${machineBusy} % | ${share(appTicks)} | ${Math.round(((appTicks / hz) * 1000) / answered)} | ${share(cpuTicks(workers) - before.nginx)} | ${share(postgres)} | ${share(((self.user + self.system) / 1e6) * hz)} |`,
      );
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await cleanup();
}

console.log(
  `\nGET /listings (anonymous, server-rendered) through nginx, ${CONNECTIONS} connections, ${SECONDS} s each, ${LISTINGS.toLocaleString("en")} listings:\n`,
);
console.log(loadTable(results));
console.log(`\nProcessor time during each run (100 % = one core; this machine has ${os.cpus().length}):\n`);
console.log(
  "| processes | load average | machine busy | Prona (all) | Prona ms per request | nginx | PostgreSQL | load generator |\n|---|---|---|---|---|---|---|---|",
);
console.log(usage.join("\n"));
console.log("\nWhat else runs on the machine makes up the rest of 'machine busy' (PostgreSQL counts every client of the server).");
