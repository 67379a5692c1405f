// What the HTTP benchmarks share: one load run against a URL (autocannon, keep-alive connections),
// reduced to the figures the tables print, and the table itself.
import autocannon from "autocannon";

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Bytes of one response as sent (compressed where the server compresses), headers included (mean over the run). */
  bytes: number;
  /** Responses other than 2xx, connection errors and timeouts. */
  failures: number;
};

export type LoadOptions = {
  connections?: number;
  /** Seconds of measured load (after a warm-up of a second). */
  seconds?: number;
  headers?: Record<string, string>;
};

/**
 * What every browser asks for: answers compressed (their cost is part of serving a page). Set
 * BENCH_ACCEPT_ENCODING=identity to measure plain answers, as this benchmark did before issue 15's
 * last session (which hid the cost of compressing each kept page again per request).
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br";

async function run(url: string, connections: number, seconds: number, headers: Record<string, string>) {
  return autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": ACCEPT_ENCODING, ...headers }, timeout: 10 });
}

/** Loads `url` with `connections` keep-alive connections for `seconds` and returns the figures. */
export async function measureLoad(name: string, url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const { connections = 10, seconds = 10, headers = {} } = options;
  await run(url, connections, 1, headers);
  const result = await run(url, connections, seconds, headers);
  const responses = result.requests.total || 1;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.total / responses),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A Markdown table of load results (the closing notes quote it as printed). */
export function loadTable(results: LoadResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.requestsPerSecond.toLocaleString("en")} | ${r.p50} | ${r.p99} | ${r.bytes.toLocaleString("en")} | ${r.failures} |`,
  );
  return ["| what | req/s | p50 ms | p99 ms | bytes | failures |", "|---|---|---|---|---|---|", ...rows].join("\n");
}
