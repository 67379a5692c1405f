import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { properties } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { ApiClient } from "../../../../tests/support/api-client";
import { insertProfile, insertProperties, uniqueWord } from "../../../../tests/support/listing-fixtures";
import { createTestServices } from "../../../../tests/support/services";

// Issue 13 item 3: the richer facts (floor, floors, year built, heating, yes/no facts, reference)
// through the owner's API, the public answers, and the search filters for them.

let services: Services;
let api: Api;
let ownerId: string;

beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
  ownerId = (await insertProfile(services)).id;
});
afterAll(async () => {
  await services.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Facts = {
  floor: number | null;
  floors_total: number | null;
  year_built: number | null;
  heating: string | null;
  furnished: boolean | null;
  new_build: boolean | null;
  parking: boolean | null;
  elevator: boolean | null;
  reference: number;
};
type Property = Facts & { id: string; title: string; type: string; area: number | null; status: string };
type Summary = Facts & { id: string; title: string };
type SearchBody = { properties: Summary[]; total: number };

const FACTS = {
  floor: 3,
  floors_total: 6,
  year_built: 2019,
  heating: "central",
  furnished: true,
  new_build: false,
  parking: true,
  elevator: true,
};

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: "Banesë 2+1 në Dardani",
  description: "Banesë e ndritshme me ballkon.",
  price: 450,
  location: "Prishtinë",
  area: 78,
  ...overrides,
});

async function owner() {
  const client = new ApiClient(api);
  const user = await client.register();
  return { client, user };
}

async function stored(id: string) {
  return services.db.query.properties.findFirst({ where: (p, { eq }) => eq(p.id, id) });
}

async function ownedCount(id: string) {
  const [row] = await services.db.select({ n: count() }).from(properties).where(eq(properties.owner_id, id));
  return row!.n;
}

