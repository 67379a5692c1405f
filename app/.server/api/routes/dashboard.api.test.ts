import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { favorites, profiles, propertyViews } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { ApiClient } from "../../../../tests/support/api-client";
import { insertListing } from "../../../../tests/support/fixtures";
import { createTestServices } from "../../../../tests/support/services";

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());

type Dashboard = { latest: { id: string; title: string; stats?: unknown }[]; stats: Record<string, unknown> };

async function ownerWithActivity(premiumUntil: Date | null | "free") {
  const client = new ApiClient(api);
  const user = await client.register();
  if (premiumUntil !== "free")
    await services.db.update(profiles).set({ is_premium: true, premium_until: premiumUntil }).where(eq(profiles.id, user.id));
  const fan = await new ApiClient(api).register();
  const listings = [];
  for (let i = 0; i < 5; i++) {
    listings.push(
      await insertListing(services, user.id, {
        title: `P${i}`,
        status: i === 4 ? "pending" : "active",
        created_at: new Date(Date.now() - (10 - i) * 60_000),
      }),
    );
  }
  await services.db
    .insert(propertyViews)
    .values([
      { property_id: listings[0]!.id, viewed_at: new Date(Date.now() - 20 * 86_400_000) },
      { property_id: listings[3]!.id },
      { property_id: listings[3]!.id },
    ]);
  await services.db.insert(favorites).values({ user_id: fan.id, property_id: listings[3]!.id });
  // Someone else's listing with views does not count.
  const other = await new ApiClient(api).register();
  const foreign = await insertListing(services, other.id);
  await services.db.insert(propertyViews).values({ property_id: foreign.id });
  return { client, user };
}

describe("GET /api/me/dashboard", () => {
  it("gives a premium owner the 4 newest listings, counts, views (total and last 7 days) and favourites", async () => {
    const { client } = await ownerWithActivity(new Date(Date.now() + 86_400_000));
    const res = await client.get<Dashboard>("/api/me/dashboard");
    expect(res.status).toBe(200);
    expect(res.body.latest.map((p) => p.title)).toEqual(["P4", "P3", "P2", "P1"]);
    expect(res.body.stats).toEqual({
      total_properties: 5,
      active_properties: 4,
      pending_properties: 1,
      views: { total: 3, last_7_days: 2 },
      favorites: 1,
      phone_reveals: 0,
    });
    expect(res.body.latest[1]!.stats).toEqual({ views: 2, favorites: 1 });
  });

  it.each([
    ["a free user", "free" as const],
    ["a user whose premium expired", new Date(Date.now() - 1000)],
  ])("does not send views or favourites to %s", async (_label, until) => {
    const { client } = await ownerWithActivity(until);
    const res = await client.get<Dashboard>("/api/me/dashboard");
    expect(res.body.stats).toEqual({ total_properties: 5, active_properties: 4, pending_properties: 1 });
    expect(JSON.stringify(res.body)).not.toMatch(/"views"|"favorites"|"stats":\{"views/);
    expect(res.body.latest.every((p) => p.stats === undefined)).toBe(true);
  });

  it("shows a new user nothing of anyone else's", async () => {
    await ownerWithActivity(null);
    const client = new ApiClient(api);
    await client.register();
    const res = await client.get<Dashboard>("/api/me/dashboard");
    expect(res.body).toEqual({ latest: [], stats: { total_properties: 0, active_properties: 0, pending_properties: 0 } });
  });

  it("answers a visitor with 401", async () => {
    expect((await new ApiClient(api).get("/api/me/dashboard")).status).toBe(401);
  });
});
