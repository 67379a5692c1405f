import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "./chromium";

export type OwnInstall = {
  /** The server's address, once started (in the file's beforeAll). */
  base: string;
  browser: Browser;
  /** The first administrator, made as an operator does it (npm run create-admin). */
  admin: { email: string; password: string };
};

/**
 * A Prona of the file's own, on an empty database without demo data, with its first administrator,
 * for tests that change the whole site (maintenance mode) or need an empty install: started before
 * the file's tests, stopped and removed after them.
 */
export function ownInstall(label: string, env: Record<string, string> = {}): OwnInstall {
  let child: ChildProcess | undefined;
  const dataDir = path.resolve(`.tmp/e2e-${label}-${process.pid}-${Date.now()}`);
  const install = {
    base: "",
    browser: undefined as unknown as Browser,
    admin: { email: `ops-${Date.now().toString(36)}@test.prona`, password: "sekret123" },
  };

  beforeAll(async () => {
    const made = spawnSync(
      path.resolve("node_modules/.bin/tsx"),
      ["scripts/create-admin.ts", "--email", install.admin.email, "--name", "Operatori"],
      {
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATABASE_URL: "",
          DATA_DIR: dataDir,
          PRONA_ADMIN_PASSWORD: install.admin.password,
          LOG_LEVEL: "warn",
        },
        encoding: "utf8",
      },
    );
    if (made.status !== 0) throw new Error(`create-admin failed:\n${made.stdout}\n${made.stderr}`);
    const server = spawn(process.execPath, ["build/server/index.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: "",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DEMO_DATA: "false",
        LOG_LEVEL: "warn",
        RATE_LIMIT_FACTOR: "100",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = server;
    install.base = await new Promise<string>((resolve, reject) => {
      let output = "";
      const onData = (chunk: Buffer) => {
        output += chunk;
        const match = output.match(/runs on (http:\/\/localhost:\d+)/);
        if (match) resolve(match[1]!.replace("localhost", "127.0.0.1"));
      };
      server.stdout!.on("data", onData);
      server.stderr!.on("data", onData);
      server.on("exit", () => reject(new Error(`server exited:\n${output}`)));
    });
    install.browser = await launchChromium();
  });

  afterAll(async () => {
    await install.browser?.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return install;
}
