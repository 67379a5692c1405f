import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl, uniqueEmail } from "./browser";

/** Signs in on the admin login as the demo administrator; the page lands on /admin. */
export async function loginAsAdmin(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill("admin@prona.local");
  await page.getByLabel("Fjalëkalimi", { exact: true }).fill("demo1234");
  await Promise.all([page.waitForURL((url) => url.pathname === "/admin"), page.getByRole("button", { name: /Kyçu|Login|Sign in/i }).click()]);
}

/** A new account with its own cookie jar (not a page): for data the browser test then works on. */
export async function newAccount(name: string, userType = "buyer") {
  const email = uniqueEmail("adm");
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl() },
    body: JSON.stringify({ name, email, password: "sekret123", confirm_password: "sekret123", user_type: userType }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { user: { id: string; personal_id: string } };
  const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { ...body.user, email, name, cookie };
}

/** A JSON call to the running app with a session cookie. */
export async function call<T = Record<string, unknown>>(method: string, path: string, cookie: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: baseUrl(), cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A listing posted by an owner through the owners' API (it starts pending). */
export async function postProperty(cookie: string, title: string) {
  const res = await call<{ property: { id: string; status: string } }>("POST", "/api/properties", cookie, {
    title,
    description: "Banesë e ndritshme, e renovuar, afër qendrës.",
    price: 73_500,
    location: "Prishtinë",
    type: "apartment",
    listing_type: "sale",
    rooms: 2,
    bathrooms: 1,
    area: 68,
  });
  expect(res.status).toBe(201);
  return res.body.property;
}
