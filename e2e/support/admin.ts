import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl, demoCookie, signIn, uniqueEmail } from "./browser";

/** Signs the page's context in as the demo administrator by cookie (the admin login API); the page stays where it is. */
export async function signInAsAdmin(page: Page) {
  await signIn(page, "admin@prona.local", "demo1234", "/api/auth/admin-login");
}

/** Signed in as the demo administrator (by cookie) and on /admin, where the admin login leads. */
export async function loginAsAdmin(page: Page) {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
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
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
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

/**
 * The demo administrator's session cookie through the admin login (to approve and finally delete the
 * test's listing): the one stored for the run (e2e/support/sessions.ts).
 */
export async function adminCookie(): Promise<string> {
  return demoCookie("admin");
}

/** A new owner with a new, approved listing of their own; `cleanup` deletes it (and its requests). */
export async function ownerWithListing(label: string) {
  const unique = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const owner = await newAccount(`Pronar ${label} ${unique}`, "seller");
  const title = `Banesë ${label} ${unique}`;
  const property = await postProperty(owner.cookie, title);
  const admin = await adminCookie();
  expect((await call("POST", `/api/admin/properties/${property.id}/approve`, admin, {})).status).toBe(200);
  return { owner, title, property, cleanup: () => call("DELETE", `/api/admin/properties/${property.id}`, admin) };
}
