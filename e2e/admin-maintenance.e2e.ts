import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchChromium } from "./support/chromium";

// Maintenance mode changes the whole site, so this file runs a Prona of its own (empty database)
// instead of the shared test server.
let child: ChildProcess;
let base = "";
let browser: Browser;
const dataDir = path.resolve(`.tmp/e2e-maintenance-${process.pid}-${Date.now()}`);

const ADMIN = { email: `ops-${Date.now().toString(36)}@test.prona`, password: "sekret123" };

beforeAll(async () => {
  // The first administrator of an empty install, made as an operator does it (npm run create-admin).
  const made = spawnSync(
    path.resolve("node_modules/.bin/tsx"),
    ["scripts/create-admin.ts", "--email", ADMIN.email, "--name", "Operatori"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: "",
        DATA_DIR: dataDir,
        PRONA_ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: "warn",
      },
      encoding: "utf8",
    },
  );
  if (made.status !== 0) throw new Error(`create-admin failed:\n${made.stdout}\n${made.stderr}`);
  child = spawn(process.execPath, ["build/server/index.js"], {
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
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  base = await new Promise<string>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = output.match(/runs on (http:\/\/localhost:\d+)/);
      if (match) resolve(match[1]!.replace("localhost", "127.0.0.1"));
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", () => reject(new Error(`server exited:\n${output}`)));
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const HEADING = /<h1[^>]*>Prona është në mirëmbajtje<\/h1>/;

async function adminLogin() {
  const response = await fetch(`${base}/api/auth/admin-login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return {
    cookie: response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
}

async function register(userType: string) {
  const email = `${userType}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@test.prona`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ name: `Test ${userType}`, email, password: "sekret123", confirm_password: "sekret123", user_type: userType }),
  });
  expect(response.status).toBe(201);
  return {
    email,
    cookie: response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
}

async function setMaintenance(cookie: string, on: boolean) {
  const response = await fetch(`${base}/api/admin/settings`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify({ system: { maintenance_mode: on } }),
  });
  expect(response.status).toBe(200);
}

describe("maintenance mode", () => {
  it("shows everyone but administrators the maintenance page and keeps their forms from changing anything", async () => {
    const admin = await adminLogin();
    const buyer = await register("buyer");
    await setMaintenance(admin.cookie, true);
    try {
      for (const [who, cookie] of [
        ["visitor", ""],
        ["buyer", buyer.cookie],
      ] as const) {
        for (const page of ["/", "/listings", "/kontakt"]) {
          const response = await fetch(`${base}${page}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
          expect(response.status, `${who} ${page}`).toBe(503);
          expect(await response.text()).toMatch(HEADING);
        }
      }
      // A form post by a non-administrator is sent back to the page (which is the maintenance page).
      const post = await fetch(`${base}/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
        body: new URLSearchParams({ email: buyer.email, password: "sekret123" }),
        redirect: "manual",
      });
      expect(post.status).toBe(303);
      expect(post.headers.get("set-cookie")).toBeNull();
      // The admin login stays open; administrators see the site as usual.
      expect((await fetch(`${base}/admin/login`)).status).toBe(200);
      const home = await fetch(`${base}/`, { headers: { cookie: admin.cookie } });
      expect(home.status).toBe(200);
      expect(await home.text()).not.toMatch(HEADING);
      expect((await fetch(`${base}/admin/settings`, { headers: { cookie: admin.cookie } })).status).toBe(200);

      // In the browser: the page, accessible and readable.
      const context = await browser.newContext({ baseURL: base });
      const page = await context.newPage();
      await page.goto("/listings");
      await page.getByRole("heading", { name: "Prona është në mirëmbajtje" }).waitFor();
      expect((await axeViolations(page)).map((v) => v.id)).toEqual([]);
      await context.close();
    } finally {
      await setMaintenance(admin.cookie, false);
    }
    const after = await fetch(`${base}/listings`, { headers: { cookie: buyer.cookie } });
    expect(after.status).toBe(200);
  });
});
