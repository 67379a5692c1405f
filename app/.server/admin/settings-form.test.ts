import { describe, expect, it } from "vitest";
import { settingsFromForm } from "./settings-form";

describe("settingsFromForm", () => {
  it("groups the fields by their prefix and keeps the values as sent", () => {
    const groups = settingsFromForm({
      "site.name": "Prona",
      "site.max_upload_size": "12",
      "premium.iban": "XK05",
      intent: "save",
      "other.key": "x",
    });
    expect(groups.site).toMatchObject({ name: "Prona", max_upload_size: "12" });
    expect(groups.premium).toMatchObject({ iban: "XK05" });
    expect(Object.keys(groups).sort()).toEqual(["premium", "properties", "site", "system"]);
  });

  it("reads a checkbox that was not sent as off, and a ticked one as on", () => {
    const groups = settingsFromForm({ "properties.require_approval": "on", "system.maintenance_mode": "true" });
    expect(groups.properties).toMatchObject({ require_approval: true, allow_premium_features: false });
    expect(groups.system).toMatchObject({ maintenance_mode: true, sellers_become_admins: false });
  });

  it("reads the premium features as a list: several, one or none", () => {
    expect(settingsFromForm({ "premium.features": ["featured_listings", "more_images"] }).premium.features).toEqual([
      "featured_listings",
      "more_images",
    ]);
    expect(settingsFromForm({ "premium.features": "priority_support" }).premium.features).toEqual(["priority_support"]);
    expect(settingsFromForm({}).premium.features).toEqual([]);
  });
});
