import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { auditLog, platformSettings } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { getSettings, getSettingsGroup } from "~/.server/platform/settings";
import sharp from "sharp";
import { DEFAULT_SETTINGS, type PlatformSettings } from "~/domain/settings";
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
// Every test starts from the defaults.
afterEach(async () => {
  await services.db.delete(platformSettings);
  const { ensureDefaultSettings } = await import("~/.server/platform/settings");
  await ensureDefaultSettings(services.db);
});

type ErrorBody = { error: { code: string; message: string } };
type SettingsBody = { settings: PlatformSettings };

describe("GET/PUT /api/admin/settings", () => {
  it("reads the four groups with the defaults of document 2 §9", async () => {
    const { client: admin } = await adminClient(api, services);
    const res = await admin.get<SettingsBody>("/api/admin/settings");
    expect(res.status).toBe(200);
    expect(res.body.settings).toEqual(DEFAULT_SETTINGS);
    expect(res.body.settings.system.last_backup).toBeNull();
  });

  it("saves all four groups at once and records what changed", async () => {
    const { client: admin, user: actor } = await adminClient(api, services);
    const res = await admin.request<SettingsBody>("PUT", "/api/admin/settings", {
      site: { ...DEFAULT_SETTINGS.site, name: "Prona Kosova", currency: "CHF" },
      properties: { ...DEFAULT_SETTINGS.properties, require_approval: false, free_user_image_limit: 5 },
      premium: { ...DEFAULT_SETTINGS.premium, monthly_price: 12.5, features: ["priority_support"] },
      system: { ...DEFAULT_SETTINGS.system, maintenance_mode: false, sellers_become_admins: true },
    });
    expect(res.status).toBe(200);
    const stored = await getSettings(services.db);
    expect(stored).toEqual(res.body.settings);
    expect(stored.site).toMatchObject({ name: "Prona Kosova", currency: "CHF" });
    expect(stored.properties).toMatchObject({ require_approval: false, free_user_image_limit: 5 });
    expect(stored.premium).toMatchObject({ monthly_price: 12.5, features: ["priority_support"] });
    expect(stored.system.sellers_become_admins).toBe(true);
    const [audit] = await services.db.select().from(auditLog).where(eq(auditLog.action, "settings.save"));
    expect(audit).toMatchObject({ actor_id: actor.id, target_type: "settings" });
    expect(audit!.details).toEqual({
      changed: {
        site: ["name", "currency"],
        properties: ["require_approval", "free_user_image_limit"],
        premium: ["monthly_price", "features"],
        system: ["sellers_become_admins"],
      },
    });
  });

  it.each([
    ["site", "max_upload_size", 0, 10],
    ["site", "max_upload_size", 51, 10],
    ["site", "max_upload_size", 50, 50],
    ["site", "max_upload_size", 1, 1],
    ["properties", "max_images_per_property", 0, 10],
    ["properties", "max_images_per_property", 51, 10],
    ["properties", "default_listing_duration", 366, 30],
    ["properties", "default_listing_duration", 365, 365],
    ["properties", "featured_properties_limit", 0, 10],
    ["properties", "free_user_image_limit", 11, 3],
    ["properties", "free_user_image_limit", 10, 10],
    ["properties", "premium_user_image_limit", 51, 15],
    ["properties", "premium_user_image_limit", "abc", 15],
    ["premium", "monthly_price", -1, 0],
    ["premium", "yearly_price", "89.999", 90],
    ["premium", "monthly_price", "0", 0],
    ["premium", "monthly_price", "nine", 0],
    ["premium", "monthly_price", 14.5, 14.5],
    ["site", "max_upload_size", "abc", 10],
    ["properties", "max_images_per_property", 50, 50],
    ["properties", "max_images_per_property", 1, 1],
    ["properties", "default_listing_duration", 0, 30],
    ["properties", "default_listing_duration", 1, 1],
    ["properties", "featured_properties_limit", 51, 10],
    ["properties", "featured_properties_limit", 50, 50],
    ["properties", "free_user_image_limit", 0, 3],
    ["properties", "free_user_image_limit", 1, 1],
    ["properties", "premium_user_image_limit", 0, 15],
    ["properties", "premium_user_image_limit", 50, 50],
  ] as const)("bounds (§5): %s.%s = %j is stored as %j", async (group, field, sent, stored) => {
    const { client: admin } = await adminClient(api, services);
    const res = await admin.request<SettingsBody>("PUT", "/api/admin/settings", { [group]: { [field]: sent } });
    expect(res.status).toBe(200);
    expect((res.body.settings[group] as Record<string, unknown>)[field]).toBe(stored);
    expect(((await getSettings(services.db))[group] as Record<string, unknown>)[field]).toBe(stored);
  });

  it("keeps what was not sent, ignores the read-only version and last_backup, and unknown currencies fall back", async () => {
    const { client: admin } = await adminClient(api, services);
    await admin.request("PUT", "/api/admin/settings", { site: { contact_phone: "+383 49 999 000" } });
    const res = await admin.request<SettingsBody>("PUT", "/api/admin/settings", {
      site: { currency: "GBP" },
      system: { version: "9.9.9", last_backup: "2020-01-01T00:00:00.000Z", maintenance_mode: false },
    });
    expect(res.body.settings.site).toMatchObject({ contact_phone: "+383 49 999 000", currency: "EUR" });
    expect(res.body.settings.system).toMatchObject({ version: "1.0.0", last_backup: null });
  });

  it("refuses a body that is not the four groups, changing nothing", async () => {
    const { client: admin } = await adminClient(api, services);
    for (const body of [[], { site: "x" }, { other: {} }, "text"]) {
      const res = await admin.request<ErrorBody>("PUT", "/api/admin/settings", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await getSettings(services.db)).toEqual(DEFAULT_SETTINGS);
  });
});

describe("settings take effect", () => {
  it("maintenance_mode: non-admin writes and sign-ins get 503, reads go on, administrators keep working", async () => {
    const { client: admin, user: adminUser } = await adminClient(api, services);
    const { client: member, user } = await userClient(api);
    const owner = await userClient(api);
    const property = await insertProperty(services, owner.user.id);
    const on = await admin.request<SettingsBody>("PUT", "/api/admin/settings", { system: { maintenance_mode: true } });
    expect(on.body.settings.system.maintenance_mode).toBe(true);

    const refused = await member.post<ErrorBody>("/api/auth/change-password", {
      current_password: user.password,
      new_password: "tjeter123",
      confirm_password: "tjeter123",
    });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toEqual({ code: "MAINTENANCE", message: "Prona është në mirëmbajtje. Ju lutemi provoni përsëri pas pak." });
    const visitor = await new ApiClient(api).post<ErrorBody>("/api/auth/register", {
      name: "X",
      email: "x@test.prona",
      password: "sekret123",
      confirm_password: "sekret123",
    });
    expect(visitor.status).toBe(503);
    // Reads go on; signing in is for administrators only (a non-admin gets no session).
    expect((await member.get("/api/auth/session")).status).toBe(200);
    const late = new ApiClient(api);
    const signIn = await late.post<ErrorBody>("/api/auth/login", { email: user.email, password: user.password });
    expect(signIn.status).toBe(503);
    expect(signIn.body.error.code).toBe("MAINTENANCE");
    expect((await late.get<{ user: unknown }>("/api/auth/session")).body.user).toBeNull();
    const adminSignIn = await new ApiClient(api).post("/api/auth/login", { email: adminUser.email, password: adminUser.password });
    expect(adminSignIn.status).toBe(200);
    // Administrators keep working.
    expect((await admin.post(`/api/admin/properties/${property.id}/approve`)).status).toBe(200);

    await admin.request("PUT", "/api/admin/settings", { system: { maintenance_mode: false } });
    expect(
      (
        await member.post("/api/auth/change-password", {
          current_password: user.password,
          new_password: "tjeter123",
          confirm_password: "tjeter123",
        })
      ).status,
    ).toBe(200);
  });

  it("require_approval: off, a new listing goes live at once; on, it waits for approval", async () => {
    const { client: admin } = await adminClient(api, services);
    const { client: owner } = await userClient(api);
    const listing = {
      title: "Banesë",
      description: "Përshkrim",
      price: 50_000,
      location: "Prishtinë",
      type: "apartment",
      listing_type: "sale",
    };
    await admin.request("PUT", "/api/admin/settings", { properties: { require_approval: false } });
    const live = await owner.post<{ property: { status: string } }>("/api/properties", listing);
    expect(live.status).toBe(201);
    expect(live.body.property.status).toBe("active");
    await admin.request("PUT", "/api/admin/settings", { properties: { require_approval: true } });
    const waiting = await owner.post<{ property: { status: string } }>("/api/properties", listing);
    expect(waiting.body.property.status).toBe("pending");
  });

  it("image limits and upload size: the owner's limits follow the settings", async () => {
    const { client: admin } = await adminClient(api, services);
    const { client: owner } = await userClient(api);
    await admin.request("PUT", "/api/admin/settings", { site: { max_upload_size: 4 }, properties: { free_user_image_limit: 5 } });
    const limits = await owner.get<{ imageLimit: number; maxUploadMb: number }>("/api/my/property-limits");
    expect(limits.body).toMatchObject({ imageLimit: 5, maxUploadMb: 4 });
    await admin.request("PUT", "/api/admin/settings", { properties: { free_user_image_limit: 5, max_images_per_property: 2 } });
    expect((await owner.get<{ imageLimit: number }>("/api/my/property-limits")).body.imageLimit).toBe(2);
  });

  it("image limits through the admin save: the owner's next photo is refused at the free limit", async () => {
    const { client: admin } = await adminClient(api, services);
    const { client: owner } = await userClient(api);
    await admin.request("PUT", "/api/admin/settings", { properties: { free_user_image_limit: 1 } });
    const created = await owner.post<{ property: { id: string } }>("/api/properties", {
      title: "Banesë me një foto",
      description: "Përshkrim",
      price: 50_000,
      location: "Prishtinë",
      type: "apartment",
      listing_type: "sale",
    });
    expect(created.status).toBe(201);
    const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const form = () => {
      const f = new FormData();
      f.append("images", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "a.jpg");
      return f;
    };
    const first = await owner.post<{ property: { images: string[] } }>(`/api/properties/${created.body.property.id}/images`, form());
    expect(first.status).toBe(200);
    expect(first.body.property.images).toHaveLength(1);
    const second = await owner.post<ErrorBody>(`/api/properties/${created.body.property.id}/images`, form());
    expect(second.status).toBe(400);
    expect(second.body.error.message).toBe("U arrit kufiri i fotove: kjo pronë mund të ketë maksimum 1 foto.");
    // Raised again by the administrator: the owner may add the photo.
    await admin.request("PUT", "/api/admin/settings", { properties: { free_user_image_limit: 2 } });
    expect((await owner.post(`/api/properties/${created.body.property.id}/images`, form())).status).toBe(200);
  });

  it("premium prices and bank details: what the administrator saves is what settings.ts gives the premium page", async () => {
    const { client: admin } = await adminClient(api, services);
    await admin.request("PUT", "/api/admin/settings", {
      premium: {
        monthly_price: "12.50",
        yearly_price: 120,
        bank_name: "Banka Ekonomike",
        iban: "XK05 1111 2222 3333 4444",
        account_holder: "Prona Kosova SH.P.K.",
      },
      site: { support_email: "pagesat@prona.test" },
    });
    expect(await getSettingsGroup(services.db, "premium")).toMatchObject({
      monthly_price: 12.5,
      yearly_price: 120,
      bank_name: "Banka Ekonomike",
      iban: "XK05 1111 2222 3333 4444",
      account_holder: "Prona Kosova SH.P.K.",
    });
    expect((await getSettingsGroup(services.db, "site")).support_email).toBe("pagesat@prona.test");
  });

  it("sellers_become_admins: on, a new landlord is an administrator; off, not", async () => {
    const { client: admin } = await adminClient(api, services);
    await admin.request("PUT", "/api/admin/settings", { system: { sellers_become_admins: true } });
    expect((await new ApiClient(api).register({ user_type: "landlord" })).is_admin).toBe(true);
    await admin.request("PUT", "/api/admin/settings", { system: { sellers_become_admins: false } });
    expect((await new ApiClient(api).register({ user_type: "landlord" })).is_admin).toBe(false);
  });

  it("featured_properties_limit: featuring stops at the limit", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user: owner } = await userClient(api);
    await admin.request("PUT", "/api/admin/settings", { properties: { featured_properties_limit: 2 } });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await insertProperty(services, owner.id, { status: "active" })).id);
    const { properties } = await import("~/.server/db/schema");
    await services.db.update(properties).set({ featured: false });
    expect((await admin.post(`/api/admin/properties/${ids[0]}/featured`, { featured: true })).status).toBe(200);
    expect((await admin.post(`/api/admin/properties/${ids[1]}/featured`, { featured: true })).status).toBe(200);
    const third = await admin.post<ErrorBody>(`/api/admin/properties/${ids[2]}/featured`, { featured: true });
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe(
      "Është arritur kufiri i pronave të veçanta (2). Hiqni një pronë të veçantë para se të shtoni një tjetër.",
    );
    await admin.request("PUT", "/api/admin/settings", { properties: { featured_properties_limit: 3 } });
    expect((await admin.post(`/api/admin/properties/${ids[2]}/featured`, { featured: true })).status).toBe(200);
  });
});

