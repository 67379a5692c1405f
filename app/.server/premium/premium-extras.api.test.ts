import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/.server/db/schema";
import { getSettings, saveSettingsGroup } from "~/.server/platform/settings";
import type { ApiClient } from "../../../tests/support/api-client";
import { userClient } from "../../../tests/support/admin-fixtures";
import { setupTestApi } from "../../../tests/support/test-api";

// allow_premium_features (issue 14 §8): off, no account gets premium's extras, whatever it paid for;
// on again, they are back. The server decides; the pages follow the same flag.

const { services, api } = setupTestApi();
let premium: ApiClient;

type ErrorBody = { error: { code: string } };

beforeAll(async () => {
  const p = await userClient(api, { user_type: "seller" });
  premium = p.client;
  await services.db.update(profiles).set({ is_premium: true, premium_until: null }).where(eq(profiles.id, p.user.id));
});

async function offerPremium(on: boolean) {
  const before = (await getSettings(services.db)).properties;
  await saveSettingsGroup(services.db, "properties", { ...before, allow_premium_features: on, require_approval: false }, null);
}

function post(title: string) {
  return premium.post<{ property: { id: string } } & ErrorBody>("/api/properties", {
    title,
    description: "Banesë e ndritshme.",
    price: 80_000,
    location: "Prishtinë",
    type: "apartment",
    listing_type: "sale",
  });
}

describe("allow_premium_features", () => {
  it("gives a premium account its extras only while premium is offered", async () => {
    await offerPremium(true);
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const res = await post(`Banesë ${n}`);
      expect(res.status).toBe(201);
      ids.push(res.body.property.id);
    }
    expect((await premium.get<{ user: { premium_active: boolean } }>("/api/me")).body.user.premium_active).toBe(true);
    expect((await premium.get("/api/my/property-limits")).body).toMatchObject({ imageLimit: 15 });
    expect((await premium.get(`/api/properties/${ids[0]}/analytics`)).status).toBe(200);

    await offerPremium(false);
    expect((await premium.get<{ user: { premium_active: boolean } }>("/api/me")).body.user.premium_active).toBe(false);
    expect((await premium.get("/api/my/property-limits")).body).toMatchObject({ imageLimit: 3 });
    const fifth = await post("Banesë 5");
    expect(fifth.status).toBe(403);
    expect(fifth.body.error.code).toBe("PROPERTY_LIMIT_REACHED");
    const stats = await premium.get<ErrorBody>(`/api/properties/${ids[0]}/analytics`);
    expect(stats.status).toBe(403);
    expect(stats.body.error.code).toBe("STATISTICS_PREMIUM_ONLY");
    const mine = await premium.get<{ premium: boolean; properties: { views_count: number | null }[] }>("/api/my/properties");
    expect(mine.body.premium).toBe(false);
    expect(mine.body.properties.every((p) => p.views_count === null)).toBe(true);

    await offerPremium(true);
    expect((await post("Banesë 5")).status).toBe(201);
  });
});
