import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";

/** Runs the built server with an environment; resolves with its exit code and output. */
function runServer(env: Record<string, string>, untilOutput?: RegExp, timeoutMs = 60_000) {
  return new Promise<{ code: number | null; output: string; child: ReturnType<typeof spawn> }>((resolve) => {
    const child = spawn(process.execPath, ["build/server/index.js"], {
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (untilOutput?.test(output)) resolve({ code: null, output, child });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => resolve({ code, output, child }));
    setTimeout(() => resolve({ code: null, output, child }), timeoutMs).unref();
  });
}

describe("operations", () => {
  it("refuses a second process on the same embedded data directory, with a clear message", async () => {
    const { code, output } = await runServer({ PORT: "0", DATA_DIR: inject("dataDir") });
    expect(code).toBe(1);
    expect(output).toMatch(/is in use by another Prona process \(pid \d+\)/);
  });

  it("refuses invalid configuration with a list of the problems", async () => {
    const { code, output } = await runServer({ PORT: "eighty", DATABASE_URL: "mysql://x", SMTP_URL: "mail.example" });
    expect(code).toBe(1);
    expect(output).toContain("Invalid configuration:");
    expect(output).toMatch(/PORT: /);
    expect(output).toMatch(/DATABASE_URL: must start with postgres/);
    expect(output).toMatch(/SMTP_URL: must start with smtp/);
  });

  it("shuts down gracefully on SIGTERM and releases the data directory", async () => {
    const dataDir = path.resolve(`.tmp/e2e-shutdown-${Date.now()}`);
    const started = await runServer({ PORT: "0", DATA_DIR: dataDir, DEMO_DATA: "false", LOG_LEVEL: "info" }, /Prona is listening/);
    expect(fs.existsSync(path.join(dataDir, "prona.lock"))).toBe(true);
    const exited = new Promise<number | null>((resolve) => started.child.on("exit", resolve));
    started.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "prona.lock"))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
