import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject, onTestFinished } from "vitest";
import { axeViolations } from "./axe";
import { launchChromium } from "./chromium";
import { type DemoRole, demoCookieHeader, demoRoleOf, demoSession } from "./sessions";

export const baseUrl = () => inject("baseUrl");

/** A demo role's stored session (e2e/support/sessions.ts) as a Cookie header, for calls outside a page. */
export const demoCookie = (role: DemoRole) => demoCookieHeader(inject("dataDir"), role);

/**
 * One Chromium per test worker, kept from file to file (the e2e project does not isolate files) and
 * launched again should it have gone away; Playwright ends it with the worker.
 */
const workerState = globalThis as { __pronaChromium?: Promise<Browser> };
async function workerBrowser(): Promise<Browser> {
  const running = await workerState.__pronaChromium?.catch(() => undefined);
  if (running?.isConnected()) return running;
  workerState.__pronaChromium = launchChromium();
  return workerState.__pronaChromium;
}

/**
 * Chromium for a test file; every test gets fresh contexts (own cookies and storage), closed when the
 * test ends: a page left open goes on running (its timers, the notification stream, the server's
 * answers to them) beside the file's later tests. Contexts made in a hook close after the file.
 */
export function setupBrowser() {
  let browser: Browser | undefined;
  const contexts = new Set<BrowserContext>();
  const close = async (context: BrowserContext) => {
    contexts.delete(context);
    await context.close().catch(() => undefined);
  };
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(async () => {
    await Promise.all([...contexts].map(close));
  });

  /**
   * A new page in a new context. Page errors and console errors fail the test that made the page.
   * `signedInAs` starts it with a demo role's stored session (e2e/support/sessions.ts).
   */
  async function newPage({ signedInAs, ...options }: BrowserContextOptions & { signedInAs?: DemoRole } = {}): Promise<Page> {
    if (!browser) throw new Error("browser not started");
    const storageState = signedInAs ? { cookies: demoSession(inject("dataDir"), signedInAs), origins: [] } : undefined;
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, storageState, ...options });
    contexts.add(context);
    try {
      onTestFinished(() => close(context));
    } catch {
      // Made in a hook, outside any test (onTestFinished refuses): closed after the file.
    }
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      // Chrome reports every 4xx answer as "Failed to load resource"; refusals are expected in tests.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        problems.push(`console.error: ${message.text()}`);
      }
    });
    (page as Page & { problems: string[] }).problems = problems;
    if (options.javaScriptEnabled !== false) {
      // Wait for hydration after every load, so clicks reach React's handlers.
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const hydrated = () => page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });
      page.goto = async (url, opts) => {
        const response = await goto(url, opts);
        await hydrated();
        return response;
      };
      page.reload = async (opts) => {
        const response = await reload(opts);
        await hydrated();
        return response;
      };
    }
    return page;
  }

  return { newPage };
}

/**
 * Holds back the page's requests for scripts matching `script` (the page shows, its code does not run)
 * until the returned function is called; from then on they pass. Holding again later adds a new hold,
 * which Playwright asks first.
 */
export async function holdScripts(page: Page, script: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Fails if the page logged errors (checked at the end of a test). */
export function expectNoPageErrors(page: Page) {
  expect(((page as Page & { problems?: string[] }).problems ?? []).join("\n")).toBe("");
}

/**
 * Runs axe on the page as it is now; any violation fails. axe.run runs in the page itself (as
 * @axe-core/playwright's legacy mode, not axe.runPartial plus axe.finishRun in a second, blank page;
 * they differ only for cross-origin frames, which Prona's pages have none of). Only violations are
 * checked, so only they get the costly per-node details (`resultTypes`); they are found and reported in
 * full either way.
 */
export async function expectAccessible(page: Page) {
  const violations = (await axeViolations(page)).map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(violations.join("\n")).toBe("");
}

let counter = 0;
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@test.prona`;
}

/** Signs up through the API from within a page's context (so the page has the session cookie). */
export async function registerInContext(page: Page, fields: Partial<Record<string, string>> = {}) {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? "sekret123";
  const response = await page.request.post("/api/auth/register", {
    data: { name: "Test Përdorues", email, password, confirm_password: password, user_type: "buyer", ...fields },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(201);
  return { email, password };
}

/**
 * Signs in by cookie: the API's login from within the page's context (its cookie jar is the page's),
 * without the login form, which auth.e2e.ts tests. A demo account gets the session stored for its role
 * (e2e/support/sessions.ts), shared with the other tests that read as it: a test that signs out or
 * ends sessions signs in an account of its own. The page stays where it is.
 */
export async function signIn(page: Page, email: string, password = "demo1234", endpoint = "/api/auth/login") {
  const role = demoRoleOf(email, password, endpoint);
  if (role) {
    await page.context().addCookies(demoSession(inject("dataDir"), role));
    return;
  }
  const response = await page.request.post(endpoint, { data: { email, password }, headers: { origin: baseUrl() } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
}

/** Signed in (by cookie) and on /dashboard, where the login form leads. */
export async function loginAs(page: Page, email: string, password = "demo1234") {
  await signIn(page, email, password);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in through the login form, as a person does; the page lands on /dashboard. */
export async function loginThroughForm(page: Page, email: string, password = "demo1234") {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Fjalëkalimi", { exact: true }).fill(password);
  await Promise.all([page.waitForURL("**/dashboard"), page.getByRole("button", { name: "Kyçu", exact: true }).click()]);
}
