import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { auditLog, favorites, notifications, properties, propertyViews } from "~/.server/db/schema";
import type { AppEvent } from "~/.server/realtime/events";
import type { Services } from "~/.server/services";
import { saveSettingsGroup, getSettingsGroup } from "~/.server/platform/settings";
import { storePropertyImage } from "~/.server/storage/images";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { localStorageRoot } from "~/.server/storage/local";
import { adminClient, insertProperty, userClient } from "../../../../tests/support/admin-fixtures";
import { createTestServices } from "../../../../tests/support/services";

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());

type ErrorBody = { error: { code: string; message: string } };
type Row = { id: string; title: string; status: string; owner_name: string | null; view_count: number; favorite_count: number };
type ListBody = { items: Row[]; total: number; page: number; page_count: number };

async function notificationsOf(userId: string) {
  return services.db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(desc(notifications.created_at));
}
async function statusOf(id: string) {
  const [row] = await services.db
    .select({ status: properties.status, featured: properties.featured })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

describe("GET /api/admin/properties", () => {
  it("searches title, description and location without accents, filters, counts without a query per row", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user: owner } = await userClient(api, { name: "Pronari Listës" });
    const tag = `zx${Date.now().toString(36)}`;
    const a = await insertProperty(services, owner.id, { title: `Vilë ${tag}`, type: "house", listing_type: "sale", status: "pending" });
    const b = await insertProperty(services, owner.id, {
      description: `Pranë qendrës ${tag}`,
      type: "apartment",
      listing_type: "rent",
      status: "active",
      price: 400,
    });
    const c = await insertProperty(services, owner.id, { location: `Fushë Kosovë ${tag}`, type: "land", status: "rejected" });
    const { user: fan } = await userClient(api);
    await services.db
      .insert(propertyViews)
      .values([{ property_id: b.id }, { property_id: b.id }, { property_id: b.id }, { property_id: a.id }]);
    await services.db.insert(favorites).values([{ property_id: b.id, user_id: fan.id }]);

    const all = await admin.get<ListBody>(`/api/admin/properties?q=${tag.toUpperCase()}`);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    expect(all.body.items.find((r) => r.id === b.id)).toMatchObject({ owner_name: "Pronari Listës", view_count: 3, favorite_count: 1 });
    expect(all.body.items.find((r) => r.id === c.id)).toMatchObject({ view_count: 0, favorite_count: 0 });

    const fushe = await admin.get<ListBody>(`/api/admin/properties?q=${encodeURIComponent("fushe kosove " + tag)}`);
    expect(fushe.body.items.map((r) => r.id)).toEqual([c.id]);
    expect((await admin.get<ListBody>(`/api/admin/properties?q=${tag}&type=house`)).body.items.map((r) => r.id)).toEqual([a.id]);
    expect((await admin.get<ListBody>(`/api/admin/properties?q=${tag}&listing_type=rent`)).body.items.map((r) => r.id)).toEqual([b.id]);
    expect((await admin.get<ListBody>(`/api/admin/properties?q=${tag}&status=rejected`)).body.items.map((r) => r.id)).toEqual([c.id]);
    const empty = await admin.get<ListBody>(`/api/admin/properties?q=${tag}&status=sold`);
    expect(empty.body).toMatchObject({ total: 0, items: [], page: 1, page_count: 1 });
    // Unknown filter values mean "all"; pages are clamped.
    expect((await admin.get<ListBody>(`/api/admin/properties?q=${tag}&type=castle&page=-3`)).body).toMatchObject({ total: 3, page: 1 });
  });

  it("pages of 10, the page clamped to the last", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user: owner } = await userClient(api);
    const tag = `pg${Date.now().toString(36)}`;
    for (let i = 0; i < 11; i++) await insertProperty(services, owner.id, { title: `${tag} ${i}` });
    const res = await admin.get<ListBody>(`/api/admin/properties?q=${tag}&page=5`);
    expect(res.body).toMatchObject({ total: 11, page: 2, page_count: 2 });
    expect(res.body.items.map((r) => r.title)).toEqual([`${tag} 0`]);
  });
});

