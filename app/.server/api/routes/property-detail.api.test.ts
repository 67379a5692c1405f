import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { contactRequests, favorites, notifications, profiles, propertyViewers, propertyViews } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { ApiClient } from "../../../../tests/support/api-client";
import { insertProfile, insertProperties } from "../../../../tests/support/listing-fixtures";
import { createTestServices } from "../../../../tests/support/services";

let services: Services;
let api: Api;

beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(async () => {
  await services.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** A signed-in owner (premium or not) with one listing. */
async function ownerWithListing(options: { premium?: boolean; status?: "active" | "pending" } = {}) {
  const client = new ApiClient(api);
  const user = await client.register({ name: "Besa Pronare" });
  if (options.premium) await services.db.update(profiles).set({ is_premium: true, premium_until: null }).where(eq(profiles.id, user.id));
  const [property] = await insertProperties(services, user.id, [{ status: options.status ?? "active", title: "Banesë në Dardani" }]);
  return { client, user, property: property! };
}

describe("POST /api/properties/:id/views", () => {
  it("records one view per call, for visitors (no viewer) and signed-in readers", async () => {
    const { property } = await ownerWithListing();
    expect((await new ApiClient(api).request("POST", `/api/properties/${property.id}/views`, undefined, { headers: { "user-agent": "Test/1.0" } })).status).toBe(201);
    const reader = new ApiClient(api);
    const me = await reader.register();
    await reader.post(`/api/properties/${property.id}/views`);
    const rows = await services.db.select().from(propertyViews).where(eq(propertyViews.property_id, property.id));
    expect(rows.map((r) => [r.viewer_id, r.user_agent])).toEqual(expect.arrayContaining([[null, "Test/1.0"], [me.id, null]]));
    expect(rows).toHaveLength(2);
  });

  it("does not count the owner's own visits, and refuses hidden listings with 404", async () => {
    const { client, property } = await ownerWithListing({ status: "pending" });
    expect((await client.post<{ recorded: boolean }>(`/api/properties/${property.id}/views`)).body).toEqual({ recorded: false });
    expect((await new ApiClient(api).post(`/api/properties/${property.id}/views`)).status).toBe(404);
    expect(await services.db.select().from(propertyViews).where(eq(propertyViews.property_id, property.id))).toEqual([]);
  });
});

describe("live viewers /api/properties/:id/viewers", () => {
  it("counts distinct visitors with the page open, once per browser or account, and forgets those who leave", async () => {
    const { property } = await ownerWithListing();
    const url = `/api/properties/${property.id}/viewers`;
    const a = randomUUID();
    const visitor = new ApiClient(api);
    expect((await visitor.get<{ current_viewers: number }>(url)).body).toEqual({ current_viewers: 0 });
    expect((await visitor.post<{ current_viewers: number }>(url, { viewer_key: a })).body.current_viewers).toBe(1);
    // The same browser again (another tab) is still one visitor.
    expect((await visitor.post<{ current_viewers: number }>(url, { viewer_key: a })).body.current_viewers).toBe(1);
    const member = new ApiClient(api);
    await member.register();
    // A signed-in reader counts once whatever key the browser sends.
    await member.post(url, { viewer_key: randomUUID() });
    expect((await member.post<{ current_viewers: number }>(url, { viewer_key: randomUUID() })).body.current_viewers).toBe(2);
    // Pages that stopped beating more than 70 s ago do not count.
    await services.db.update(propertyViewers).set({ last_seen: new Date(Date.now() - 5 * 60_000) }).where(eq(propertyViewers.viewer_key, `anon:${a}`));
    expect((await visitor.get<{ current_viewers: number }>(url)).body.current_viewers).toBe(1);
    expect((await member.request<{ current_viewers: number }>("DELETE", url, {})).body.current_viewers).toBe(0);
  });

  it("refuses a visitor's heartbeat without a valid viewer id, and hidden listings", async () => {
    const { property } = await ownerWithListing();
    const res = await new ApiClient(api).post<ErrorBody>(`/api/properties/${property.id}/viewers`, { viewer_key: "x'; drop table" });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VIEWER_KEY_INVALID");
    const hidden = await ownerWithListing({ status: "pending" });
    expect((await new ApiClient(api).post(`/api/properties/${hidden.property.id}/viewers`, { viewer_key: randomUUID() })).status).toBe(404);
  });
});

describe("GET /api/properties/:id/analytics", () => {
  it("gives a premium owner the five statistics", async () => {
    const { client, property } = await ownerWithListing({ premium: true });
    const day = 24 * 60 * 60 * 1000;
    await services.db.insert(propertyViews).values([
      { property_id: property.id, viewed_at: new Date() },
      { property_id: property.id, viewed_at: new Date(Date.now() - 3 * day) },
      { property_id: property.id, viewed_at: new Date(Date.now() - 10 * day) },
      { property_id: property.id, viewed_at: new Date(Date.now() - 40 * day) },
    ]);
    const fan = await insertProfile(services);
    await services.db.insert(favorites).values({ user_id: fan.id, property_id: property.id });
    const res = await client.get<{ statistics: Record<string, number> }>(`/api/properties/${property.id}/analytics`);
    expect(res.status).toBe(200);
    expect(res.body.statistics).toEqual({ totalViews: 4, viewsThisWeek: 2, viewsThisMonth: 3, totalFavorites: 1, favoriteRatio: 25 });
  });

  it("sends no numbers to a non-premium owner, and refuses visitors and other users", async () => {
    const { client, property } = await ownerWithListing();
    const free = await client.get<ErrorBody>(`/api/properties/${property.id}/analytics`);
    expect(free.status).toBe(403);
    expect(free.body.error.code).toBe("STATISTICS_PREMIUM_ONLY");
    expect(JSON.stringify(free.body)).not.toMatch(/totalViews/);
    expect((await new ApiClient(api).get(`/api/properties/${property.id}/analytics`)).status).toBe(401);
    const other = new ApiClient(api);
    const otherUser = await other.register();
    await services.db.update(profiles).set({ is_premium: true }).where(eq(profiles.id, otherUser.id));
    expect((await other.get<ErrorBody>(`/api/properties/${property.id}/analytics`)).status).toBe(403);
  });
});

describe("POST /api/properties/:id/contact-requests", () => {
  const valid = { message: "  A mund ta shoh të shtunën?  ", contact_type: "viewing", phone_number: "", email: "" };

  it("stores a pending request with empty phone and e-mail as null, and notifies the owner (type message)", async () => {
    const { user: owner, property } = await ownerWithListing();
    const reader = new ApiClient(api);
    const me = await reader.register({ name: "Arta Krasniqi" });
    const res = await reader.post<{ contact_request: Record<string, unknown> }>(`/api/properties/${property.id}/contact-requests`, {
      ...valid,
      requester_id: owner.id,
      owner_id: me.id,
      status: "handled",
    });
    expect(res.status).toBe(201);
    expect(res.body.contact_request).toMatchObject({
      property_id: property.id,
      requester_id: me.id,
      owner_id: owner.id,
      message: "A mund ta shoh të shtunën?",
      contact_type: "viewing",
      phone_number: null,
      email: null,
      status: "pending",
    });
    const [note] = await services.db.select().from(notifications).where(eq(notifications.user_id, owner.id));
    expect(note).toMatchObject({ type: "message", title: "Kërkesë e re kontakti", property_id: property.id, is_read: false });
    expect(note!.message).toContain("Arta Krasniqi");
    expect(note!.message).toContain("Banesë në Dardani");
  });

  it("keeps phone and e-mail when given", async () => {
    const { property } = await ownerWithListing();
    const reader = new ApiClient(api);
    await reader.register();
    const res = await reader.post<{ contact_request: Record<string, unknown> }>(`/api/properties/${property.id}/contact-requests`, {
      message: "Oferta ime",
      contact_type: "offer",
      phone_number: "+383 44 111 222",
      email: "arta@example.com",
    });
    expect(res.body.contact_request).toMatchObject({ contact_type: "offer", phone_number: "+383 44 111 222", email: "arta@example.com" });
  });

  it.each([
    ["a blank message", { message: "   " }, "CONTACT_MESSAGE_REQUIRED", "Ju lutem shkruani një mesazh."],
    ["no message", { message: undefined }, "CONTACT_MESSAGE_REQUIRED", "Ju lutem shkruani një mesazh."],
    ["an unknown kind", { contact_type: "spam" }, "CONTACT_TYPE_INVALID", "Zgjidhni llojin e kërkesës: shikim, pyetje, ofertë ose tjetër."],
    ["a bad e-mail", { email: "jo-email" }, "INVALID_EMAIL", "Ju lutemi jepni një adresë email valide."],
    ["a bad phone", { phone_number: "call me" }, "CONTACT_PHONE_INVALID", "Numri i telefonit nuk është i vlefshëm."],
  ])("refuses %s with 400 and stores nothing", async (_label, change, code, message) => {
    const { user: owner, property } = await ownerWithListing();
    const reader = new ApiClient(api);
    await reader.register();
    const res = await reader.post<ErrorBody>(`/api/properties/${property.id}/contact-requests`, { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code, message });
    expect(await services.db.select().from(contactRequests).where(eq(contactRequests.property_id, property.id))).toEqual([]);
    expect(await services.db.select().from(notifications).where(eq(notifications.user_id, owner.id))).toEqual([]);
  });

  it("refuses signed-out readers with the spec's message (401)", async () => {
    const { property } = await ownerWithListing();
    const res = await new ApiClient(api).post<ErrorBody>(`/api/properties/${property.id}/contact-requests`, valid);
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: "CONTACT_LOGIN_REQUIRED", message: "Ju duhet të jeni të kyçur për të dërguar kërkesa kontakti." });
  });

  it("refuses owners contacting their own listing (403) and requests for hidden or unknown listings (404)", async () => {
    const { client, property } = await ownerWithListing();
    const own = await client.post<ErrorBody>(`/api/properties/${property.id}/contact-requests`, valid);
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe("CONTACT_OWN_PROPERTY");
    const hidden = await ownerWithListing({ status: "pending" });
    const reader = new ApiClient(api);
    await reader.register();
    expect((await reader.post(`/api/properties/${hidden.property.id}/contact-requests`, valid)).status).toBe(404);
    expect((await reader.post(`/api/properties/${randomUUID()}/contact-requests`, valid)).status).toBe(404);
    expect(await services.db.select().from(contactRequests).where(eq(contactRequests.property_id, property.id))).toEqual([]);
  });

  it("does not take requests for a listing that is not public any more, even from an administrator", async () => {
    const hidden = await ownerWithListing({ status: "pending" });
    const admin = new ApiClient(api);
    const adminUser = await admin.register();
    await services.db.update(profiles).set({ is_admin: true }).where(eq(profiles.id, adminUser.id));
    const res = await admin.post<ErrorBody>(`/api/properties/${hidden.property.id}/contact-requests`, valid);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("CONTACT_NOT_AVAILABLE");
  });
});
