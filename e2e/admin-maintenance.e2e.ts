import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { ownInstall } from "./support/own-install";

// Maintenance mode changes the whole site, so this file runs a Prona of its own (empty database)
// instead of the shared test server.
const install = ownInstall("maintenance");

const HEADING = /<h1[^>]*>Prona është në mirëmbajtje<\/h1>/;

async function adminLogin() {
  const response = await fetch(`${install.base}/api/auth/admin-login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: install.base },
    body: JSON.stringify(install.admin),
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
  const response = await fetch(`${install.base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: install.base },
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
  const response = await fetch(`${install.base}/api/admin/settings`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: install.base, cookie },
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
          const response = await fetch(`${install.base}${page}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
          expect(response.status, `${who} ${page}`).toBe(503);
          expect(await response.text()).toMatch(HEADING);
        }
      }
      // A form post by a non-administrator is sent back to the page (which is the maintenance page).
      const post = await fetch(`${install.base}/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: install.base },
        body: new URLSearchParams({ email: buyer.email, password: "sekret123" }),
        redirect: "manual",
      });
      expect(post.status).toBe(303);
      expect(post.headers.get("set-cookie")).toBeNull();
      // The admin login stays open; administrators see the site as usual.
      expect((await fetch(`${install.base}/admin/login`)).status).toBe(200);
      const home = await fetch(`${install.base}/`, { headers: { cookie: admin.cookie } });
      expect(home.status).toBe(200);
      expect(await home.text()).not.toMatch(HEADING);
      expect((await fetch(`${install.base}/admin/settings`, { headers: { cookie: admin.cookie } })).status).toBe(200);

      // In the browser: the page, accessible and readable.
      const context = await install.browser.newContext({ baseURL: install.base });
      const page = await context.newPage();
      await page.goto("/listings");
      await page.getByRole("heading", { name: "Prona është në mirëmbajtje" }).waitFor();
      expect((await axeViolations(page)).map((v) => v.id)).toEqual([]);
      await context.close();
    } finally {
      await setMaintenance(admin.cookie, false);
    }
    const after = await fetch(`${install.base}/listings`, { headers: { cookie: buyer.cookie } });
    expect(after.status).toBe(200);
  });
});