describe("GET /api/admin/properties/:id", () => {
  it("has every field, the owner card with the personal ID and the statistics", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user: owner } = await userClient(api, { user_type: "landlord", name: "Qiradhënësi" });
    const p = await insertProperty(services, owner.id, { listing_type: "rent", price: 450, features: ["Parking", "Lift"] });
    await services.db.insert(propertyViews).values([{ property_id: p.id }, { property_id: p.id }]);
    const res = await admin.get<{ property: Record<string, unknown> }>(`/api/admin/properties/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body.property).toMatchObject({
      id: p.id,
      title: p.title,
      price: 450,
      listing_type: "rent",
      features: ["Parking", "Lift"],
      view_count: 2,
      favorite_count: 0,
      owner: { id: owner.id, name: "Qiradhënësi", user_type: "landlord", personal_id: owner.personal_id, premium_active: false },
    });
    expect(res.body.property).not.toHaveProperty("search_text");
    const missing = await admin.get<ErrorBody>("/api/admin/properties/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Prona nuk u gjet");
    expect((await admin.get<ErrorBody>("/api/admin/properties/abc")).status).toBe(404);
  });
});

describe("status transitions and the owner's notification", () => {
  it("approve: pending → active, type approval, 'Prona u aprovua!', told live, audited", async () => {
    const { client: admin, user: actor } = await adminClient(api, services);
    const { user: owner } = await userClient(api);
    const p = await insertProperty(services, owner.id);
    const events: AppEvent[] = [];
    const stop = services.events.subscribe(owner.id, (e) => events.push(e));
    try {
      const res = await admin.post("/api/admin/properties/" + p.id + "/approve");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "active", previous_status: "pending", notified: true });
      expect((await statusOf(p.id))?.status).toBe("active");
      const [note] = await notificationsOf(owner.id);
      expect(note).toMatchObject({
        type: "approval",
        title: "Prona u aprovua!",
        message: `Prona juaj "${p.title}" u aprovua dhe tani është aktive.`,
        property_id: p.id,
        is_read: false,
      });
      await expect.poll(() => events.length).toBe(1);
    } finally {
      stop();
    }
    const [audit] = await services.db.select().from(auditLog).where(eq(auditLog.target_id, p.id));
    expect(audit).toMatchObject({
      actor_id: actor.id,
      action: "property.status",
      target_type: "property",
      details: { from: "pending", to: "active" },
    });
  });

  it("reject: pending → rejected, type rejection, the typed reason replaces the message", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user: owner } = await userClient(api);
    const p = await insertProperty(services, owner.id);
    const res = await admin.post(`/api/admin/properties/${p.id}/reject`, { reason: "  Fotot nuk i përkasin pronës. " });
    expect(res.status).toBe(200);
    const [note] = await notificationsOf(owner.id);
    expect(note).toMatchObject({ type: "rejection", title: "Prona u refuzua", message: "Fotot nuk i përkasin pronës." });

    const q = await insertProperty(services, owner.id);
    await admin.post(`/api/admin/properties/${q.id}/reject`);
    const [second] = await notificationsOf(owner.id);
    expect(second!.message).toBe(`Prona juaj "${q.title}" u refuzua. Ju lutemi kontaktoni administratorin për më shumë informacion.`);
  });

  it("approve and reject exist only while pending", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user: owner } = await userClient(api);
    const p = await insertProperty(services, owner.id, { status: "active" });
    for (const action of ["approve", "reject"]) {
      const res = await admin.post<ErrorBody>(`/api/admin/properties/${p.id}/${action}`);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe("ADMIN_NOT_PENDING");
    }
    expect((await statusOf(p.id))?.status).toBe("active");
    expect(await notificationsOf(owner.id)).toEqual([]);
  });

  it.each([
    ["active", "approval", "Prona u aprovua!"],
    ["rejected", "rejection", "Prona u refuzua"],
    ["inactive", "status_change", "Statusi i pronës u ndryshua në Joaktiv"],
    ["sold", "status_change", "Statusi i pronës u ndryshua në Shitur"],
    ["rented", "status_change", "Statusi i pronës u ndryshua në Dhënë me qira"],
    ["pending", "status_change", "Statusi i pronës u ndryshua në Në pritje"],
    ["expired", "status_change", "Statusi i pronës u ndryshua në Skaduar"],
  ])("change status from sold to %s: type %s, title '%s'", async (status, type, title) => {
    const { client: admin } = await adminClient(api, services);
    const { user: owner } = await userClient(api);
    const p = await insertProperty(services, owner.id, { status: "sold" });
    const res = await admin.post(`/api/admin/properties/${p.id}/status`, { status });
    expect(res.status).toBe(200);
    expect((await statusOf(p.id))?.status).toBe(status);
    const [note] = await notificationsOf(owner.id);
    expect(note).toMatchObject({ type, title, property_id: p.id });
    if (type === "status_change") expect(note!.message).toContain(`"${p.title}"`);
  });

  it("the status is required and must be known; a too long reason is refused; nothing changes", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user: owner } = await userClient(api);
    const p = await insertProperty(services, owner.id);
    const none = await admin.post<ErrorBody>(`/api/admin/properties/${p.id}/status`, {});
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe("Ju lutemi zgjidhni një status.");
    expect((await admin.post<ErrorBody>(`/api/admin/properties/${p.id}/status`, { status: "deleted" })).status).toBe(400);
    expect(
      (await admin.post<ErrorBody>(`/api/admin/properties/${p.id}/status`, { status: "active", reason: "x".repeat(1001) })).body.error.code,
    ).toBe("ADMIN_REASON_TOO_LONG");
    expect((await statusOf(p.id))?.status).toBe("pending");
    expect(await notificationsOf(owner.id)).toEqual([]);
  });

  it("a failed notification is logged and the status change stands", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user: owner } = await userClient(api);
    const p = await insertProperty(services, owner.id);
    // The notification insert fails for real: a trigger refuses rows for this property.
    await services.db.execute(
      `CREATE OR REPLACE FUNCTION refuse_note() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.property_id = '${p.id}' THEN RAISE EXCEPTION 'notifications down'; END IF; RETURN NEW; END $$`,
    );
    await services.db.execute(`CREATE TRIGGER refuse_note BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION refuse_note()`);
    try {
      const res = await admin.post(`/api/admin/properties/${p.id}/approve`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "active", notified: false });
      expect((await statusOf(p.id))?.status).toBe("active");
      expect(await notificationsOf(owner.id)).toEqual([]);
    } finally {
      await services.db.execute(`DROP TRIGGER refuse_note ON notifications`);
    }
  });
});

describe("featured flag", () => {
  it("toggles on and off, audited, and respects featured_properties_limit", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user: owner } = await userClient(api);
    const p = await insertProperty(services, owner.id, { status: "active" });
    expect((await admin.post(`/api/admin/properties/${p.id}/featured`, { featured: true })).body).toEqual({ id: p.id, featured: true });
    expect((await statusOf(p.id))?.featured).toBe(true);
    expect((await admin.post(`/api/admin/properties/${p.id}/featured`, { featured: "false" })).body).toEqual({ id: p.id, featured: false });
    expect((await statusOf(p.id))?.featured).toBe(false);

    const before = await getSettingsGroup(services.db, "properties");
    const [{ n } = { n: 0 }] = await services.db.select({ n: count() }).from(properties).where(eq(properties.featured, true));
    await saveSettingsGroup(services.db, "properties", { ...before, featured_properties_limit: Math.max(1, n) }, null);
    try {
      if (n === 0) await admin.post(`/api/admin/properties/${(await insertProperty(services, owner.id)).id}/featured`, { featured: true });
      const res = await admin.post<ErrorBody>(`/api/admin/properties/${p.id}/featured`, { featured: true });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe("ADMIN_FEATURED_LIMIT");
      expect((await statusOf(p.id))?.featured).toBe(false);
    } finally {
      await saveSettingsGroup(services.db, "properties", before, null);
    }
    expect((await admin.post<ErrorBody>(`/api/admin/properties/${p.id}/featured`, {})).status).toBe(400);
  });
});

describe("DELETE /api/admin/properties/:id", () => {
  it("deletes the property with its views, favourites and photos", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user: owner } = await userClient(api);
    const p = await insertProperty(services, owner.id);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366aa" } })
      .jpeg()
      .toBuffer();
    const image = await storePropertyImage(services.storage, { propertyId: p.id, input: jpeg, maxBytes: 5 * 1024 * 1024 });
    await services.db
      .update(properties)
      .set({ images: [image.url] })
      .where(eq(properties.id, p.id));
    await services.db.insert(propertyViews).values({ property_id: p.id });
    const file = path.join(localStorageRoot(services.config.dataDir), image.key);
    expect(fs.existsSync(file)).toBe(true);

    const res = await admin.request("DELETE", `/api/admin/properties/${p.id}`);
    expect(res.status).toBe(200);
    expect(await statusOf(p.id)).toBeUndefined();
    expect(await services.db.select().from(propertyViews).where(eq(propertyViews.property_id, p.id))).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
    const [audit] = await services.db.select().from(auditLog).where(eq(auditLog.target_id, p.id));
    expect(audit).toMatchObject({ action: "property.delete", details: { title: p.title, owner_id: owner.id } });
    expect((await admin.request("DELETE", `/api/admin/properties/${p.id}`)).status).toBe(404);
  });
});
