import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import type { DashboardStats } from "~/.server/admin/dashboard";
import type { Analytics } from "~/.server/admin/analytics";
import { contactRequests, favorites, profiles, properties, propertyViews } from "~/.server/db/schema";
import { startOfMonth } from "~/.server/admin/time";
import type { Services } from "~/.server/services";
import { adminClient, insertProperty, userClient } from "../../../../tests/support/admin-fixtures";
import { createTestServices } from "../../../../tests/support/services";

// A database of its own with known contents: every figure can be checked exactly.
let services: Services;
let api: Api;
const DAY = 86_400_000;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());

describe("dashboard and analytics figures", () => {
  it("are computed from the data", async () => {
    const { client: admin, user: adminUser } = await adminClient(api, services);
    const { user: a } = await userClient(api, { name: "Ana" });
    const { user: b } = await userClient(api, { name: "Bledi", user_type: "landlord" });
    await services.db
      .update(profiles)
      .set({ is_premium: true, premium_until: new Date(Date.now() + 30 * DAY) })
      .where(eq(profiles.id, a.id));
    // An expired premium does not count.
    await services.db
      .update(profiles)
      .set({ is_premium: true, premium_until: new Date(Date.now() - DAY) })
      .where(eq(profiles.id, b.id));
    // Registered 100 days ago: outside the 30- and 90-day periods.
    await services.db
      .update(profiles)
      .set({ created_at: new Date(Date.now() - 100 * DAY) })
      .where(eq(profiles.id, b.id));

    const now = Date.now();
    const p1 = await insertProperty(services, a.id, {
      status: "active",
      listing_type: "sale",
      price: 40_000,
      location: "Prizren",
      type: "house",
      created_at: new Date(now - 10 * DAY),
    });
    const p2 = await insertProperty(services, a.id, {
      status: "active",
      listing_type: "sale",
      price: 150_000,
      location: "Prishtinë",
      type: "apartment",
      created_at: new Date(now - 20 * DAY),
    });
    const p3 = await insertProperty(services, b.id, {
      status: "active",
      listing_type: "rent",
      price: 700,
      location: "Prishtinë",
      type: "apartment",
      created_at: new Date(now - 40 * DAY),
    });
    await insertProperty(services, b.id, { status: "pending", listing_type: "rent", price: 1200, location: "Pejë", type: "commercial" });
    await insertProperty(services, b.id, {
      status: "sold",
      listing_type: "sale",
      price: 600_000,
      location: "Prishtinë",
      type: "land",
      created_at: new Date(now - 200 * DAY),
    });
    await services.db
      .insert(propertyViews)
      .values([
        { property_id: p1.id },
        { property_id: p1.id },
        { property_id: p2.id },
        { property_id: p3.id, viewed_at: new Date(now - 3 * DAY) },
        { property_id: p3.id, viewed_at: new Date(now - 45 * DAY) },
      ]);
    await services.db.insert(favorites).values([
      { property_id: p1.id, user_id: b.id },
      { property_id: p2.id, user_id: b.id },
    ]);
    await services.db
      .insert(contactRequests)
      .values({ property_id: p3.id, requester_id: a.id, owner_id: b.id, message: "A është e lirë?" });
    await admin.post(`/api/admin/properties/${p3.id}/featured`, { featured: true });

    const dash = await admin.get<{ stats: DashboardStats }>("/api/admin/dashboard");
    expect(dash.status).toBe(200);
    const s = dash.body.stats;
    expect(s).toMatchObject({
      totalUsers: 3,
      premiumUsers: 1,
      totalProperties: 5,
      activeListings: 3,
      totalViews: 5,
      totalFavorites: 2,
    });
    expect(s.viewsToday).toBe(3);
    // Created 10, 20, 40, 0 and 200 days ago: those since the 1st of this month (Kosovo time) count.
    const monthStart = startOfMonth(new Date()).getTime();
    expect(s.propertiesThisMonth).toBe([10, 20, 40, 0, 200].filter((days) => now - days * DAY >= monthStart).length);
    expect(s.byType).toEqual(
      expect.arrayContaining([
        { type: "apartment", count: 2 },
        { type: "house", count: 1 },
      ]),
    );
    expect(s.byType).toHaveLength(2);
    expect(s.topLocations[0]).toEqual({ location: "Prishtinë", count: 2 });
    expect(s.topLocations).toHaveLength(2);
    expect(s.quick).toEqual({ averageSalePrice: 95_000, averageRentPrice: 700, averageListingDays: 23, premiumShare: 33 });
    expect(s.recentProperties).toHaveLength(5);
    expect(s.recentProperties[0]).toMatchObject({ owner_name: "Bledi", status: "pending" });
    expect(s.recentUsers.map((u) => u.name)).toEqual(["Ana", "Admin Testues", "Bledi"]);
    // Bledi's premium has expired: the dashboard does not show it as premium.
    expect(s.recentUsers.map((u) => [u.name, u.is_premium, u.premium_active])).toEqual([
      ["Ana", true, true],
      ["Admin Testues", false, false],
      ["Bledi", true, false],
    ]);
    void adminUser;

    const res = await admin.get<{ analytics: Analytics }>("/api/admin/analytics?period=30days");
    const an = res.body.analytics;
    expect(an.period).toBe("30days");
    expect(an.totals.users).toEqual({ total: 3, inPeriod: 2, previous: 0, change: null });
    expect(an.totals.properties).toMatchObject({ total: 5, inPeriod: 3, previous: 1 });
    expect(an.totals.properties.change).toBe(200);
    expect(an.totals.views).toMatchObject({ total: 5, inPeriod: 4, previous: 1, change: 300 });
    expect(an.totals.favorites).toMatchObject({ total: 2, inPeriod: 2 });
    expect(an.monthly).toHaveLength(6);
    expect(an.monthly.reduce((n, m) => n + m.views, 0)).toBe(5);
    expect(an.monthly.reduce((n, m) => n + m.properties, 0)).toBe(4);
    expect(an.monthly.at(-1)!.month).toMatch(/^\d{4}-\d{2}$/);
    expect(an.byType).toHaveLength(4);
    expect(an.topLocations[0]).toEqual({ location: "Prishtinë", count: 3 });
    expect(an.salePrices).toEqual([
      { key: "under50k", count: 1 },
      { key: "50to100k", count: 0 },
      { key: "100to200k", count: 1 },
      { key: "200to500k", count: 0 },
      { key: "over500k", count: 1 },
    ]);
    expect(an.rentPrices).toEqual([
      { key: "under500", count: 0 },
      { key: "500to1000", count: 1 },
      { key: "over1000", count: 1 },
    ]);
    expect(an.performance.conversion).toBe(50);
    expect(an.performance.viewsPerProperty).toBe(1);
    expect(an.performance.averageSalePrice).toEqual({ current: 95_000, previous: null, change: null });
    expect(an.performance.averageDaysOnMarket).toBe(23);
    const kinds = new Set(an.activity.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(["admin_action", "contact_request", "property_posted", "user_registered"]);
    expect(an.activity.find((e) => e.kind === "admin_action")).toMatchObject({
      action: "property.featured",
      target_id: p3.id,
      title: p3.title,
    });
    expect(an.activity.map((e) => e.at)).toEqual([...an.activity.map((e) => e.at)].sort().reverse());

    const year = await admin.get<{ analytics: Analytics }>("/api/admin/analytics?period=1year");
    expect(year.body.analytics.monthly).toHaveLength(12);
    expect(year.body.analytics.totals.users.inPeriod).toBe(3);
    // An unknown period is the default one.
    expect((await admin.get<{ analytics: Analytics }>("/api/admin/analytics?period=forever")).body.analytics.period).toBe("30days");
    void properties;
  });
});
