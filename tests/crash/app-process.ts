import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { send } from "./http";

/** How one Prona process of the crash test is started: always the same data directory and port. */
export type AppSetup = {
  port: number;
  dataDir: string;
  /** PostgreSQL only; the embedded database lives in dataDir. */
  databaseUrl?: string;
  authSecret?: string;
};

export type RunningApp = {
  pid: number;
  output(): string;
  /** SIGKILL: no handler runs, nothing is flushed; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
};

export function newSetup(port: number, dataDir: string, databaseUrl?: string): AppSetup {
  return { port, dataDir, databaseUrl, authSecret: databaseUrl ? randomBytes(24).toString("hex") : undefined };
}

/**
 * Starts the built app (`npm run build` first) and waits until /api/ready answers 200. Throws when
 * the process exits or is not ready within the time: a start that does not come clean is a failure.
 */
export async function startApp(setup: AppSetup, timeoutMs = 120_000): Promise<RunningApp> {
  const child: ChildProcess = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(setup.port),
      HOST: "0.0.0.0",
      DATA_DIR: setup.dataDir,
      PUBLIC_URL: `http://127.0.0.1:${setup.port}`,
      DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      ...(setup.databaseUrl ? { DATABASE_URL: setup.databaseUrl, AUTH_SECRET: setup.authSecret! } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Should the harness die, the app goes with it (it would hold the data directory's lock).
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const app: RunningApp = {
    pid: child.pid!,
    output: () => output,
    async kill() {
      process.off("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      process.off("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };

  const startedAt = Date.now();
  const deadline = startedAt + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const how = child.signalCode ?? `exit code ${child.exitCode}`;
      throw new Error(`Prona exited during start-up (${how}, after ${Date.now() - startedAt} ms):\n${output}`);
    }
    const ready = await send({ port: setup.port, path: "/api/ready", timeoutMs: 2_000 }).catch(() => undefined);
    if (ready?.status === 200) return app;
    if (Date.now() > deadline) {
      await app.kill();
      throw new Error(`Prona was not ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Removes a data directory left by a previous run. */
export function removeDir(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
}
