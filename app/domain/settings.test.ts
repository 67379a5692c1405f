import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, parseSettingsGroup } from "./settings";

describe("platform settings", () => {
  it("has document 2 §9's defaults", () => {
    expect(DEFAULT_SETTINGS.site).toMatchObject({ max_upload_size: 10, currency: "EUR" });
    expect(DEFAULT_SETTINGS.properties).toEqual({
      require_approval: true,
      max_images_per_property: 15,
      allow_premium_features: true,
      default_listing_duration: 30,
      featured_properties_limit: 10,
      free_user_image_limit: 3,
      premium_user_image_limit: 15,
      // Prona's own: the mortgage calculator's starting values.
      mortgage_rate: 6.5,
      mortgage_term_years: 20,
      mortgage_down_payment_percent: 20,
    });
    expect(DEFAULT_SETTINGS.premium).toMatchObject({ monthly_price: 9.99, yearly_price: 99.99 });
    expect(DEFAULT_SETTINGS.system).toEqual({ maintenance_mode: false, version: "1.0.0", last_backup: null, sellers_become_admins: false });
  });

  it.each([
    ["max_upload_size", "site", 51, 10],
    ["max_upload_size", "site", 0, 10],
    ["max_images_per_property", "properties", 51, 10],
    ["default_listing_duration", "properties", 366, 30],
    ["featured_properties_limit", "properties", -1, 10],
    ["free_user_image_limit", "properties", 11, 3],
    ["premium_user_image_limit", "properties", "abc", 15],
    ["monthly_price", "premium", -5, 0],
  ] as const)("falls back for %s out of bounds (%s: %s → %s)", (key, group, value, fallback) => {
    expect((parseSettingsGroup(group, { [key]: value }) as Record<string, unknown>)[key]).toBe(fallback);
  });

  it("keeps values within bounds, from strings too", () => {
    expect(parseSettingsGroup("properties", { free_user_image_limit: "5", premium_user_image_limit: 50 })).toMatchObject({
      free_user_image_limit: 5,
      premium_user_image_limit: 50,
    });
    expect(parseSettingsGroup("premium", { monthly_price: "12.345" }).monthly_price).toBe(12.35);
  });

  it("fills a missing group or key from the defaults", () => {
    expect(parseSettingsGroup("system", undefined)).toEqual(DEFAULT_SETTINGS.system);
    expect(parseSettingsGroup("site", { name: "Prona KS" })).toMatchObject({ name: "Prona KS", currency: "EUR" });
  });

  it("refuses an unknown currency and a malformed e-mail", () => {
    expect(parseSettingsGroup("site", { currency: "GBP", contact_email: "jo" })).toMatchObject({
      currency: "EUR",
      contact_email: "info@prona.local",
    });
  });
});
