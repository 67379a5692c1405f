import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import type { Services } from "~/.server/services";
import { adminClient, insertProperty, userClient } from "../../../../tests/support/admin-fixtures";
import { ApiClient } from "../../../../tests/support/api-client";
import { createTestServices } from "../../../../tests/support/services";

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());

type Call = [method: string, path: (ids: { user: string; property: string }) => string, body?: unknown];

/** Every admin endpoint, with a body an administrator's call would be accepted with. */
const ENDPOINTS: Call[] = [
  ["GET", () => "/api/admin/users"],
  ["GET", ({ user }) => `/api/admin/users/${user}`],
  ["PATCH", ({ user }) => `/api/admin/users/${user}`, { name: "Emri i Ri", user_type: "renter" }],
  ["POST", ({ user }) => `/api/admin/users/${user}/premium`, { is_premium: true }],
  ["POST", ({ user }) => `/api/admin/users/${user}/premium/extend`, { months: 1 }],
  ["POST", () => "/api/admin/admins", { method: "email", identifier: "nobody@test.prona" }],
  ["POST", () => "/api/admin/admins/bulk", {}],
  ["GET", () => "/api/admin/premium"],
  ["GET", () => "/api/admin/premium/lookup?reference=PREMIUM-USER-AAAAAA"],
  ["GET", () => "/api/admin/audit"],
  ["GET", () => "/api/admin/properties"],
  ["GET", ({ property }) => `/api/admin/properties/${property}`],
  ["POST", ({ property }) => `/api/admin/properties/${property}/approve`, {}],
  ["POST", ({ property }) => `/api/admin/properties/${property}/reject`, {}],
  ["POST", ({ property }) => `/api/admin/properties/${property}/status`, { status: "inactive" }],
  ["POST", ({ property }) => `/api/admin/properties/${property}/featured`, { featured: true }],
  ["DELETE", ({ property }) => `/api/admin/properties/${property}`],
  ["POST", ({ property }) => `/api/admin/properties/${property}/images`, { remove_images: [] }],
  ["PUT", ({ property }) => `/api/admin/properties/${property}/images/order`, { images: [] }],
  ["POST", ({ user }) => `/api/admin/users/${user}/verified`, { verified: true }],
  ["DELETE", ({ user }) => `/api/admin/users/${user}`],
  ["GET", () => "/api/admin/settings"],
  ["PUT", () => "/api/admin/settings", { site: { contact_phone: "+383 44 000 111" } }],
  ["POST", () => "/api/admin/export", {}],
  ["GET", () => "/api/admin/dashboard"],
  ["GET", () => "/api/admin/analytics?period=90days"],
];

describe("every admin endpoint", () => {
  it.each(ENDPOINTS.map((e) => [`${e[0]} ${e[1]({ user: ":user", property: ":property" })}`, e] as const))(
    "%s: 401 for a visitor, 403 for a signed-in non-admin, and answered for an administrator",
    async (_name, [method, path, body]) => {
      const { client: user, user: target } = await userClient(api);
      const property = await insertProperty(services, target.id);
      const url = path({ user: target.id, property: property.id });

      const visitor = await new ApiClient(api).request<{ error: { code: string; message: string } }>(method, url, body);
      expect(visitor.status).toBe(401);
      expect(visitor.body.error).toEqual({ code: "UNAUTHENTICATED", message: "Ju nuk jeni të kyçur" });

      const refused = await user.request<{ error: { code: string } }>(method, url, body);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("FORBIDDEN");

      // Nothing changed for the refused calls.
      const { client: admin } = await adminClient(api, services);
      const detail = await admin.get<{ property: { status: string; featured: boolean } }>(`/api/admin/properties/${property.id}`);
      expect(detail.body.property).toMatchObject({ status: "pending", featured: false });
      const who = await admin.get<{ user: { name: string; is_premium: boolean } }>(`/api/admin/users/${target.id}`);
      expect(who.body.user).toMatchObject({ name: "Test Përdorues", is_premium: false });
      if (method === "PUT") {
        const settings = await admin.get<{ settings: { site: { contact_phone: string } } }>("/api/admin/settings");
        expect(settings.body.settings.site.contact_phone).toBe("+383 44 123 456");
      }

      const answered = await admin.request(method, url, body);
      expect([200, 400, 404]).toContain(answered.status);
      if (!url.includes("lookup") && !url.endsWith("/admins") && !url.endsWith("/images") && !url.endsWith("/images/order"))
        expect(answered.status).toBe(200);
    },
  );

  it("the list above holds every admin endpoint of the API (a new one cannot go untested)", () => {
    const listed = new Set(ENDPOINTS.map(([method, path]) => `${method} ${path({ user: ":id", property: ":id" }).split("?")[0]}`));
    // The inbox and review moderation (info pages, issue 6) and the reports queue (issue 14) prove the same in their own files.
    const elsewhere = ["/api/admin/contact-messages", "/api/admin/reviews", "/api/admin/reports"];
    const routes = api.routes
      .filter((r) => r.path.startsWith("/api/admin/") && r.method !== "ALL" && !elsewhere.some((p) => r.path.startsWith(p)))
      .map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThan(20);
    expect(new Set(routes)).toEqual(listed);
  });

  it("refuses an administrator's session once the admin flag is gone", async () => {
    const { client, user } = await adminClient(api, services);
    expect((await client.get("/api/admin/users")).status).toBe(200);
    const { profiles } = await import("~/.server/db/schema");
    const { eq } = await import("drizzle-orm");
    await services.db.update(profiles).set({ is_admin: false }).where(eq(profiles.id, user.id));
    expect((await client.get("/api/admin/users")).status).toBe(403);
  });

  it("answers malformed bodies and parameters with a 4xx, never a server error", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user } = await userClient(api);
    const property = await insertProperty(services, user.id);
    const bodies: unknown[] = [
      null,
      [],
      "text",
      5,
      { status: ["active"] },
      { is_premium: "maybe" },
      { featured: 3 },
      { months: "abc" },
      { method: "email", identifier: 5 },
      { name: { a: 1 }, user_type: "buyer" },
      { site: [] },
      { site: { max_upload_size: { a: 1 } } },
    ];
    const writes = ENDPOINTS.filter(([method]) => method !== "GET" && method !== "DELETE");
    const failures: string[] = [];
    for (const [method, path] of writes) {
      for (const body of bodies) {
        const url = path({ user: user.id, property: property.id });
        const res = await admin.request(method, url, body);
        if (res.status >= 500 || res.status < 200) failures.push(`${method} ${url} ${JSON.stringify(body)} → ${res.status}`);
      }
    }
    const reads = [
      "/api/admin/users?page=1e999&premium=maybe&user_type=%00",
      "/api/admin/properties?q=%25%5C_&page=-1&status=deleted",
      "/api/admin/premium/lookup",
      `/api/admin/premium/lookup?reference=${"x".repeat(500)}`,
      "/api/admin/users/not-a-uuid",
      "/api/admin/properties/not-a-uuid",
      "/api/admin/audit?page=abc",
      "/api/admin/analytics?period=%00",
    ];
    for (const url of reads) {
      const res = await admin.get(url);
      if (res.status >= 500) failures.push(`GET ${url} → ${res.status}`);
    }
    for (const url of ["/api/admin/users/not-a-uuid", "/api/admin/properties/not-a-uuid"]) {
      expect((await admin.request<{ error: { code: string } }>("DELETE", url)).status).toBe(404);
    }
    expect(failures).toEqual([]);
  });
});
