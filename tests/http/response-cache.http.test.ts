import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PronaProcess, cookieHeader, postJson, request, startProna } from "../support/prona-process";

// The anonymous answers kept per content version (server/response-cache.ts, app/.server/cache): one
// rendering shared by anonymous readers, each with its own script nonce, never a signed-in reader's
// page, and a change seen by the very next request. Its own process: the test changes listings and settings.

let prona: PronaProcess;
let admin: string;
let owner: string;
beforeAll(async () => {
  prona = await startProna({ DEMO_DATA: "true" });
  admin = await sessionOf("admin@prona.local", "/api/auth/admin-login");
  owner = await sessionOf("owner@prona.local");
});
afterAll(() => prona?.stop());

async function sessionOf(email: string, path = "/api/auth/login"): Promise<string> {
  const res = await postJson(prona.port, path, { email, password: "demo1234" });
  expect(res.status).toBe(200);
  return cookieHeader(res.cookies);
}

const get = (path: string, headers: Record<string, string> = {}) => request({ port: prona.port, path, headers });

async function call(method: string, path: string, cookie: string, body?: unknown) {
  const res = await request({
    port: prona.port,
    path,
    method,
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} };
}

const nonceOf = (csp: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe("anonymous answers kept per content version", () => {
  it("gives every reader of a kept page their own script nonce, matching the page's security policy", async () => {
    const first = await get("/listings");
    const second = await get("/listings");
    expect(first.status).toBe(200);
    const [a, b] = [nonceOf(first.headers["content-security-policy"]), nonceOf(second.headers["content-security-policy"])];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(first.body).toContain(`nonce="${a}"`);
    expect(second.body).toContain(`nonce="${b}"`);
    expect(second.body).not.toContain(a!);
    // The same page otherwise, and marked for shared caches.
    expect(second.body.replaceAll(b!, "N")).toBe(first.body.replaceAll(a!, "N"));
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
    expect(String(second.headers.vary)).toMatch(/cookie/i);
  });

  it("never serves a signed-in reader's page to others, nor a kept page to a signed-in reader", async () => {
    await get("/listings");
    const signedIn = await get("/listings", { cookie: owner });
    expect(signedIn.body).toContain("Driton Berisha");
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    const anonymous = await get("/listings");
    expect(anonymous.body).not.toContain("Driton Berisha");
    // A cookie other than the language's is not anonymous: no shared answer for it either.
    expect((await get("/listings", { cookie: "other=1" })).headers["cache-control"]).toBeUndefined();
    // The language cookie is part of the key.
    expect((await get("/listings", { cookie: "lang=en" })).body).toContain('lang="en"');
    expect((await get("/listings")).body).toContain('lang="sq"');
  });

  it("shows a listing change and a settings change on the very next request", async () => {
    const title = `Banesë e re për testin e memories ${Date.now()}`;
    expect((await get("/api/properties?q=memories")).body).not.toContain(title);
    const fields = {
      title,
      description: "Banesë e ndritshme, e renovuar, afër qendrës, me ballkon.",
      price: 81_000,
      location: "Prishtinë",
      type: "apartment",
      listing_type: "sale",
      rooms: 3,
      area: 70,
    };
    const created = await call("POST", "/api/properties", owner, fields);
    // The demo owner is at the free limit: the administrator's own listing instead.
    const mine = created.status === 201 ? owner : admin;
    const listing = created.status === 201 ? created : await call("POST", "/api/properties", admin, fields);
    expect(listing.status).toBe(201);
    const id = (listing.body.property as { id: string }).id;
    const approve = await call("POST", `/api/admin/properties/${id}/approve`, admin, {});
    expect([200, 409]).toContain(approve.status);
    expect((await get("/api/properties?q=memories")).body).toContain(title);
    expect((await get("/listings?q=memories")).body).toContain(title);
    expect((await get(`/property/${id}`)).status).toBe(200);

    // Deleted: gone from the kept answers at once.
    await call("DELETE", `/api/properties/${id}`, mine);
    expect((await get("/api/properties?q=memories")).body).not.toContain(title);
    expect((await get("/listings?q=memories")).body).not.toContain(title);
    expect((await get(`/property/${id}`)).status).toBe(404);

    const saved = await call("PUT", "/api/admin/settings", admin, { site: { name: "Shtëpia e Kujtesës" } });
    expect(saved.status).toBe(200);
    try {
      expect((await get("/")).body).toContain("<title>Shtëpia e Kujtesës");
    } finally {
      await call("PUT", "/api/admin/settings", admin, { site: { name: "Prona" } });
    }
    expect((await get("/")).body).toContain("<title>Prona");
  });

  it("lets JSON answers be revalidated with their ETag", async () => {
    const first = await get("/api/properties?page_size=3");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/api/properties?page_size=3", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect((await get("/api/properties?page_size=3", { "if-none-match": '"other"' })).status).toBe(200);
  });
});