const visitor = () => new ApiClient(api);
const search = (params: Record<string, string | number>) =>
  visitor().get<SearchBody>(`/api/properties?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);

describe("the richer facts through POST and PATCH /api/properties", () => {
  it("saves the facts of a new listing (JSON and form text alike) and gives it a reference", async () => {
    const { client } = await owner();
    const res = await client.post<{ property: Property }>("/api/properties", valid(FACTS));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.property).toMatchObject(FACTS);
    expect(res.body.property.reference).toBeGreaterThanOrEqual(10001);
    expect(await stored(res.body.property.id)).toMatchObject(FACTS);

    // A form posts text: "1"/"0" for yes/no, numbers as text, "" for "not said".
    const form = await client.post<{ property: Property }>(
      "/api/properties",
      valid({
        floor: "0",
        floors_total: "4",
        year_built: "1975",
        heating: "own",
        furnished: "0",
        new_build: "",
        parking: "1",
        elevator: "",
      }),
      { form: true },
    );
    expect(form.status, JSON.stringify(form.body)).toBe(201);
    expect(form.body.property).toMatchObject({
      floor: 0,
      floors_total: 4,
      year_built: 1975,
      heating: "own",
      furnished: false,
      new_build: null,
      parking: true,
      elevator: null,
    });
    // References are given in order and never twice.
    expect(form.body.property.reference).toBeGreaterThan(res.body.property.reference);
  });

  it("clears the facts that mean nothing for the type: everything for land, floor and lift for a house", async () => {
    const { client } = await owner();
    const land = await client.post<{ property: Property }>("/api/properties", valid({ ...FACTS, type: "land", listing_type: "sale" }));
    expect(land.status).toBe(201);
    expect(land.body.property).toMatchObject({
      floor: null,
      floors_total: null,
      year_built: null,
      heating: null,
      furnished: null,
      new_build: null,
      parking: null,
      elevator: null,
    });
    const house = await client.post<{ property: Property }>(
      "/api/properties",
      valid({ ...FACTS, type: "house", floor: 9, floors_total: 2 }),
    );
    expect(house.status).toBe(201);
    expect(house.body.property).toMatchObject({ floor: null, elevator: null, floors_total: 2, year_built: 2019, heating: "central" });
  });

  it("refuses impossible facts with a clear 400 and saves nothing", async () => {
    const { client, user } = await owner();
    const before = await ownedCount(user.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ floor: 7, floors_total: 5 }, "FLOOR_ABOVE_TOTAL", "floor"],
      [{ year_built: 1700 }, "YEAR_BUILT_INVALID", "year_built"],
      [{ year_built: new Date().getFullYear() + 6 }, "YEAR_BUILT_INVALID", "year_built"],
      [{ year_built: "1999.5" }, "YEAR_BUILT_INVALID", "year_built"],
      [{ heating: "gas" }, "HEATING_INVALID", "heating"],
      [{ furnished: "maybe" }, "FACT_INVALID", "furnished"],
      [{ floor: 201 }, "FLOOR_INVALID", "floor"],
      [{ floors_total: 0 }, "FLOORS_TOTAL_INVALID", "floors_total"],
    ];
    for (const [facts, code, field] of cases) {
      const res = await client.post<ErrorBody>("/api/properties", valid(facts));
      expect(res.status, JSON.stringify(facts)).toBe(400);
      expect(res.body.error.code, JSON.stringify(facts)).toBe(code);
      expect(res.body.error.fields?.[field], JSON.stringify(facts)).toBeTruthy();
    }
    const res = await client.post<ErrorBody>("/api/properties", valid({ floor: 7, floors_total: 5 }));
    expect(res.body.error.message).toBe("Kati nuk mund të jetë më i lartë se numri i kateve të ndërtesës.");
    // The year after next few years is fine: buildings are sold before they are finished.
    expect((await client.post("/api/properties", valid({ year_built: new Date().getFullYear() + 5 }))).status).toBe(201);
    expect(await ownedCount(user.id)).toBe(before + 1);
  });

  it("changes facts with PATCH: given ones change, others stay, null clears, the result is checked as a whole", async () => {
    const { client } = await owner();
    const created = (await client.post<{ property: Property }>("/api/properties", valid(FACTS))).body.property;
    const patch = (body: Record<string, unknown>) =>
      client.request<{ property: Property } & ErrorBody>("PATCH", `/api/properties/${created.id}`, body);

    const changed = await patch({ floor: 5, heating: "electric", furnished: false, elevator: null });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.property).toMatchObject({ ...FACTS, floor: 5, heating: "electric", furnished: false, elevator: null });
    expect(changed.body.property.reference).toBe(created.reference);

    // Floor 7 is above the stored 6 floors: refused, nothing changes.
    const above = await patch({ floor: 7, title: "Ndryshuar" });
    expect(above.status).toBe(400);
    expect(above.body.error.code).toBe("FLOOR_ABOVE_TOTAL");
    const bad = await patch({ year_built: 1700, heating: "gas" });
    expect(bad.status).toBe(400);
    expect(await stored(created.id)).toMatchObject({ title: created.title, floor: 5, year_built: 2019, heating: "electric" });

    // Becoming land clears every fact.
    const land = await patch({ type: "land" });
    expect(land.body.property).toMatchObject({ type: "land", floor: null, floors_total: null, heating: null, parking: null });
  });

  it("refuses another user's PATCH (403) and a visitor's (401), changing nothing", async () => {
    const { client } = await owner();
    const created = (await client.post<{ property: Property }>("/api/properties", valid(FACTS))).body.property;
    const { client: stranger } = await owner();
    const res = await stranger.request<ErrorBody>("PATCH", `/api/properties/${created.id}`, { floor: 1, heating: "none" });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("NOT_PROPERTY_OWNER");
    expect((await visitor().request("PATCH", `/api/properties/${created.id}`, { floor: 1 })).status).toBe(401);
    expect(await stored(created.id)).toMatchObject({ floor: 3, heating: "central" });
  });
});

describe("the facts in public answers", () => {
  it("sends the facts and the reference in the detail answer and in search results", async () => {
    const word = uniqueWord();
    const [row] = await insertProperties(services, ownerId, [{ title: `Banesë ${word}`, ...FACTS, heating: "central" as const }]);
    const detail = await visitor().get<{ property: Property }>(`/api/properties/${row!.id}`);
    expect(detail.body.property).toMatchObject({ ...FACTS, reference: row!.reference });
    const found = await search({ q: word });
    expect(found.body.properties).toHaveLength(1);
    expect(found.body.properties[0]).toMatchObject({ ...FACTS, reference: row!.reference });
  });
});

describe("the search filters for the facts", () => {
  const titles = async (word: string, params: Record<string, string | number>) => {
    const res = await search({ q: word, sort: "price_low", ...params });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.properties.map((p) => p.title);
  };

  it("filters by minimum bathrooms", async () => {
    const w = uniqueWord();
    await insertProperties(services, ownerId, [
      { title: `${w} a`, price: 1, bathrooms: 1 },
      { title: `${w} b`, price: 2, bathrooms: 2 },
      { title: `${w} c`, price: 3, bathrooms: 3 },
      { title: `${w} d`, price: 4, bathrooms: null, type: "land" },
    ]);
    expect(await titles(w, {})).toEqual([`${w} a`, `${w} b`, `${w} c`, `${w} d`]);
    expect(await titles(w, { min_bathrooms: 2 })).toEqual([`${w} b`, `${w} c`]);
    expect(await titles(w, { min_bathrooms: 3 })).toEqual([`${w} c`]);
  });

  it("filters by area range, and refuses a minimum above the maximum (AREA_RANGE_INVALID)", async () => {
    const w = uniqueWord();
    await insertProperties(services, ownerId, [
      { title: `${w} a`, price: 1, area: 45 },
      { title: `${w} b`, price: 2, area: 80 },
      { title: `${w} c`, price: 3, area: 120 },
      { title: `${w} d`, price: 4, area: null },
    ]);
    expect(await titles(w, { min_area: 80 })).toEqual([`${w} b`, `${w} c`]);
    expect(await titles(w, { max_area: 80 })).toEqual([`${w} a`, `${w} b`]);
    expect(await titles(w, { min_area: 50, max_area: 100 })).toEqual([`${w} b`]);
    const res = await search({ q: w, min_area: 100, max_area: 50 });
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).error.code).toBe("AREA_RANGE_INVALID");
  });

  it("filters by heating, and by each yes/no fact (only listings that have it)", async () => {
    const w = uniqueWord();
    await insertProperties(services, ownerId, [
      { title: `${w} a`, price: 1, heating: "central", furnished: true, new_build: false, parking: null, elevator: true },
      { title: `${w} b`, price: 2, heating: "own", furnished: false, new_build: true, parking: true, elevator: null },
      { title: `${w} c`, price: 3, heating: "electric", furnished: null, new_build: true, parking: false, elevator: false },
      { title: `${w} d`, price: 4, heating: null },
    ]);
    expect(await titles(w, { heating: "central" })).toEqual([`${w} a`]);
    expect(await titles(w, { heating: "own" })).toEqual([`${w} b`]);
    expect(await titles(w, { heating: "none" })).toEqual([]);
    expect(await titles(w, { furnished: 1 })).toEqual([`${w} a`]);
    expect(await titles(w, { new_build: 1 })).toEqual([`${w} b`, `${w} c`]);
    expect(await titles(w, { parking: "on" })).toEqual([`${w} b`]);
    expect(await titles(w, { elevator: "true" })).toEqual([`${w} a`]);
    expect(await titles(w, { new_build: 1, parking: 1 })).toEqual([`${w} b`]);
    // "0" is no filter, not "listings without it".
    expect(await titles(w, { furnished: 0 })).toHaveLength(4);
    expect((await search({ heating: "gas" })).status).toBe(400);
  });

  it("filters by 'added in the last 24 hours / 7 days'", async () => {
    const w = uniqueWord();
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await insertProperties(services, ownerId, [
      { title: `${w} a`, price: 1, created_at: hoursAgo(2) },
      { title: `${w} b`, price: 2, created_at: hoursAgo(30) },
      { title: `${w} c`, price: 3, created_at: hoursAgo(24 * 6) },
      { title: `${w} d`, price: 4, created_at: hoursAgo(24 * 8) },
    ]);
    expect(await titles(w, { added: "24h" })).toEqual([`${w} a`]);
    expect(await titles(w, { added: "7d" })).toEqual([`${w} a`, `${w} b`, `${w} c`]);
    expect(await titles(w, {})).toHaveLength(4);
    expect((await search({ added: "3d" })).status).toBe(400);
  });

  it("finds a listing by its reference (10234 or #10234), or by the number among its words", async () => {
    const w = uniqueWord();
    const [target, other] = await insertProperties(services, ownerId, [
      { title: `Banesë ${w}`, price: 1 },
      { title: `Shtëpi ${w}`, price: 2 },
    ]);
    const ref = target!.reference;
    for (const q of [String(ref), `#${ref}`, ` # ${ref} `]) {
      const res = await search({ q });
      expect(res.status).toBe(200);
      expect(
        res.body.properties.map((p) => p.id),
        q,
      ).toContain(target!.id);
      expect(
        res.body.properties.map((p) => p.id),
        q,
      ).not.toContain(other!.id);
    }
    // A listing whose text holds the number is found too (an all-digits keyword is both).
    const [numbered] = await insertProperties(services, ownerId, [{ title: `Banesë në rrugën ${ref} ${w}`, price: 3 }]);
    const both = await search({ q: String(ref), sort: "relevance" });
    expect(both.body.properties.map((p) => p.id)).toEqual([target!.id, numbered!.id]);
    // A pending listing is not found by its reference.
    const [hidden] = await insertProperties(services, ownerId, [{ title: `Fshehur ${w}`, status: "pending" }]);
    expect((await search({ q: String(hidden!.reference) })).body.total).toBe(0);
    // Words with digits are keywords only.
    expect((await search({ q: `${ref}a` })).body.properties.map((p) => p.id)).not.toContain(target!.id);
  });
});
