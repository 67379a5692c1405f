import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { platformSettings, profiles } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { ensureDefaultSettings, saveSettingsGroup } from "~/.server/platform/settings";
import { DEFAULT_SETTINGS, PREMIUM_FEATURES } from "~/domain/settings";
import { ApiClient } from "../../../../tests/support/api-client";
import { createTestServices } from "../../../../tests/support/services";

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());
afterEach(async () => {
  await services.db.delete(platformSettings);
  await ensureDefaultSettings(services.db);
});

type Offer = {
  prices: { monthly: number; yearly: number; annual_offer: { free_months: number; value: number } };
  features: string[];
  premium_image_limit: number;
  payment: { bank_name: string; account_holder: string; iban: string; reference: string | null };
  support_email: string;
  status: { is_premium: boolean; premium_active: boolean; premium_until: string | null };
};

describe("GET /api/me/premium", () => {
  it("gives the spec's prices, the annual saving (12 × 9.99 − 99.99) and the user's own reference; no sample bank details or address", async () => {
    const client = new ApiClient(api);
    const user = await client.register();
    const res = await client.get<Offer>("/api/me/premium");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      prices: { monthly: 9.99, yearly: 99.99, annual_offer: { free_months: 2, value: 19.98 } },
      features: [...PREMIUM_FEATURES],
      premium_image_limit: 15,
      // A fresh install's IBAN and addresses are the spec's samples: not offered as real ones.
      payment: { bank_name: "", account_holder: "", iban: "", reference: `PREMIUM-${user.personal_id}` },
      support_email: "",
      status: { is_premium: false, premium_active: false, premium_until: null },
    });
    expect(res.body.payment.reference).toMatch(/^PREMIUM-USER-[A-Z0-9]{6}$/);
  });

  it("takes prices, IBAN, features and the support address from the platform settings", async () => {
    await saveSettingsGroup(
      services.db,
      "premium",
      {
        ...DEFAULT_SETTINGS.premium,
        monthly_price: 12.5,
        yearly_price: 120,
        iban: "XK05 0000 1111 2222 3333",
        features: ["advanced_statistics"],
      },
      null,
    );
    await saveSettingsGroup(services.db, "site", { ...DEFAULT_SETTINGS.site, support_email: "ndihma@example.com" }, null);
    const client = new ApiClient(api);
    await client.register();
    const res = await client.get<Offer>("/api/me/premium");
    expect(res.body.prices).toEqual({ monthly: 12.5, yearly: 120, annual_offer: { free_months: 2, value: 25 } });
    expect(res.body.payment.iban).toBe("XK05 0000 1111 2222 3333");
    expect(res.body.features).toEqual(["advanced_statistics"]);
    expect(res.body.payment.bank_name).toBe(DEFAULT_SETTINGS.premium.bank_name);
    expect(res.body.support_email).toBe("ndihma@example.com");
  });

  it("sends premium questions to the contact address when no support address is set", async () => {
    await saveSettingsGroup(services.db, "site", { ...DEFAULT_SETTINGS.site, contact_email: "info@example.com" }, null);
    const client = new ApiClient(api);
    await client.register();
    expect((await client.get<Offer>("/api/me/premium")).body.support_email).toBe("info@example.com");
  });

  it("shows an active premium user their status and end date", async () => {
    const client = new ApiClient(api);
    const user = await client.register();
    const until = new Date(Date.now() + 40 * 86_400_000);
    await services.db.update(profiles).set({ is_premium: true, premium_until: until }).where(eq(profiles.id, user.id));
    const res = await client.get<Offer>("/api/me/premium");
    expect(res.body.status).toEqual({ is_premium: true, premium_active: true, premium_until: until.toISOString() });
  });

  it("counts a premium whose premium_until has passed as not premium", async () => {
    const client = new ApiClient(api);
    const user = await client.register();
    const until = new Date(Date.now() - 60_000);
    await services.db.update(profiles).set({ is_premium: true, premium_until: until }).where(eq(profiles.id, user.id));
    const res = await client.get<Offer>("/api/me/premium");
    expect(res.body.status).toEqual({ is_premium: true, premium_active: false, premium_until: until.toISOString() });
  });

  it("gives each user only their own payment reference", async () => {
    const alice = new ApiClient(api);
    const bob = new ApiClient(api);
    const a = await alice.register();
    const b = await bob.register();
    expect((await alice.get<Offer>("/api/me/premium")).body.payment.reference).toBe(`PREMIUM-${a.personal_id}`);
    expect((await bob.get<Offer>("/api/me/premium")).body.payment.reference).toBe(`PREMIUM-${b.personal_id}`);
  });

  it("answers a visitor with 401", async () => {
    expect((await new ApiClient(api).get("/api/me/premium")).status).toBe(401);
  });
});
