import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
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
  const views = async (propertyId: string) => services.db.select().from(propertyViews).where(eq(propertyViews.property_id, propertyId));
  const post = (client: ApiClient, propertyId: string, userAgent = "Test/1.0") =>
    client.request<{ recorded: boolean }>("POST", `/api/properties/${propertyId}/views`, undefined, {
      headers: { "user-agent": userAgent },
    });

  it("counts one view per visitor per listing per day, however often the same visitor posts", async () => {
    const { property } = await ownerWithListing();
    const visitor = new ApiClient(api, "203.0.113.7");
    const first = await post(visitor, property.id);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ recorded: true });
    for (let i = 0; i < 49; i++) expect((await post(new ApiClient(api, "203.0.113.7"), property.id)).body).toEqual({ recorded: false });
    const rows = await views(property.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ viewer_id: null, user_agent: "Test/1.0" });
    // The address is never stored, not even inside another column.
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
    // Another listing is another count.
    const other = await ownerWithListing();
    expect((await post(visitor, other.property.id)).body).toEqual({ recorded: true });
  });

  it("counts different addresses separately, and one address once whatever browser it names (issue 33 §8)", async () => {
    const { property } = await ownerWithListing();
    expect((await post(new ApiClient(api, "198.51.100.1"), property.id)).body.recorded).toBe(true);
    expect((await post(new ApiClient(api, "198.51.100.2"), property.id)).body.recorded).toBe(true);
    // The auditor's 20 User-Agents from one address: one view.
    for (let i = 0; i < 20; i++) {
      expect((await post(new ApiClient(api, "198.51.100.2"), property.id, `Browser/${i}`)).body.recorded).toBe(false);
    }
    expect(await views(property.id)).toHaveLength(2);
  });

  it("counts an IPv6 /64 as one visitor (issue 33 §7)", async () => {
    const { property } = await ownerWithListing();
    expect((await post(new ApiClient(api, "2001:db8:77:1::1"), property.id)).body.recorded).toBe(true);
    for (let i = 2; i < 12; i++) {
      expect((await post(new ApiClient(api, `2001:db8:77:1:${i}:${i}:${i}:${i}`), property.id)).body.recorded).toBe(false);
    }
    expect((await post(new ApiClient(api, "2001:db8:77:2::1"), property.id)).body.recorded).toBe(true);
  });

  it("counts a signed-in reader once, from whatever address and browser", async () => {
    const { property } = await ownerWithListing();
    const home = new ApiClient(api, "192.0.2.10");
    const me = await home.register();
    expect((await post(home, property.id)).body.recorded).toBe(true);
    const phone = new ApiClient(api, "192.0.2.99");
    for (const [name, value] of home.cookies) phone.cookies.set(name, value);
    expect((await post(phone, property.id, "Mobile Safari")).body.recorded).toBe(false);
    const rows = await views(property.id);
    expect(rows.map((r) => r.viewer_id)).toEqual([me.id]);
  });

  it("counts the same visitor again on another day", async () => {
    const { property } = await ownerWithListing();
    const visitor = new ApiClient(api, "203.0.113.50");
    expect((await post(visitor, property.id)).body.recorded).toBe(true);
    // Yesterday's view (moved back a day) does not stand in the way of today's.
    await services.db
      .update(propertyViews)
      .set({ viewed_at: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where(eq(propertyViews.property_id, property.id));
    expect((await post(visitor, property.id)).body.recorded).toBe(true);
    expect((await post(visitor, property.id)).body.recorded).toBe(false);
    expect(await views(property.id)).toHaveLength(2);
  });

  it("keeps a premium owner's statistics honest: 50 posts from one visitor are one view", async () => {
    const { client, property } = await ownerWithListing({ premium: true });
    for (let i = 0; i < 50; i++) await post(new ApiClient(api, "203.0.113.99"), property.id);
    await post(new ApiClient(api, "203.0.113.100"), property.id);
    const res = await client.get<{ statistics: Record<string, number> }>(`/api/properties/${property.id}/analytics`);
    expect(res.body.statistics).toMatchObject({ totalViews: 2, viewsThisWeek: 2, viewsThisMonth: 2 });
  });

  it("does not count the owner's own visits, and refuses hidden listings with 404", async () => {
    const { client, property } = await ownerWithListing({ status: "pending" });
    expect((await client.post<{ recorded: boolean }>(`/api/properties/${property.id}/views`)).body).toEqual({ recorded: false });
    expect((await new ApiClient(api).post(`/api/properties/${property.id}/views`)).status).toBe(404);
    expect(await services.db.select().from(propertyViews).where(eq(propertyViews.property_id, property.id))).toEqual([]);
  });
});

describe("live viewers /api/properties/:id/viewers", () => {
  it("counts distinct visitors with the page open, once per address or account whatever they send, and forgets those who leave", async () => {
    const { property } = await ownerWithListing();
    const url = `/api/properties/${property.id}/viewers`;
    const visitor = new ApiClient(api);
    expect((await visitor.get<{ current_viewers: number }>(url)).body).toEqual({ current_viewers: 0 });
    expect((await visitor.post<{ current_viewers: number }>(url)).body.current_viewers).toBe(1);
    // The same address again with a new random key each time (the auditor's inflation) is still one visitor.
    for (let i = 0; i < 10; i++) {
      expect((await visitor.post<{ current_viewers: number }>(url, { viewer_key: randomUUID() })).body.current_viewers).toBe(1);
    }
    const member = new ApiClient(api);
    await member.register();
    // A signed-in reader counts once, from whatever address.
    await member.post(url);
    const memberElsewhere = new ApiClient(api);
    for (const [name, value] of member.cookies) memberElsewhere.cookies.set(name, value);
    expect((await memberElsewhere.post<{ current_viewers: number }>(url)).body.current_viewers).toBe(2);
    // Pages that stopped beating more than 70 s ago do not count.
    await services.db
      .update(propertyViewers)
      .set({ last_seen: new Date(Date.now() - 5 * 60_000) })
      .where(sql`${propertyViewers.viewer_key} like 'anon:%' and ${propertyViewers.property_id} = ${property.id}`);
    expect((await visitor.get<{ current_viewers: number }>(url)).body.current_viewers).toBe(1);
    expect((await member.request<{ current_viewers: number }>("DELETE", url)).body.current_viewers).toBe(0);
    // The address is kept only as a keyed hash.
    const rows = await services.db.select().from(propertyViewers).where(eq(propertyViewers.property_id, property.id));
    expect(JSON.stringify(rows)).not.toContain(visitor.ip);
  });

  it("refuses hidden listings", async () => {
    const hidden = await ownerWithListing({ status: "pending" });
    expect((await new ApiClient(api).post(`/api/properties/${hidden.property.id}/viewers`)).status).toBe(404);
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
    expect(res.body.statistics).toEqual({
      totalViews: 4,
      viewsThisWeek: 2,
      viewsThisMonth: 3,
      totalFavorites: 1,
      favoriteRatio: 25,
      phoneReveals: 0,
    });
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
    expect(res.body.error).toEqual({
      code: "CONTACT_LOGIN_REQUIRED",
      message: "Ju duhet të jeni të kyçur për të dërguar kërkesa kontakti.",
    });
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
