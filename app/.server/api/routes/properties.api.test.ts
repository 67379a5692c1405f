import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { favorites, profiles, properties, propertyViews } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { getSettingsGroup, saveSettingsGroup } from "~/.server/platform/settings";
import { localStorageRoot } from "~/.server/storage/local";
import { editPropertyAsAdmin } from "~/.server/admin/edit-property";
import { loadAdminActor } from "~/.server/auth/admin-actor";
import { adminClient } from "../../../../tests/support/admin-fixtures";
import { ApiClient } from "../../../../tests/support/api-client";
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
type Property = {
  id: string;
  owner_id: string;
  title: string;
  description: string;
  location: string;
  price: number;
  type: string;
  listing_type: string;
  status: string;
  featured: boolean;
  rooms: number | null;
  bathrooms: number | null;
  area: number | null;
  features: string[] | null;
  images: string[];
};
type Created = { property: Property; images_failed: boolean };

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: "Banesë 2+1 në Dardani",
  description: "Banesë e ndritshme me ballkon.",
  price: 450,
  location: "Prishtinë",
  ...overrides,
});

async function owner(premium = false) {
  const client = new ApiClient(api);
  const user = await client.register();
  if (premium) await services.db.update(profiles).set({ is_premium: true, premium_until: null }).where(eq(profiles.id, user.id));
  return { client, user };
}

async function create(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post<Created>("/api/properties", valid(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.property;
}

async function ownedCount(ownerId: string) {
  const [row] = await services.db.select({ n: count() }).from(properties).where(eq(properties.owner_id, ownerId));
  return row!.n;
}

async function stored(id: string) {
  return services.db.query.properties.findFirst({ where: (p, { eq }) => eq(p.id, id) });
}

const storageRoot = () => localStorageRoot(services.config.dataDir);
const fileOf = (url: string) => path.join(storageRoot(), url.replace("/storage/property-images/", ""));
const filesOf = (propertyId: string) => {
  const dir = path.join(storageRoot(), propertyId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function jpeg(width = 64, height = 48, withExif = false) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg();
  if (withExif) image = image.withExif({ IFD0: { Make: "PronaPhone", Copyright: "secret-gps" } });
  return image.toBuffer();
}
const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 4, background: "#1d4ed8" } })
    .png()
    .toBuffer();

function photoForm(files: { bytes: Buffer; name: string; type?: string }[], fields: Record<string, string | string[]> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  for (const file of files) form.append("images", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }), file.name);
  return form;
}

async function upload(client: ApiClient, id: string, files: { bytes: Buffer; name: string; type?: string }[], remove: string[] = []) {
  return client.request<{ property: Property } & ErrorBody>(
    "POST",
    `/api/properties/${id}/images`,
    photoForm(files, { remove_images: remove }),
  );
}

