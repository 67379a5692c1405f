import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { TEMPLATE_DIR, TEST_TMP } from "./paths";
import { createPostgresTestDatabase } from "./services";
import { freePort } from "./free-port";

export type PronaProcess = {
  port: number;
  baseUrl: string;
  pid: number;
  dataDir: string;
  /** Resident memory of the server process, in bytes (Linux /proc). */
  rss(): number;
  output(): string;
  /** Sends a signal to the process (e.g. SIGTERM, to watch a graceful shutdown). */
  kill(signal: NodeJS.Signals): void;
  /** The process's exit code, once it has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

export type StartOptions = {
  /** Resolve once the process has started, without waiting for /api/ready (default: wait). */
  waitForReady?: boolean;
};

/**
 * The built app (`npm run build` first) as `npm start` runs it: its own process and port, a fresh
 * embedded database (or, under TEST_DB=postgres, a fresh PostgreSQL database), production mode. It
 * listens on all loopback addresses, so tests can reach it from 127.0.0.x source addresses.
 * The embedded database starts as a copy of the migrated template (tests/setup/global-db.ts), as the
 * PostgreSQL one does: the app opens it and finds its migrations applied, with no initdb to wait for
 * (e2e/operations.e2e.ts and the browser tests' server start from an empty directory).
 */
export async function startProna(env: Record<string, string> = {}, options: StartOptions = {}): Promise<PronaProcess> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Build the app first: npm run build");
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = path.join(TEST_TMP, `http-${randomBytes(6).toString("hex")}`);
  // A DATABASE_URL given by the caller is shared (a cluster's processes): the caller owns it.
  const postgres = process.env.TEST_DB === "postgres" && !env.DATABASE_URL ? await createPostgresTestDatabase() : undefined;
  if (!postgres && !env.DATABASE_URL) fs.cpSync(TEMPLATE_DIR, path.join(dataDir, "pglite"), { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "0.0.0.0",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      ...(postgres ? { DATABASE_URL: postgres.url, AUTH_SECRET: randomBytes(24).toString("hex") } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // Should the test worker exit without stopping it (a cancelled run), the app goes with it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const deadline = Date.now() + 60_000;
  while (options.waitForReady !== false) {
    if (child.exitCode !== null) throw new Error(`Prona exited during start-up:\n${output}`);
    const ready = await request({ port, path: "/api/ready" }).catch(() => undefined);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`Prona did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    baseUrl,
    pid: child.pid!,
    dataDir,
    rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) * 1024,
    output: () => output,
    kill: (signal) => void child.kill(signal),
    exited,
    async stop() {
      process.off("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; cookies: string[] };

/**
 * One HTTP request over a real socket, from a chosen loopback source address (`from`, e.g. 127.0.0.7),
 * so tests can be several clients the way the server sees them.
 */
export function request(options: {
  port: number;
  path: string;
  method?: string;
  from?: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: options.port,
        path: options.path,
        method: options.method ?? "GET",
        localAddress: options.from,
        headers: {
          ...(options.body !== undefined ? { "content-length": String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
        agent: false,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, cookies: res.headers["set-cookie"] ?? [] }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A GET's raw bytes as sent for this Accept-Encoding (not decoded: the tests compare the encodings). */
export function requestBytes(port: number, path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    http
      .get({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The cookie header a browser would send back after these Set-Cookie headers. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((c) => c.split(";")[0]).join("; ");
}

/** A JSON post to the API, as a script would send it (no Origin header: not a browser). */
export function postJson(port: number, path: string, body: unknown, extra: { from?: string; headers?: Record<string, string> } = {}) {
  return request({
    port,
    path,
    method: "POST",
    from: extra.from,
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", ...extra.headers },
  });
}
