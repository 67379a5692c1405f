import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { ownInstall } from "./support/own-install";

// The admin dashboard of an install without demo data (issue 34 §8, §11): every card says what it has,
// the newest lists their empty state, and the queues count what arrives. A Prona of its own (empty
// database), as admin-maintenance.e2e.ts runs one.
const install = ownInstall("admin-empty", { JOBS: "off" });

async function post(pathname: string, body: unknown, cookie = "") {
  const response = await fetch(`${install.base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: install.base, cookie },
    body: JSON.stringify(body),
  });
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookie: cookies || cookie };
}

/** A Cookie header's cookies, for a browser context. */
function cookiesOf(header: string) {
  expect(header).not.toBe("");
  return header.split("; ").map((c) => ({ name: c.slice(0, c.indexOf("=")), value: c.slice(c.indexOf("=") + 1), url: install.base }));
}

async function register(userType: string) {
  const email = `${userType}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@test.prona`;
  const made = await post("/api/auth/register", {
    name: `Test ${userType}`,
    email,
    password: "sekret123",
    confirm_password: "sekret123",
    user_type: userType,
  });
  expect(made.status).toBe(201);
  return made.cookie;
}

describe("the admin dashboard of an empty install, on a 390 px phone", () => {
  it("says the newest lists are empty, counts nothing waiting, then counts what arrives", async () => {
    const admin = await post("/api/auth/admin-login", install.admin);
    expect(admin.status).toBe(200);
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await install.browser.newContext({
        viewport: { width: 390, height: 844 },
        colorScheme,
        isMobile: true,
        hasTouch: true,
      });
      await context.addCookies(cookiesOf(admin.cookie));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      await page.goto(`${install.base}/admin`);
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });

      const newest = page.locator("section", { has: page.getByRole("heading", { name: "Pronat më të reja" }) });
      await expect.poll(() => newest.textContent()).toContain("Ende nuk ka prona.");
      const counts = await page.getByTestId("admin-queue-count").allTextContents();
      expect(counts.map((c) => c.trim())).toEqual(["0", "0"]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const violations = await axeViolations(page);
      expect(violations.map((v) => `${v.id}: ${v.help}`).join("\n")).toBe("");
      expect(errors).toEqual([]);
      await context.close();
    }

    // A listing waits for approval; once approved and reported, the report waits.
    const seller = await register("seller");
    const created = await post(
      "/api/properties",
      {
        title: "Banesë e parë e instalimit",
        description: "Banesë e ndritshme afër qendrës.",
        price: 52_000,
        location: "Prishtinë",
        type: "apartment",
        listing_type: "sale",
        rooms: 2,
        bathrooms: 1,
        area: 60,
      },
      seller,
    );
    expect(created.status).toBe(201);
    const id = (created.body.property as { id: string }).id;
    const page = await install.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.context().addCookies(cookiesOf(admin.cookie));
    await page.goto(`${install.base}/admin`);
    await expect.poll(() => page.getByTestId("admin-queue-count").allTextContents()).toEqual(["1", "0"]);
    await expect.poll(() => page.locator("main").textContent()).toContain("Banesë e parë e instalimit");
    expect(await page.locator("main").textContent()).not.toContain("Ende nuk ka prona.");

    expect((await post(`/api/admin/properties/${id}/approve`, {}, admin.cookie)).status).toBe(200);
    const reporter = await register("buyer");
    expect((await post(`/api/properties/${id}/reports`, { reason: "wrong_price", text: "Çmimi nuk përputhet." }, reporter)).status).toBe(
      201,
    );
    await page.reload();
    await expect.poll(() => page.getByTestId("admin-queue-count").allTextContents()).toEqual(["0", "1"]);
    await page.close();
  });
});
