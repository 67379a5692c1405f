import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../tests/support/free-port";
import { TEMPLATE_DIR } from "../tests/support/paths";
import { expectAccessible, expectNoPageErrors, setupBrowser } from "./support/browser";

// A fresh install without demo data (issue 34 §11), in the browser at phone width: the reviews page
// shows no summary of nothing ("0.0" and bars at 0 %) but a sentence and the way to write the first
// review. The other browser tests' server has the demo data: this file starts an empty one of its own.

const { newPage } = setupBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let server: ChildProcess | undefined;
let baseURL = "";
let dataDir = "";

beforeAll(async () => {
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  dataDir = path.resolve(`.tmp/e2e-empty-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The migrated empty database the API tests prepare, when this run made one: the app then starts at
  // once instead of creating and migrating its database (about a minute on a busy machine).
  if (fs.existsSync(TEMPLATE_DIR)) fs.cpSync(TEMPLATE_DIR, path.join(dataDir, "pglite"), { recursive: true });
  server = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      DEMO_DATA: "false",
      DATABASE_URL: "",
      MAP_TILE_URL: "local",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 150_000;
  for (;;) {
    const ready = await fetch(`${baseURL}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error("the empty install did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("/vlersimet on an install without reviews", () => {
  it.each(["light", "dark"] as const)("shows the empty state and its 'write a review' action opens the form (%s)", async (colorScheme) => {
    const page = await newPage({ ...PHONE, colorScheme, baseURL });
    await page.goto("/vlersimet");
    const empty = page.getByTestId("no-reviews");
    await expect(empty.getByRole("heading", { name: "Ende nuk ka vlerësime" })).toBeVisible();
    await expect(empty).toContainText("Askush nuk ka shkruar ende një vlerësim");
    // No summary of nothing, no filters of an empty list.
    await expect(page.getByTestId("average")).toHaveCount(0);
    await expect(page.getByRole("meter")).toHaveCount(0);
    await expect(page.getByRole("search")).toHaveCount(0);
    await expect(page.locator("main")).not.toHaveText(/\b0[.,]0\b/);
    // One way to write the first review up here (the form's own button waits until it is asked for).
    await expect(page.locator("#write-review")).toBeHidden();
    await expectAccessible(page);

    await empty.getByRole("link", { name: "Shkruani një vlerësim" }).click();
    // Opened in place (no new page): the form asks a visitor to sign in first.
    await expect(page.locator("#write-review")).toHaveAttribute("open", "");
    await expect(page.locator("#write-review")).toBeVisible();
    await expect(page).toHaveURL(/\/vlersimet$/);
    expectNoPageErrors(page);
  });
});