describe("POST /api/admin/export", () => {
  it("downloads a JSON export of the data without credentials or sessions, and leaves last_backup to real backups", async () => {
    const { client: admin, user: actor } = await adminClient(api, services);
    const { user } = await userClient(api);
    const property = await insertProperty(services, user.id);
    const res = await admin.post<{
      format: string;
      created_by: string;
      counts: Record<string, number>;
      tables: Record<string, Record<string, unknown>[]>;
    }>("/api/admin/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="prona-export-[\d-T]+Z\.json"$/);
    expect(res.body.format).toBe("prona-backup");
    expect(res.body.created_by).toBe(actor.email);
    expect(Object.keys(res.body.tables).sort()).toEqual(
      [
        "audit_log",
        "agency_profiles",
        "phone_reveals",
        "contact_messages",
        "contact_requests",
        "favorites",
        "notifications",
        "platform_settings",
        "profiles",
        "properties",
        "property_views",
        "reviews",
      ].sort(),
    );
    expect(res.body.tables.profiles!.map((p) => p.id)).toEqual(expect.arrayContaining([actor.id, user.id]));
    expect(res.body.tables.properties!.find((p) => p.id === property.id)).toMatchObject({ title: property.title, owner_id: user.id });
    expect(res.body.counts.profiles).toBe(res.body.tables.profiles!.length);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/argon2|"password"|"token"|search_text/);
    expect(text).not.toContain("sessions");

    const settings = await getSettings(services.db);
    expect(settings.system.last_backup).toBeNull();
    const [audit] = await services.db.select().from(auditLog).where(eq(auditLog.action, "data.backup"));
    expect(audit).toMatchObject({ actor_id: actor.id, target_type: "data" });
  });
});