describe("POST /api/properties (add property)", () => {
  it("refuses a visitor with the spec's message and saves nothing", async () => {
    const visitor = new ApiClient(api);
    const before = await services.db.select({ n: count() }).from(properties);
    const res = await visitor.post<ErrorBody>("/api/properties", valid());
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: "PROPERTY_LOGIN_REQUIRED", message: "Ju duhet të jeni të kyçur për të shtuar një pronë" });
    const multipart = await visitor.request<ErrorBody>(
      "POST",
      "/api/properties",
      photoForm([{ bytes: await jpeg(), name: "a.jpg" }], { title: "x" }),
    );
    expect(multipart.status).toBe(401);
    expect(await services.db.select({ n: count() }).from(properties)).toEqual(before);
  });

  it("creates a pending listing owned by the user, with the defaults apartment and rent", async () => {
    const { client, user } = await owner();
    const property = await create(client, { rooms: "3", bathrooms: "1", area: "78.5", features: [" Ballkon ", "Ashensor", "ballkon", ""] });
    expect(property).toMatchObject({
      owner_id: user.id,
      status: "pending",
      featured: false,
      type: "apartment",
      listing_type: "rent",
      price: 450,
      rooms: 3,
      bathrooms: 1,
      area: 78.5,
      features: ["Ballkon", "Ashensor"],
      images: [],
    });
    expect((await stored(property.id))?.status).toBe("pending");
  });

  it("accepts a urlencoded form with features as one comma-separated text", async () => {
    const { client } = await owner();
    const res = await client.post<Created>(
      "/api/properties",
      { ...valid(), price: "120000.50", type: "house", listing_type: "sale", features: "Oborr, Garazh,  oborr ,", rooms: "4" },
      { form: true },
    );
    expect(res.status).toBe(201);
    expect(res.body.property).toMatchObject({
      type: "house",
      listing_type: "sale",
      price: 120000.5,
      rooms: 4,
      features: ["Oborr", "Garazh"],
    });
  });

  it("keeps no rooms or bathrooms for land and commercial", async () => {
    const { client } = await owner();
    const land = await create(client, { type: "land", rooms: 4, bathrooms: 2, area: 600 });
    expect(land).toMatchObject({ type: "land", rooms: null, bathrooms: null, area: 600 });
    const shop = await create(client, { type: "commercial", rooms: 2 });
    expect(shop).toMatchObject({ rooms: null, bathrooms: null });
  });

  it("publishes at once when the platform does not require approval", async () => {
    const before = await getSettingsGroup(services.db, "properties");
    await saveSettingsGroup(services.db, "properties", { ...before, require_approval: false }, null);
    try {
      const { client } = await owner();
      expect((await create(client)).status).toBe("active");
    } finally {
      await saveSettingsGroup(services.db, "properties", before, null);
    }
    const { client } = await owner();
    expect((await create(client)).status).toBe("pending");
  });

  it("ignores forged owner_id, status, featured, images and counts", async () => {
    const { client, user } = await owner();
    const { user: other } = await owner();
    const property = await create(client, {
      owner_id: other.id,
      status: "active",
      featured: true,
      images: ["https://evil.example/x.jpg", "/storage/property-images/00000000-0000-0000-0000-000000000000/1700000000000-abcdef12.jpg"],
      views: 999,
      id: "00000000-0000-0000-0000-000000000001",
      created_at: "2001-01-01T00:00:00Z",
    });
    expect(property).toMatchObject({ owner_id: user.id, status: "pending", featured: false, images: [] });
    expect(property.id).not.toBe("00000000-0000-0000-0000-000000000001");
    expect(await ownedCount(other.id)).toBe(0);
  });

  it.each([
    ["a missing title", { title: "" }, "REQUIRED_FIELDS", "Ju lutemi plotësoni të gjitha fushat e detyrueshme", "title"],
    ["a blank description", { description: "   " }, "REQUIRED_FIELDS", "Ju lutemi plotësoni të gjitha fushat e detyrueshme", "description"],
    ["a missing price", { price: "" }, "REQUIRED_FIELDS", "Ju lutemi plotësoni të gjitha fushat e detyrueshme", "price"],
    ["a missing location", { location: undefined }, "REQUIRED_FIELDS", "Ju lutemi plotësoni të gjitha fushat e detyrueshme", "location"],
    ["a zero price", { price: 0 }, "PRICE_NOT_POSITIVE", "Çmimi duhet të jetë një numër pozitiv", "price"],
    ["a negative price", { price: "-5" }, "PRICE_NOT_POSITIVE", "Çmimi duhet të jetë një numër pozitiv", "price"],
    ["a price that is not a number", { price: "shumë" }, "PRICE_NOT_POSITIVE", "Çmimi duhet të jetë një numër pozitiv", "price"],
    ["an absurd price", { price: 1e13 }, "PRICE_TOO_HIGH", "Çmimi mund të jetë më së shumti 1.000.000.000 €.", "price"],
    ["negative rooms", { rooms: -1 }, "ROOMS_INVALID", "Numri i dhomave duhet të jetë një numër i plotë, 0 ose më shumë.", "rooms"],
    [
      "fractional bathrooms",
      { bathrooms: 1.5 },
      "BATHROOMS_INVALID",
      "Numri i banjove duhet të jetë një numër i plotë, 0 ose më shumë.",
      "bathrooms",
    ],
    ["a negative area", { area: -3 }, "AREA_INVALID", "Sipërfaqja duhet të jetë një numër, 0 ose më shumë.", "area"],
    ["an unknown type", { type: "castle" }, "INVALID_PROPERTY_TYPE", "Zgjidhni llojin e pronës: banesë, shtëpi, tokë ose lokal.", "type"],
    [
      "an unknown listing type",
      { listing_type: "swap" },
      "INVALID_LISTING_TYPE",
      "Zgjidhni llojin e shpalljes: në shitje ose me qira.",
      "listing_type",
    ],
    ["a very long title", { title: "x".repeat(151) }, "TITLE_TOO_LONG", "Titulli mund të ketë më së shumti 150 karaktere.", "title"],
    [
      "too many features",
      { features: Array.from({ length: 31 }, (_, i) => `f${i}`) },
      "TOO_MANY_FEATURES",
      "Mund të shtoni më së shumti 30 veçori.",
      "features",
    ],
  ])("refuses %s with the spec's message and saves nothing", async (_label, overrides, code, message, field) => {
    const { client, user } = await owner();
    const res = await client.post<ErrorBody>("/api/properties", valid(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.message).toBe(message);
    // An empty required field names itself under the field; the form's message is the general one.
    const named: Record<string, string> = {
      title: "Shkruani titullin.",
      description: "Shkruani përshkrimin.",
      price: "Shkruani çmimin.",
      location: "Shkruani vendndodhjen.",
    };
    expect(res.body.error.fields?.[field]).toBe(code === "REQUIRED_FIELDS" ? named[field] : message);
    expect(await ownedCount(user.id)).toBe(0);
  });

  it("answers in the reader's language", async () => {
    const { client } = await owner();
    client.cookies.set("lang", "en");
    const res = await client.post<ErrorBody>("/api/properties", valid({ price: 0 }));
    expect(res.body.error.message).toBe("The price must be a positive number");
  });

  it("blocks a free user's 4th property of any status with the spec's message", async () => {
    const { client, user } = await owner();
    const first = await create(client);
    await create(client);
    await create(client);
    // Statuses do not matter: a rejected or sold listing still counts.
    await services.db.update(properties).set({ status: "rejected" }).where(eq(properties.id, first.id));
    const res = await client.post<ErrorBody>("/api/properties", valid({ title: "E katërta" }));
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: "PROPERTY_LIMIT_REACHED",
      message: "Si përdorues Free mund të postoni maksimum 3 prona. Për më shumë, kaloni në Premium!",
    });
    expect(await ownedCount(user.id)).toBe(3);
    // Deleting one frees a place again.
    expect((await client.request("DELETE", `/api/properties/${first.id}`)).status).toBe(200);
    await create(client, { title: "E katërta, pas fshirjes" });
    expect(await ownedCount(user.id)).toBe(3);
  });

  it("lets only one of two simultaneous posts take a free user's last place", async () => {
    const { client, user } = await owner();
    await create(client);
    await create(client);
    const results = await Promise.all([
      client.post("/api/properties", valid({ title: "A" })),
      client.post("/api/properties", valid({ title: "B" })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    expect(await ownedCount(user.id)).toBe(3);
  });

  it("lets an active premium user post more than 3, but not one whose premium has expired", async () => {
    const { client, user } = await owner(true);
    for (let i = 0; i < 4; i += 1) await create(client, { title: `Premium ${i}` });
    expect(await ownedCount(user.id)).toBe(4);
    await services.db
      .update(profiles)
      .set({ premium_until: new Date(Date.now() - 60_000) })
      .where(eq(profiles.id, user.id));
    const res = await client.post<ErrorBody>("/api/properties", valid());
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("PROPERTY_LIMIT_REACHED");
  });

  it("creates a property with photos in one multipart request", async () => {
    const { client } = await owner();
    const res = await client.request<Created>(
      "POST",
      "/api/properties",
      photoForm(
        [
          { bytes: await jpeg(), name: "dhoma.jpg" },
          { bytes: await png(), name: "plan.png", type: "image/png" },
        ],
        {
          ...valid(),
          price: "450",
          features: ["Ballkon", "Ashensor"],
        },
      ),
    );
    expect(res.status).toBe(201);
    const { property, images_failed } = res.body;
    expect(images_failed).toBe(false);
    expect(property.features).toEqual(["Ballkon", "Ashensor"]);
    expect(property.images).toHaveLength(2);
    expect(property.images[0]).toMatch(new RegExp(`^/storage/property-images/${property.id}/\\d{13}-[a-z0-9]{8}\\.jpg$`));
    expect(property.images[1]).toMatch(/\.png$/);
    for (const url of property.images) {
      expect(fs.existsSync(fileOf(url))).toBe(true);
      for (const variant of ["card", "medium", "gallery"])
        expect(fs.existsSync(fileOf(url).replace(/\.(jpg|png)$/, `.${variant}.webp`))).toBe(true);
    }
  });

  it("refuses a free user's create with 4 photos, and one with a fake photo, before saving anything", async () => {
    const { client, user } = await owner();
    const photo = { bytes: await jpeg(), name: "a.jpg" };
    const tooMany = await client.request<ErrorBody>(
      "POST",
      "/api/properties",
      photoForm([photo, photo, photo, photo], { ...valid(), price: "1" }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({
      code: "IMAGE_LIMIT_REACHED",
      message: "U arrit kufiri i fotove: kjo pronë mund të ketë maksimum 3 foto.",
    });
    const fake = await client.request<ErrorBody>(
      "POST",
      "/api/properties",
      photoForm([photo, { bytes: Buffer.from("<?php echo 'not a photo'; ?>"), name: "foto.jpg" }], { ...valid(), price: "1" }),
    );
    expect(fake.status).toBe(415);
    expect(fake.body.error.code).toBe("IMAGE_INVALID");
    expect(await ownedCount(user.id)).toBe(0);
  });
});

describe("PATCH /api/properties/:id (edit property)", () => {
  it("saves the owner's changes and keeps the status", async () => {
    const { client } = await owner();
    const property = await create(client, { rooms: 2 });
    await services.db.update(properties).set({ status: "active" }).where(eq(properties.id, property.id));
    const res = await client.request<{ property: Property }>("PATCH", `/api/properties/${property.id}`, {
      title: "  Banesë 2+1 në Dardani ",
      price: "470",
      rooms: 3,
      features: "Parking, Ballkon",
    });
    expect(res.status).toBe(200);
    expect(res.body.property).toMatchObject({
      title: "Banesë 2+1 në Dardani",
      description: property.description,
      price: 470,
      listing_type: "rent",
      rooms: 3,
      features: ["Parking", "Ballkon"],
      status: "active",
    });
    expect((await stored(property.id))?.status).toBe("active");
  });

  it("keeps a pending or rejected listing's status after an owner edit", async () => {
    const { client } = await owner();
    const property = await create(client);
    await services.db.update(properties).set({ status: "rejected" }).where(eq(properties.id, property.id));
    const res = await client.request<{ property: Property }>("PATCH", `/api/properties/${property.id}`, { title: "Tjetër titull" });
    expect(res.body.property.status).toBe("rejected");
  });

  describe("an owner's edit of what was approved goes back to review (issue 33 §3)", () => {
    async function approved(fields: Record<string, unknown> = {}) {
      const { client } = await owner(true);
      const property = await create(client, fields);
      // As an administrator's approval leaves it: the price they saw is recorded (live at once without approval).
      if (property.status === "pending") {
        const admin = await adminClient(api, services);
        expect((await admin.client.post(`/api/admin/properties/${property.id}/approve`, {})).status).toBe(200);
      }
      return { client, property };
    }
    const edit = (client: ApiClient, id: string, body: Record<string, unknown>) =>
      client.request<{ property: Property & { review_changes: string[] | null } } & ErrorBody>("PATCH", `/api/properties/${id}`, body);

    it.each([
      [{ title: "Vilë në bregdet" }, ["title"]],
      [{ description: "Tani me pishinë dhe oborr të madh." }, ["description"]],
      [{ price: 561 }, ["price"]],
      [{ price: 359 }, ["price"]],
      [{ type: "house" }, ["type"]],
      [{ listing_type: "sale" }, ["listing_type"]],
      [{ location: "Prizren" }, ["location", "position"]],
      [{ latitude: 42.66, longitude: 21.17 }, ["position"]],
      [{ video_url: "https://youtu.be/dQw4w9WgXcQ" }, ["video_url"]],
      [{ title: "Vilë", price: 900 }, ["title", "price"]],
    ])("%j: pending again, out of the public search, with what changed", async (change, changes) => {
      const { client, property } = await approved();
      expect((await new ApiClient(api).get(`/api/properties/${property.id}`)).status).toBe(200);
      const res = await edit(client, property.id, change);
      expect(res.status).toBe(200);
      expect(res.body.property).toMatchObject({ status: "pending", status_by_admin: false, review_changes: changes });
      expect((await new ApiClient(api).get(`/api/properties/${property.id}`)).status).toBe(404);
      // The owner cannot put it back live themselves.
      const back = await client.post<ErrorBody>(`/api/properties/${property.id}/status`, { status: "active" });
      expect(back.status).toBe(409);
      expect(back.body.error.code).toBe("LISTING_STATUS_UNDER_REVIEW");
    });

    it("keeps it live for corrections of the facts and a price change within 20%", async () => {
      const { client, property } = await approved({ rooms: 2 });
      for (const change of [
        { rooms: 3, bathrooms: 2, area: 75, features: "Ballkon" },
        { price: 540 },
        { price: 370 },
        { floor: 2, heating: "central" },
      ]) {
        const res = await edit(client, property.id, change);
        expect(res.status, JSON.stringify(change)).toBe(200);
        expect(res.body.property).toMatchObject({ status: "active", review_changes: null });
      }
    });

    it("measures price changes from the price an administrator saw: steps each within 20% add up", async () => {
      const { client, property } = await approved();
      expect((await edit(client, property.id, { price: 530 })).body.property).toMatchObject({ status: "active", reviewed_price: 450 });
      expect((await edit(client, property.id, { price: 600 })).body.property).toMatchObject({
        status: "pending",
        review_changes: ["price"],
      });
      const admin = await adminClient(api, services);
      expect((await admin.client.post(`/api/admin/properties/${property.id}/approve`, {})).status).toBe(200);
      expect(await stored(property.id)).toMatchObject({ status: "active", reviewed_price: 600 });
      expect((await edit(client, property.id, { price: 700 })).body.property).toMatchObject({ status: "active" });
    });

    it("adds the changes of later edits while it waits, and an approval clears them", async () => {
      const { client, property } = await approved();
      await edit(client, property.id, { title: "Vilë në bregdet" });
      const again = await edit(client, property.id, { description: "Tani me pishinë." });
      expect(again.body.property).toMatchObject({ status: "pending", review_changes: ["title", "description"] });
      const admin = await adminClient(api, services);
      expect((await admin.client.post(`/api/admin/properties/${property.id}/approve`, {})).status).toBe(200);
      expect(await stored(property.id)).toMatchObject({ status: "active", review_changes: null, title: "Vilë në bregdet" });
    });

    it("new photos go back to review; removing or reordering approved ones does not", async () => {
      const { client, property } = await approved();
      const first = await upload(client, property.id, [{ bytes: await jpeg(), name: "a.jpg" }]);
      expect(first.body.property).toMatchObject({ status: "pending", review_changes: ["images"] });
      const admin = await adminClient(api, services);
      expect((await admin.client.post(`/api/admin/properties/${property.id}/approve`, {})).status).toBe(200);
      const second = await upload(client, property.id, [], first.body.property.images);
      expect(second.status).toBe(200);
      expect(second.body.property).toMatchObject({ status: "active", images: [] });
    });

    it("an administrator's edit, and any edit while approval is off, stays live", async () => {
      const { property } = await approved();
      const admin = await adminClient(api, services);
      await editPropertyAsAdmin(services, {
        actor: await loadAdminActor(services.db, admin.user.id),
        propertyId: property.id,
        input: {
          ...valid({ title: "Titull nga administratori", price: 900 }),
        },
      });
      const photo = await admin.client.request<{ property: Property }>(
        "POST",
        `/api/admin/properties/${property.id}/images`,
        photoForm([{ bytes: await jpeg(), name: "a.jpg" }]),
      );
      expect(photo.status).toBe(200);
      expect(await stored(property.id)).toMatchObject({ status: "active", title: "Titull nga administratori", review_changes: null });

      const before = await getSettingsGroup(services.db, "properties");
      await saveSettingsGroup(services.db, "properties", { ...before, require_approval: false }, null);
      try {
        const other = await approved();
        expect((await edit(other.client, other.property.id, { title: "Pa miratim" })).body.property.status).toBe("active");
      } finally {
        await saveSettingsGroup(services.db, "properties", before, null);
      }
    });

    it("leaves a listing an administrator took down as it is", async () => {
      const { client, property } = await approved();
      await services.db.update(properties).set({ status: "inactive", status_by_admin: true }).where(eq(properties.id, property.id));
      const res = await edit(client, property.id, { title: "Titull i ri pas çaktivizimit" });
      expect(res.body.property).toMatchObject({ status: "inactive", review_changes: null });
    });
  });

  it("ignores forged status, featured, owner_id, images and counts", async () => {
    const { client, user } = await owner();
    const { user: other } = await owner();
    const property = await create(client);
    const res = await client.request<{ property: Property }>("PATCH", `/api/properties/${property.id}`, {
      title: "Titull i ri",
      status: "active",
      featured: true,
      owner_id: other.id,
      images: ["https://evil.example/x.jpg"],
      views: 1_000_000,
    });
    expect(res.status).toBe(200);
    const row = await stored(property.id);
    expect(row).toMatchObject({ title: "Titull i ri", status: "pending", featured: false, owner_id: user.id, images: [] });
  });

  it("clears rooms and bathrooms when the type becomes land", async () => {
    const { client } = await owner();
    const property = await create(client, { rooms: 3, bathrooms: 2 });
    const res = await client.request<{ property: Property }>("PATCH", `/api/properties/${property.id}`, { type: "land", rooms: 5 });
    expect(res.body.property).toMatchObject({ type: "land", rooms: null, bathrooms: null });
  });

  it("refuses invalid values and changes nothing", async () => {
    const { client } = await owner();
    const property = await create(client);
    const res = await client.request<ErrorBody>("PATCH", `/api/properties/${property.id}`, { title: "Ndryshuar", price: -1 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Çmimi duhet të jetë një numër pozitiv");
    expect((await stored(property.id))?.title).toBe(property.title);
  });

  it("refuses a visitor (401) and another user (403, 'Ju nuk keni të drejta…'), and changes nothing", async () => {
    const { client } = await owner();
    const property = await create(client);
    const visitor = await new ApiClient(api).request<ErrorBody>("PATCH", `/api/properties/${property.id}`, { title: "Hack" });
    expect(visitor.status).toBe(401);
    const { client: stranger } = await owner();
    const res = await stranger.request<ErrorBody>("PATCH", `/api/properties/${property.id}`, { title: "Hack", owner_id: "x" });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: "NOT_PROPERTY_OWNER", message: "Ju nuk keni të drejta për të modifikuar këtë pronë" });
    // An administrator is not the owner either: admins edit through the admin area.
    const { client: admin } = await adminClient(api, services);
    const adminRes = await admin.request<ErrorBody>("PATCH", `/api/properties/${property.id}`, { title: "Hack" });
    expect(adminRes.status).toBe(403);
    expect((await stored(property.id))?.title).toBe(property.title);
  });

  it("answers 404 'Prona nuk u gjet' for an unknown or malformed id", async () => {
    const { client } = await owner();
    for (const id of ["7b0c5c1e-1d2e-4f3a-9b8c-0a1b2c3d4e5f", "not-a-uuid"]) {
      const res = await client.request<ErrorBody>("PATCH", `/api/properties/${id}`, { title: "x" });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: "PROPERTY_NOT_FOUND", message: "Prona nuk u gjet" });
    }
  });
});

describe("POST /api/properties/:id/images (photos)", () => {
  it("stores real photos without their metadata, with WebP variants, under {propertyId}/{timestamp-random}.{ext}", async () => {
    const { client } = await owner();
    const property = await create(client);
    const res = await upload(client, property.id, [{ bytes: await jpeg(2000, 1500, true), name: "IMG_0001.JPG" }]);
    expect(res.status).toBe(200);
    const [url] = res.body.property.images;
    expect(url).toMatch(new RegExp(`^/storage/property-images/${property.id}/\\d{13}-[a-z0-9]{8}\\.jpg$`));
    const meta = await sharp(fs.readFileSync(fileOf(url!))).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    // The WebP variants at their widths: cards, the gallery on small screens (medium), the gallery.
    for (const [variant, width] of [
      ["card", 640],
      ["medium", 960],
      ["gallery", 1600],
    ] as const) {
      const variantMeta = await sharp(fs.readFileSync(fileOf(url!).replace(".jpg", `.${variant}.webp`))).metadata();
      expect(variantMeta, variant).toMatchObject({ format: "webp", width, height: (width * 3) / 4 });
      expect(variantMeta.exif, variant).toBeUndefined();
    }
    expect((await stored(property.id))?.images).toEqual([url]);
  });

  it("counts existing − removed + new against the free limit of 3, and refuses a 4th photo", async () => {
    const { client } = await owner();
    const property = await create(client);
    const photo = { bytes: await jpeg(), name: "a.jpg" };
    const three = await upload(client, property.id, [photo, photo, photo]);
    expect(three.status).toBe(200);
    const images = three.body.property.images;
    expect(images).toHaveLength(3);

    const fourth = await upload(client, property.id, [photo]);
    expect(fourth.status).toBe(400);
    expect(fourth.body.error).toMatchObject({
      code: "IMAGE_LIMIT_REACHED",
      message: "U arrit kufiri i fotove: kjo pronë mund të ketë maksimum 3 foto.",
    });
    expect((await stored(property.id))?.images).toEqual(images);
    expect(filesOf(property.id)).toHaveLength(12); // 3 originals + 3 variants each, nothing left behind

    // Removing one while adding one keeps the total at 3: allowed. The removed photo leaves storage.
    const swap = await upload(client, property.id, [photo], [images[0]!]);
    expect(swap.status).toBe(200);
    expect(swap.body.property.images).toHaveLength(3);
    expect(swap.body.property.images.slice(0, 2)).toEqual(images.slice(1));
    expect(fs.existsSync(fileOf(images[0]!))).toBe(false);
    expect(fs.existsSync(fileOf(images[0]!).replace(".jpg", ".card.webp"))).toBe(false);
    expect(fs.existsSync(fileOf(images[0]!).replace(".jpg", ".medium.webp"))).toBe(false);
    expect(filesOf(property.id)).toHaveLength(12);

    // Removing two and adding three would make 4: refused, and nothing is removed.
    const over = await upload(client, property.id, [photo, photo, photo], images.slice(1));
    expect(over.status).toBe(400);
    expect((await stored(property.id))?.images).toEqual(swap.body.property.images);
  });

  it("reads the limits from the platform settings, and gives premium owners theirs", async () => {
    const before = await getSettingsGroup(services.db, "properties");
    await saveSettingsGroup(services.db, "properties", { ...before, free_user_image_limit: 1, premium_user_image_limit: 4 }, null);
    try {
      const photo = { bytes: await jpeg(), name: "a.jpg" };
      const { client } = await owner();
      const property = await create(client);
      const res = await upload(client, property.id, [photo, photo]);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("U arrit kufiri i fotove: kjo pronë mund të ketë maksimum 1 foto.");

      const premium = await owner(true);
      const premiumProperty = await create(premium.client);
      expect((await upload(premium.client, premiumProperty.id, [photo, photo, photo, photo])).status).toBe(200);
      expect((await upload(premium.client, premiumProperty.id, [photo])).status).toBe(400);
    } finally {
      await saveSettingsGroup(services.db, "properties", before, null);
    }
  });

  it("lets a premium owner have 15 photos by default", async () => {
    const { client } = await owner(true);
    const property = await create(client);
    const photo = { bytes: await jpeg(16, 16), name: "a.jpg" };
    const res = await upload(
      client,
      property.id,
      Array.from({ length: 15 }, () => photo),
    );
    expect(res.status).toBe(200);
    expect(res.body.property.images).toHaveLength(15);
    const more = await upload(client, property.id, [photo]);
    expect(more.body.error.message).toBe("U arrit kufiri i fotove: kjo pronë mund të ketë maksimum 15 foto.");
  });

  it("refuses a file that is not an image, even when named .jpg, and stores nothing", async () => {
    const { client } = await owner();
    const property = await create(client);
    const res = await upload(client, property.id, [
      { bytes: await jpeg(), name: "ok.jpg" },
      { bytes: Buffer.from("GIF89a but really a script <script>alert(1)</script>"), name: "photo.jpg", type: "image/jpeg" },
    ]);
    expect(res.status).toBe(415);
    expect(res.body.error).toMatchObject({
      code: "IMAGE_INVALID",
      message: "Skedari nuk është një foto e vlefshme (PNG, JPG, WebP ose GIF).",
    });
    expect((await stored(property.id))?.images).toEqual([]);
    expect(filesOf(property.id)).toEqual([]);
  });

  it("refuses a photo above max_upload_size, and a body above the upload limit", async () => {
    const before = await getSettingsGroup(services.db, "site");
    await saveSettingsGroup(services.db, "site", { ...before, max_upload_size: 1 }, null);
    try {
      const { client } = await owner();
      const property = await create(client);
      // Random pixels do not compress: about 1.5 MB as PNG.
      const noise = await sharp(Buffer.from(Array.from({ length: 720 * 720 * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width: 720, height: 720, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.byteLength).toBeGreaterThan(1024 * 1024);
      const res = await upload(client, property.id, [{ bytes: noise, name: "big.png", type: "image/png" }]);
      expect(res.status).toBe(413);
      expect(res.body.error).toMatchObject({ code: "IMAGE_TOO_LARGE", message: "Fotoja është më e madhe se 1 MB." });
      // 3 photos and a floor plan × 1 MB + 1 MB of fields is the most a free owner's request may carry.
      const huge = await upload(
        client,
        property.id,
        [noise, noise, noise, noise].map((bytes) => ({ bytes, name: "big.png", type: "image/png" })),
      );
      expect(huge.status).toBe(413);
      expect(huge.body.error.code).toBe("PAYLOAD_TOO_LARGE");
      expect(filesOf(property.id)).toEqual([]);
    } finally {
      await saveSettingsGroup(services.db, "site", before, null);
    }
  });

  it("refuses to remove a photo that is not this property's (a forged URL), and deletes nothing", async () => {
    const victim = await owner();
    const victimProperty = await create(victim.client);
    const victimPhotos = await upload(victim.client, victimProperty.id, [{ bytes: await jpeg(), name: "a.jpg" }]);
    const victimUrl = victimPhotos.body.property.images[0]!;

    const { client } = await owner();
    const property = await create(client);
    for (const forged of [victimUrl, "https://evil.example/x.jpg", "/storage/property-images/../../auth-secret"]) {
      const res = await upload(client, property.id, [], [forged]);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("IMAGE_NOT_IN_PROPERTY");
    }
    expect(fs.existsSync(fileOf(victimUrl))).toBe(true);
    expect((await stored(victimProperty.id))?.images).toEqual([victimUrl]);
  });

  it("removes photos with a JSON body too", async () => {
    const { client } = await owner();
    const property = await create(client);
    const { body } = await upload(client, property.id, [
      { bytes: await jpeg(), name: "a.jpg" },
      { bytes: await jpeg(), name: "b.jpg" },
    ]);
    const [first, second] = body.property.images;
    const res = await client.post<{ property: Property }>(`/api/properties/${property.id}/images`, { remove_images: [first] });
    expect(res.status).toBe(200);
    expect(res.body.property.images).toEqual([second]);
    expect(fs.existsSync(fileOf(first!))).toBe(false);
    const empty = await client.post<ErrorBody>(`/api/properties/${property.id}/images`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe("IMAGES_REQUIRED");
  });

  it("refuses a visitor and another user, and stores nothing", async () => {
    const { client } = await owner();
    const property = await create(client);
    const photo = { bytes: await jpeg(), name: "a.jpg" };
    expect((await upload(new ApiClient(api), property.id, [photo])).status).toBe(401);
    const { client: stranger } = await owner();
    const res = await upload(stranger, property.id, [photo]);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("NOT_PROPERTY_OWNER");
    expect(filesOf(property.id)).toEqual([]);
  });
});

describe("DELETE /api/properties/:id", () => {
  it("lets only the owner delete, and deletes the photos from storage", async () => {
    const { client } = await owner();
    const property = await create(client);
    const { body } = await upload(client, property.id, [{ bytes: await jpeg(), name: "a.jpg" }]);
    const url = body.property.images[0]!;

    expect((await new ApiClient(api).request("DELETE", `/api/properties/${property.id}`)).status).toBe(401);
    const { client: stranger } = await owner();
    const refused = await stranger.request<ErrorBody>("DELETE", `/api/properties/${property.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("Ju nuk keni të drejta për të modifikuar këtë pronë");
    expect(await stored(property.id)).toBeDefined();
    expect(fs.existsSync(fileOf(url))).toBe(true);
    expect(fs.existsSync(fileOf(url).replace(".jpg", ".medium.webp"))).toBe(true);

    const res = await client.request("DELETE", `/api/properties/${property.id}`);
    expect(res.status).toBe(200);
    expect(await stored(property.id)).toBeUndefined();
    expect(fs.existsSync(fileOf(url))).toBe(false);
    expect(fs.existsSync(fileOf(url).replace(".jpg", ".medium.webp"))).toBe(false);
    expect(fs.existsSync(path.join(storageRoot(), property.id))).toBe(false);
    expect((await client.request<ErrorBody>("DELETE", `/api/properties/${property.id}`)).status).toBe(404);
  });
});

describe("GET /api/my/properties", () => {
  it("lists only the user's own properties, newest first, filtered by status", async () => {
    const { client, user } = await owner(true);
    const a = await create(client, { title: "A" });
    const b = await create(client, { title: "B" });
    const c = await create(client, { title: "C" });
    await services.db.update(properties).set({ status: "active" }).where(eq(properties.id, b.id));
    await services.db.update(properties).set({ status: "sold" }).where(eq(properties.id, c.id));
    const other = await owner();
    await create(other.client, { title: "Not mine" });

    const all = await client.get<{ properties: Property[] }>("/api/my/properties");
    expect(all.status).toBe(200);
    expect(all.body.properties.map((p) => p.title)).toEqual(["C", "B", "A"]);
    expect(all.body.properties.every((p) => p.owner_id === user.id)).toBe(true);
    expect((await client.get<{ properties: Property[] }>("/api/my/properties?status=active")).body.properties.map((p) => p.id)).toEqual([
      b.id,
    ]);
    expect((await client.get<{ properties: Property[] }>("/api/my/properties?status=pending")).body.properties.map((p) => p.id)).toEqual([
      a.id,
    ]);
    const rented = await client.get<{ properties: Property[]; counts: Record<string, number> }>("/api/my/properties?status=rented");
    expect(rented.body.properties).toEqual([]);
    // The counts per status cover all of the owner's properties, whatever the filter.
    expect(rented.body.counts).toMatchObject({ all: 3, pending: 1, active: 1, sold: 1, rented: 0, rejected: 0, inactive: 0 });
    const bad = await client.get<ErrorBody>("/api/my/properties?status=deleted");
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("INVALID_STATUS_FILTER");
  });

  it("sends views and favourites counts to premium owners only", async () => {
    const premium = await owner(true);
    const property = await create(premium.client);
    const fan = await owner();
    await services.db.insert(propertyViews).values([{ property_id: property.id }, { property_id: property.id, viewer_id: fan.user.id }]);
    await services.db.insert(favorites).values({ property_id: property.id, user_id: fan.user.id });
    const mine = await premium.client.get<{ properties: (Property & { views_count: number; favorites_count: number })[] }>(
      "/api/my/properties",
    );
    expect(mine.body.properties[0]).toMatchObject({ views_count: 2, favorites_count: 1 });

    const free = await owner();
    const freeProperty = await create(free.client);
    await services.db.insert(propertyViews).values({ property_id: freeProperty.id });
    const masked = await free.client.get<{ properties: Record<string, unknown>[] }>("/api/my/properties");
    expect(masked.body.properties[0]).toMatchObject({ views_count: null, favorites_count: null });
  });

  it("refuses a visitor", async () => {
    const res = await new ApiClient(api).get<ErrorBody>("/api/my/properties");
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe("Ju nuk jeni të kyçur");
  });

  it("tells the form the owner's limits", async () => {
    const { client } = await owner();
    await create(client);
    const res = await client.get("/api/my/property-limits");
    expect(res.body).toMatchObject({
      premium: false,
      imageLimit: 3,
      premiumImageLimit: 15,
      maxUploadMb: 10,
      propertyCount: 1,
      propertyLimit: 3,
      canCreate: true,
    });
  });
});
