import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { favorites, profiles, propertyViews } from "~/.server/db/schema";
import { getProfileOverview } from "~/.server/profile/get-profile";
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

type Profile = {
  profile: Record<string, unknown> & { account_age_days: number; premium_active: boolean };
  stats: Record<string, unknown>;
};

/** An owner with 2 active, 1 pending and 1 sold listing, 3 views and 1 favourite; premium as asked. */
async function ownerWithActivity(premium: "free" | "active" | "expired" | "unlimited", createdDaysAgo = 0) {
  const client = new ApiClient(api);
  const user = await client.register({ user_type: "landlord", name: "Arta Krasniqi" });
  const premiumUntil =
    premium === "active" ? new Date(Date.now() + 30 * 86_400_000) : premium === "expired" ? new Date(Date.now() - 60_000) : null;
  await services.db
    .update(profiles)
    .set({
      is_premium: premium !== "free",
      premium_until: premiumUntil,
      created_at: new Date(Date.now() - createdDaysAgo * 86_400_000 - 3_600_000),
    })
    .where(eq(profiles.id, user.id));
  const listings = [
    await insertListing(services, user.id, { status: "active" }),
    await insertListing(services, user.id, { status: "active" }),
    await insertListing(services, user.id, { status: "pending" }),
    await insertListing(services, user.id, { status: "sold" }),
  ];
  const fan = await new ApiClient(api).register();
  await services.db
    .insert(propertyViews)
    .values([{ property_id: listings[0]!.id }, { property_id: listings[0]!.id }, { property_id: listings[3]!.id }]);
  await services.db.insert(favorites).values({ user_id: fan.id, property_id: listings[1]!.id });
  // Another owner's activity never counts.
  const other = await new ApiClient(api).register();
  const foreign = await insertListing(services, other.id);
  await services.db.insert(propertyViews).values({ property_id: foreign.id });
  await services.db.insert(favorites).values({ user_id: fan.id, property_id: foreign.id });
  return { client, user };
}

describe("GET /api/me/profile", () => {
  it.each([
    ["an active premium user", "active" as const],
    ["a premium user without an end date", "unlimited" as const],
  ])("gives %s the counts, the account age, views and favourites", async (_label, premium) => {
    const { client, user } = await ownerWithActivity(premium, 12);
    const res = await client.get<Profile>("/api/me/profile");
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({
      total_properties: 4,
      active_properties: 2,
      pending_properties: 1,
      views: { total: 3, last_7_days: 3 },
      favorites: 1,
      phone_reveals: 0,
    });
    expect(res.body.profile).toMatchObject({
      name: "Arta Krasniqi",
      email: user.email,
      user_type: "landlord",
      personal_id: user.personal_id,
      is_admin: false,
      is_premium: true,
      premium_active: true,
      account_age_days: 12,
    });
    expect(res.body.profile.premium_until === null).toBe(premium === "unlimited");
  });

  it.each([
    ["a free user", "free" as const],
    ["a user whose premium_until has passed", "expired" as const],
  ])("does not send views or favourites to %s", async (_label, premium) => {
    const { client } = await ownerWithActivity(premium);
    const res = await client.get<Profile>("/api/me/profile");
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({ total_properties: 4, active_properties: 2, pending_properties: 1 });
    expect(JSON.stringify(res.body)).not.toMatch(/"views"|"favorites"|last_7_days/);
    expect(res.body.profile.premium_active).toBe(false);
    expect(res.body.profile.is_premium).toBe(premium === "expired");
    expect(res.body.profile.account_age_days).toBe(0);
  });

  it("shows a new user only their own (empty) figures", async () => {
    await ownerWithActivity("active");
    const client = new ApiClient(api);
    const user = await client.register({ user_type: "buyer" });
    const res = await client.get<Profile>("/api/me/profile");
    expect(res.body.stats).toEqual({ total_properties: 0, active_properties: 0, pending_properties: 0 });
    expect(res.body.profile).toMatchObject({
      user_type: "buyer",
      is_admin: false,
      is_premium: false,
      premium_active: false,
      phone: null,
      personal_id: user.personal_id,
    });
  });

  it("answers a visitor with 401", async () => {
    const res = await new ApiClient(api).get<{ error: { code: string } }>("/api/me/profile");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHENTICATED");
  });

  it("refuses with PROFILE_MISSING when the profile row is gone", async () => {
    const { user } = await ownerWithActivity("free");
    await services.db.delete(profiles).where(eq(profiles.id, user.id));
    await expect(getProfileOverview(services, user.id)).rejects.toMatchObject({ code: "PROFILE_MISSING" });
  });
});
