import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { profiles, properties } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { placeCentre, placeOf } from "~/domain/position";
import { adminClient } from "../../../../tests/support/admin-fixtures";
import { ApiClient } from "../../../../tests/support/api-client";
import { uniqueWord } from "../../../../tests/support/listing-fixtures";
import { createTestServices } from "../../../../tests/support/services";

// Where it is (issue 13 item 2): the position rules of the owner's writes, the privacy of approximate
// listings in every public answer, and the map endpoint with the bounds filter.

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
type Property = { id: string; location: string; latitude: number | null; longitude: number | null; location_approximate: boolean };
type Marker = { id: string; title: string; price: number; lat: number; lng: number; approximate: boolean };
type Markers = { markers: Marker[]; total: number; capped: boolean };

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: "Banesë 2+1",
  description: "Banesë e ndritshme me ballkon.",
  price: 450,
  location: "Prishtinë",
  ...overrides,
});

/** A premium owner: more than 3 listings. */
async function owner() {
  const client = new ApiClient(api);
  const user = await client.register();
  await services.db.update(profiles).set({ is_premium: true, premium_until: null }).where(eq(profiles.id, user.id));
  return { client, user };
}

async function create(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post<{ property: Property }>("/api/properties", valid(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.property;
}

async function activate(id: string) {
  await services.db.update(properties).set({ status: "active" }).where(eq(properties.id, id));
}

async function stored(id: string) {
  const [row] = await services.db
    .select({ latitude: properties.latitude, longitude: properties.longitude, approximate: properties.location_approximate })
    .from(properties)
    .where(eq(properties.id, id));
  return row!;
}

describe("the position of a listing (owner writes)", () => {
  it("keeps a pin inside Kosovo, with six decimals", async () => {
    const { client } = await owner();
    const property = await create(client, { latitude: "42.6554321", longitude: 21.1523456 });
    expect(property).toMatchObject({ latitude: 42.655432, longitude: 21.152346, location_approximate: false });
    expect(await stored(property.id)).toMatchObject({ latitude: 42.655432, longitude: 21.152346 });
  });

  it("refuses a position outside Kosovo with 400 and a clear message, and saves nothing", async () => {
    const { client, user } = await owner();
    for (const [latitude, longitude] of [
      [41.3275, 19.8187], // Tirana
      [44.7866, 20.4489], // Belgrade
      [0, 0],
      [42.66, 181],
    ]) {
      const res = await client.post<ErrorBody>("/api/properties", valid({ latitude, longitude }));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("POSITION_OUTSIDE_KOSOVO");
      expect(res.body.error.message).toContain("brenda Kosovës");
      expect(res.body.error.fields).toHaveProperty("latitude");
    }
    const [row] = await services.db.select({ n: count() }).from(properties).where(eq(properties.owner_id, user.id));
    expect(row!.n).toBe(0);
  });

  it("refuses half a position or one that is not a number", async () => {
    const { client } = await owner();
    for (const body of [{ latitude: 42.66 }, { longitude: 21.16 }, { latitude: "veri", longitude: 21.16 }]) {
      const res = await client.post<ErrorBody>("/api/properties", valid(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("POSITION_INVALID");
    }
  });

  it("without a position, takes the centre of the place the location names (neighbourhood first)", async () => {
    const { client } = await owner();
    const prishtina = await create(client, { location: "Prishtina" });
    expect(prishtina).toMatchObject({ latitude: 42.6629, longitude: 21.1655 });
    const dardania = await create(client, { location: "Dardania, Prishtinë" });
    expect(dardania).toMatchObject({ latitude: 42.6555, longitude: 21.1525 });
    const peja = await create(client, { location: "Peć", latitude: "", longitude: "" });
    expect(peja).toMatchObject({ latitude: 42.6593, longitude: 20.2887 });
    expect(placeCentre("Mitrovica e Veriut")).toEqual({ lat: 42.8942, lng: 20.8647 });
    expect(placeOf("Qendra, Prizren")?.name).toBe("Prizren");
    expect(placeOf("Prishtinës")?.name).toBe("Prishtinë");
    expect(placeCentre("Diku tjetër")).toBeNull();
    const nowhere = await create(client, { location: "Diku tjetër" });
    expect(nowhere).toMatchObject({ latitude: null, longitude: null });
  });

  it("moves to the new place's centre when the location changes without a new pin, and keeps a pin otherwise", async () => {
    const { client } = await owner();
    const property = await create(client, { latitude: 42.65, longitude: 21.15 });
    const renamed = await client.request<{ property: Property }>("PATCH", `/api/properties/${property.id}`, { title: "Banesë 3+1" });
    expect(renamed.body.property).toMatchObject({ latitude: 42.65, longitude: 21.15 });
    const moved = await client.request<{ property: Property }>("PATCH", `/api/properties/${property.id}`, { location: "Gjilan" });
    expect(moved.body.property).toMatchObject({ latitude: 42.4635, longitude: 21.4694 });
    const pinned = await client.request<{ property: Property }>("PATCH", `/api/properties/${property.id}`, {
      location: "Ferizaj",
      latitude: 42.371,
      longitude: 21.151,
    });
    expect(pinned.body.property).toMatchObject({ latitude: 42.371, longitude: 21.151 });
    // The form sends the stored position back with every edit: a place's centre follows the new place, a pin stays.
    const fallback = await create(client, { location: "Prishtinë" });
    const edited = await client.request<{ property: Property }>("PATCH", `/api/properties/${fallback.id}`, {
      location: "Prizren",
      latitude: "42.6629",
      longitude: "21.1655",
    });
    expect(edited.body.property).toMatchObject({ latitude: 42.2139, longitude: 20.7397 });
    const kept = await client.request<{ property: Property }>("PATCH", `/api/properties/${property.id}`, {
      location: "Gjilan",
      latitude: 42.371,
      longitude: 21.151,
    });
    expect(kept.body.property).toMatchObject({ location: "Gjilan", latitude: 42.371, longitude: 21.151 });
    const outside = await client.request<ErrorBody>("PATCH", `/api/properties/${property.id}`, { latitude: 45, longitude: 21 });
    expect(outside.status).toBe(400);
    expect(outside.body.error.code).toBe("POSITION_OUTSIDE_KOSOVO");
    expect(await stored(property.id)).toMatchObject({ latitude: 42.371, longitude: 21.151 });
  });

  it("another user cannot change the position (403), and it stays as it was", async () => {
    const { client } = await owner();
    const property = await create(client, { latitude: 42.65, longitude: 21.15 });
    const stranger = await owner();
    const res = await stranger.client.request<ErrorBody>("PATCH", `/api/properties/${property.id}`, {
      latitude: 42.2,
      longitude: 20.7,
      location_approximate: true,
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("NOT_PROPERTY_OWNER");
    expect(await stored(property.id)).toEqual({ latitude: 42.65, longitude: 21.15, approximate: false });
    const visitor = await new ApiClient(api).request<ErrorBody>("PATCH", `/api/properties/${property.id}`, {
      latitude: 42.2,
      longitude: 20.7,
    });
    expect(visitor.status).toBe(401);
  });
});

describe("approximate listings: the exact position never leaves in a public answer", () => {
  const exact = { latitude: 42.657891, longitude: 21.158765 };
  const rounded = { latitude: 42.66, longitude: 21.16 };

  it("detail, search and map give the rounded position; the owner and the administrators see the exact one", async () => {
    const word = uniqueWord("afer");
    const { client } = await owner();
    const property = await create(client, { ...exact, location_approximate: "on", title: `Shtëpi ${word}` });
    expect(property).toMatchObject({ ...exact, location_approximate: true });
    await activate(property.id);

    const visitor = new ApiClient(api);
    const reader = new ApiClient(api);
    await reader.register();
    for (const c of [visitor, reader]) {
      const detail = await c.get<{ property: Property }>(`/api/properties/${property.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.property).toMatchObject({ ...rounded, location_approximate: true });
      const search = await c.get(`/api/properties?q=${word}`);
      const map = await c.get<Markers>(`/api/properties/map?q=${word}`);
      expect(map.body.markers).toEqual([expect.objectContaining({ id: property.id, lat: 42.66, lng: 21.16, approximate: true })]);
      for (const body of [detail.body, search.body, map.body]) {
        const text = JSON.stringify(body);
        expect(text).not.toContain("42.657891");
        expect(text).not.toContain("21.158765");
        expect(text).not.toMatch(/42\.657|21\.1587/);
      }
    }

    const own = await client.get<{ property: Property }>(`/api/properties/${property.id}`);
    expect(own.body.property).toMatchObject(exact);
    const mine = await client.get<{ properties: Property[] }>("/api/my/properties");
    expect(mine.body.properties.find((p) => p.id === property.id)).toMatchObject(exact);
    const admin = await adminClient(api, services);
    const asAdmin = await admin.client.get<{ property: Property }>(`/api/properties/${property.id}`);
    expect(asAdmin.body.property).toMatchObject(exact);
    // The owner's map view is the public's: the map is a public answer.
    const ownMap = await client.get<Markers>(`/api/properties/map?q=${word}`);
    expect(ownMap.body.markers[0]).toMatchObject({ lat: 42.66, lng: 21.16 });
  });

  it("an exact listing shows its pin; switching to approximate hides it at once", async () => {
    const word = uniqueWord("sakte");
    const { client } = await owner();
    const property = await create(client, { ...exact, title: `Banesë ${word}` });
    await activate(property.id);
    const visitor = new ApiClient(api);
    expect((await visitor.get<{ property: Property }>(`/api/properties/${property.id}`)).body.property).toMatchObject(exact);
    expect((await visitor.get<Markers>(`/api/properties/map?q=${word}`)).body.markers[0]).toMatchObject({
      lat: exact.latitude,
      approximate: false,
    });
    await client.request("PATCH", `/api/properties/${property.id}`, { location_approximate: true });
    expect((await visitor.get<{ property: Property }>(`/api/properties/${property.id}`)).body.property).toMatchObject(rounded);
  });
});

describe("GET /api/properties/map and the bounds filter", () => {
  it("answers every matching listing with a position (not one page), and bounds narrow both the search and the map", async () => {
    const word = uniqueWord("harta");
    const { client } = await owner();
    const ids: string[] = [];
    // 14 in Prishtinë (more than a page of 12), 2 in Prizren, 1 in a place with no known centre.
    for (let i = 0; i < 14; i++)
      ids.push((await create(client, { title: `Banesë ${word} ${i}`, latitude: 42.66 + i / 1000, longitude: 21.16 })).id);
    const prizren = [
      await create(client, { title: `Shtëpi ${word} A`, location: "Prizren" }),
      await create(client, { title: `Shtëpi ${word} B`, location: "Prizreni" }),
    ];
    const unplaced = await create(client, { title: `Tokë ${word}`, location: "Fshat i panjohur" });
    for (const id of [...ids, ...prizren.map((p) => p.id), unplaced.id]) await activate(id);

    const visitor = new ApiClient(api);
    const all = await visitor.get<Markers>(`/api/properties/map?q=${word}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(16);
    expect(all.body.capped).toBe(false);
    expect(all.body.markers).toHaveLength(16);
    expect(all.body.markers[0]).toEqual({
      id: expect.any(String),
      title: expect.stringContaining(word),
      price: 450,
      type: "apartment",
      listing_type: "rent",
      lat: expect.any(Number),
      lng: expect.any(Number),
      approximate: false,
    });

    // Prishtinë's box: the Prizren listings drop out of both answers.
    const box = "42.6,21.1,42.7,21.2";
    const map = await visitor.get<Markers>(`/api/properties/map?q=${word}&bounds=${box}`);
    expect(map.body.markers.map((m) => m.id).sort()).toEqual([...ids].sort());
    const search = await visitor.get<{ total: number; properties: { id: string }[] }>(`/api/properties?q=${word}&bounds=${box}`);
    expect(search.body.total).toBe(14);
    const wide = await visitor.get<{ total: number }>(`/api/properties?q=${word}`);
    expect(wide.body.total).toBe(17);
    const prizrenBox = await visitor.get<Markers>(`/api/properties/map?q=${word}&bounds=42.1,20.6,42.3,20.9`);
    expect(prizrenBox.body.markers.map((m) => m.id).sort()).toEqual(prizren.map((p) => p.id).sort());

    const bad = await visitor.get<ErrorBody>(`/api/properties/map?bounds=43,21,42,22`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION");
  });

  it("answers at most 2,000 markers, the newest, and says how many match", async () => {
    const { user } = await owner();
    await services.db.execute(sql`
      insert into properties (owner_id, title, description, location, price, status, latitude, longitude, created_at)
      select ${user.id}::uuid, 'Tokë ' || g, 'Tokë.', 'Leposaviq', 1000 + g, 'active', 43.25 + g / 1000000.0, 21.78, now() - make_interval(secs => g)
      from generate_series(1, 2001) as g`);
    const res = await new ApiClient(api).get<Markers>("/api/properties/map?bounds=43.24,21.77,43.26,21.79");
    expect(res.body.total).toBe(2001);
    expect(res.body.capped).toBe(true);
    expect(res.body.markers).toHaveLength(2000);
    expect(res.body.markers[0]!.title).toBe("Tokë 1");
    expect(res.body.markers.some((m) => m.title === "Tokë 2001")).toBe(false);
  });

  it("shows only active listings", async () => {
    const word = uniqueWord("aktive");
    const { client } = await owner();
    await create(client, { title: `Banesë ${word}` });
    expect((await new ApiClient(api).get<Markers>(`/api/properties/map?q=${word}`)).body).toEqual({ markers: [], total: 0, capped: false });
  });

  it("is documented in /api/openapi.json", async () => {
    const doc = await new ApiClient(api).get<{ paths: Record<string, Record<string, { operationId: string }>> }>("/api/openapi.json");
    expect(doc.body.paths["/api/properties/map"]?.get?.operationId).toBe("mapProperties");
  });
});

describe("migration 0008: existing listings get their place's centre", () => {
  it("fills listings without a position as the form's fallback does", async () => {
    const { user } = await owner();
    const rows = await services.db
      .insert(properties)
      .values(
        ["Dardania, Prishtina", "Qendra, Prizren", "Peć", "Mitrovica e Veriut", "Diku tjetër"].map((location) => ({
          owner_id: user.id,
          title: "Banesë",
          description: "Banesë.",
          location,
          price: 1000,
        })),
      )
      .returning({ id: properties.id, location: properties.location });
    const file = await import("node:fs").then((fs) => fs.readFileSync("drizzle/0009_listing_positions.sql", "utf8"));
    await services.db.execute(sql.raw(file));
    for (const row of rows) {
      const centre = placeCentre(row.location);
      expect(await stored(row.id), row.location).toMatchObject({ latitude: centre?.lat ?? null, longitude: centre?.lng ?? null });
    }
  });
});
