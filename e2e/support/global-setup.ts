import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../tests/support/free-port";
import { sessionsFile, storeDemoSessions } from "./sessions";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/**
 * Starts the built app (`npm run build` first) on a free port with a fresh data directory and the demo
 * data, as a newcomer's `npm start` would. Rate limits are relaxed: every test signs up from 127.0.0.1.
 * The tests run after the unit and API tests, so this does not wait for the app: it starts while they
 * run, and e2e/support/server-ready.ts waits for it (and reports its output if it stopped). Once it is
 * ready, the demo accounts are signed in once each, their sessions stored for the tests (sessions.ts).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Build the app first: npm run build");
  const port = await freePort();
  const dataDir = path.resolve(`.tmp/e2e-${port}`);
  // A fresh checkout has no .tmp yet (the app makes its data directory, but the log opens first).
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}.log`, { force: true });
  fs.rmSync(`${dataDir}.exit`, { force: true });
  fs.rmSync(sessionsFile(dataDir), { force: true });
  const baseUrl = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DEMO_DATA: "true",
      DATABASE_URL: "",
      RATE_LIMIT_FACTOR: "100",
      // The map's tiles come from the app itself: the tests never reach the internet.
      MAP_TILE_URL: "local",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The output goes to a file beside the data directory, for the test workers to show if the app stops.
  const log = fs.createWriteStream(`${dataDir}.log`);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      fs.writeFileSync(`${dataDir}.exit`, String(code ?? signal));
      resolve();
    }),
  );
  const sessionsStored = storeDemoSessions(baseUrl, dataDir, () => child.exitCode !== null || child.signalCode !== null);
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
  // Should the runner exit without its teardown (a cancelled run), the app goes with it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  return async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await Promise.all([exited, sessionsStored]);
    log.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(`${dataDir}.log`, { force: true });
    fs.rmSync(`${dataDir}.exit`, { force: true });
    fs.rmSync(sessionsFile(dataDir), { force: true });
  };
}
