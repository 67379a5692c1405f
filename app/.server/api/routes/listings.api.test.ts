import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { profiles } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { eq } from "drizzle-orm";
import { ApiClient } from "../../../../tests/support/api-client";
import { insertProfile, insertProperties, uniqueWord } from "../../../../tests/support/listing-fixtures";
import { createTestServices } from "../../../../tests/support/services";

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

type Summary = {
  id: string;
  title: string;
  price: number;
  featured: boolean;
  status: string;
  images: string[];
  description: string;
  is_favorite: boolean;
};
type SearchBody = { properties: Summary[]; total: number; page: number; page_size: number; page_count: number };
type ErrorBody = { error: { code: string; message: string } };

const visitor = () => new ApiClient(api);
const search = (params: Record<string, string | number>) =>
  visitor().get<SearchBody>(`/api/properties?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);

describe("GET /api/properties (public search)", () => {
  it("returns the available listings; recently sold or rented ones (marked) only with include_closed=1; never pending, rejected, inactive or expired ones", async () => {
    const word = uniqueWord();
    await insertProperties(
      services,
      ownerId,
      ["active", "pending", "rejected", "inactive", "sold", "rented", "expired"].map((status) => ({
        title: `${word} ${status}`,
        status: status as "active",
        latitude: 42.66,
        longitude: 21.16,
      })),
    );
    // Issue 34 §5: what can still be bought or rented, by default (pages, API, map and counts alike).
    const res = await search({ q: word });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.properties.map((p) => [p.title, p.status])).toEqual([[`${word} active`, "active"]]);
    // The map's markers follow the same rule.
    expect((await visitor().get<{ total: number }>(`/api/properties/map?q=${word}`)).body.total).toBe(1);
    expect((await visitor().get<{ total: number }>(`/api/properties/map?q=${word}&include_closed=1`)).body.total).toBe(3);
    const withClosed = await search({ q: word, include_closed: 1 });
    expect(withClosed.body.total).toBe(3);
    expect(withClosed.body.properties.map((p) => [p.title, p.status]).sort()).toEqual([
      [`${word} active`, "active"],
      [`${word} rented`, "rented"],
      [`${word} sold`, "sold"],
    ]);
    // Off is off: the box unticked sends nothing, or 0.
    expect((await search({ q: word, include_closed: 0 })).body.total).toBe(1);
    expect((await search({ q: word, include_closed: "yes" })).status).toBe(400);
  });

  it("finds keywords in title, description and location, ignoring case and accents (ë, ç)", async () => {
    const word = uniqueWord();
    const [inTitle, inDescription, inLocation] = await insertProperties(services, ownerId, [
      { title: `Shtëpi ${word} në Prishtinë`, location: "Gjilan" },
      { description: `Afër Çarshisë ${word}`, location: "Gjilan" },
      { location: `Prizren ${word}` },
    ]);
    const all = await search({ q: word.toUpperCase() });
    expect(all.body.properties.map((p) => p.id).sort()).toEqual([inTitle!.id, inDescription!.id, inLocation!.id].sort());
    // "prishtine" finds "Prishtinë"; "carshise" finds "Çarshisë"; words combine with AND.
    expect((await search({ q: `prishtine ${word}` })).body.properties.map((p) => p.id)).toEqual([inTitle!.id]);
    expect((await search({ q: `CARSHISE ${word}` })).body.properties.map((p) => p.id)).toEqual([inDescription!.id]);
    expect((await search({ q: `shtëpi ${word}` })).body.properties.map((p) => p.id)).toEqual([inTitle!.id]);
  });

  it("searches words: symbols are neither wildcards nor query syntax", async () => {
    const word = uniqueWord();
    await insertProperties(services, ownerId, [{ title: `${word} ulje 50% sot` }, { title: `${word} pa ulje` }]);
    expect((await search({ q: `${word} 50%` })).body.total).toBe(1);
    expect((await search({ q: `${word} %` })).body.total).toBe(2);
    expect((await search({ q: `${word} _` })).body.total).toBe(2);
    for (const hostile of ["'", "':*", "a & | b", "!(x)", "\\", "<->", "50:*A"]) {
      const res = await search({ q: `${word} ${hostile}` });
      expect(res.status, hostile).toBe(200);
    }
  });

  it("filters by location (accent-free, contained), type, sale/rent, price range and minimum rooms", async () => {
    const city = `Qytet${uniqueWord()}`;
    const rows = await insertProperties(services, ownerId, [
      { location: `${city}ë, Dardani`, title: "a", type: "apartment", listing_type: "sale", price: 90_000, rooms: 2 },
      { location: `${city}ë`, title: "b", type: "house", listing_type: "sale", price: 210_000, rooms: 5 },
      { location: `${city}ë`, title: "c", type: "apartment", listing_type: "rent", price: 450, rooms: 3 },
      { location: `${city}ë`, title: "d", type: "land", listing_type: "sale", price: 50_000, rooms: null, bathrooms: null },
    ]);
    const titles = async (params: Record<string, string | number>) =>
      (await search({ location: `${city}e`.toLowerCase(), sort: "price_low", ...params })).body.properties.map((p) => p.title);
    expect(await titles({})).toEqual(["c", "d", "a", "b"]);
    expect(await titles({ type: "apartment" })).toEqual(["c", "a"]);
    expect(await titles({ listing_type: "rent" })).toEqual(["c"]);
    expect(await titles({ listing_type: "sale", type: "all" })).toEqual(["d", "a", "b"]);
    expect(await titles({ min_price: 50_000, max_price: 100_000 })).toEqual(["d", "a"]);
    expect(await titles({ min_rooms: 3 })).toEqual(["c", "b"]);
    expect(await titles({ location: `${city}ë, dardani` })).toEqual(["a"]);
    expect(rows).toHaveLength(4);
  });

  it("filters by the maximum price as typed, above 1,000,000 too (the boxes have no ceiling)", async () => {
    const word = uniqueWord();
    await insertProperties(services, ownerId, [{ title: word, price: 2_500_000 }]);
    expect((await search({ q: word, max_price: 1_000_000 })).body.total).toBe(0);
    expect((await search({ q: word, max_price: 3_000_000 })).body.total).toBe(1);
  });

  it("sorts newest with featured listings first, or by price either way", async () => {
    const word = uniqueWord();
    await insertProperties(services, ownerId, [
      { title: `${word} old-featured`, featured: true, price: 300 },
      { title: `${word} middle`, price: 100 },
      { title: `${word} newest`, price: 200 },
    ]);
    const order = async (sort?: string) =>
      (await search(sort ? { q: word, sort } : { q: word })).body.properties.map((p) => p.title.replace(`${word} `, ""));
    expect(await order()).toEqual(["old-featured", "newest", "middle"]);
    expect(await order("newest")).toEqual(["old-featured", "newest", "middle"]);
    expect(await order("price_low")).toEqual(["middle", "newest", "old-featured"]);
    expect(await order("price_high")).toEqual(["old-featured", "newest", "middle"]);
  });

  it("returns one page with the total count, never the whole table", async () => {
    const word = uniqueWord();
    await insertProperties(
      services,
      ownerId,
      Array.from({ length: 30 }, (_, i) => ({ title: `${word} ${String(i).padStart(2, "0")}` })),
    );
    const first = await search({ q: word });
    expect(first.body).toMatchObject({ total: 30, page: 1, page_size: 12, page_count: 3 });
    expect(first.body.properties).toHaveLength(12);
    const last = await search({ q: word, page: 3 });
    expect(last.body.properties).toHaveLength(6);
    const ids = new Set(
      [...first.body.properties, ...(await search({ q: word, page: 2 })).body.properties, ...last.body.properties].map((p) => p.id),
    );
    expect(ids.size).toBe(30);
    expect((await search({ q: word, page_size: 48 })).body.properties).toHaveLength(30);
    expect((await search({ q: word, page: 9 })).body).toMatchObject({ total: 30, properties: [] });
  });

  it("sends the first photo only and a shortened description", async () => {
    const word = uniqueWord();
    await insertProperties(services, ownerId, [
      { title: word, images: ["/storage/property-images/a.jpg", "/storage/property-images/b.jpg"], description: "x".repeat(1000) },
    ]);
    const [row] = (await search({ q: word })).body.properties;
    expect(row!.images).toEqual(["/storage/property-images/a.jpg"]);
    expect(row!.description.length).toBeLessThanOrEqual(280);
  });

  it.each([
    ["an unknown type", { type: "castle" }],
    ["an unknown listing type", { listing_type: "lease" }],
    ["an unknown sort", { sort: "cheapest" }],
    ["a negative price", { min_price: -5 }],
    ["a price that is no number", { max_price: "abc" }],
    ["page 0", { page: 0 }],
    ["a page size above 48", { page_size: 500 }],
    ["rooms that are not whole", { min_rooms: 1.5 }],
    ["an overlong keyword", { q: "x".repeat(101) }],
  ])("refuses %s with 400", async (_label, params) => {
    const res = await search(params as Record<string, string | number>);
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).error.code).toBe("VALIDATION");
  });

  it("refuses a minimum price above the maximum with the spec-style message", async () => {
    const res = await search({ min_price: 500, max_price: 100 });
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).error).toEqual({
      code: "PRICE_RANGE_INVALID",
      message: "Çmimi minimal nuk mund të jetë më i madh se çmimi maksimal.",
      fields: { min_price: "Çmimi minimal nuk mund të jetë më i madh se çmimi maksimal." },
    });
  });
});

describe("GET /api/properties/locations", () => {
  it("lists the locations of active listings once per place, in the most common spelling, busiest first", async () => {
    const city = `Vend${uniqueWord()}`;
    await insertProperties(services, ownerId, [
      { location: `${city}ë` },
      { location: `${city}ë` },
      { location: ` ${city.toLowerCase()}e ` },
      { location: `${city}Hidden`, status: "pending" },
    ]);
    const res = await visitor().get<{ locations: { location: string; count: number }[] }>("/api/properties/locations");
    expect(res.status).toBe(200);
    const mine = res.body.locations.filter((l) => l.location.toLowerCase().includes(city.toLowerCase()));
    expect(mine).toEqual([{ location: `${city}ë`, count: 3 }]);
  });
});

describe("GET /api/properties/latest", () => {
  it("returns the 4 newest active listings, newest first (featured gets no priority here)", async () => {
    const word = uniqueWord();
    await insertProperties(services, ownerId, [
      { title: `${word} featured-old`, featured: true, created_at: new Date(Date.now() + 1_000) },
      ...Array.from({ length: 4 }, (_, i) => ({ title: `${word} ${i}`, created_at: new Date(Date.now() + 10_000 + i * 1_000) })),
      { title: `${word} pending`, status: "pending" as const, created_at: new Date(Date.now() + 60_000) },
    ]);
    const res = await visitor().get<{ properties: Summary[] }>("/api/properties/latest");
    expect(res.body.properties.map((p) => p.title)).toEqual([`${word} 3`, `${word} 2`, `${word} 1`, `${word} 0`]);
  });
});

describe("GET /api/properties/:id", () => {
  it("shows an active listing to anybody, with the owner's name and the favourite count", async () => {
    const [row] = await insertProperties(services, ownerId, [{ title: uniqueWord(), features: ["Ashensor"] }]);
    const res = await visitor().get<{
      property: { id: string; features: string[]; price: number };
      owner: { name: string };
      favorites_count: number;
      is_owner: boolean;
    }>(`/api/properties/${row!.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      property: { id: row!.id, features: ["Ashensor"], price: 100000 },
      owner: { name: "Pronar Test" },
      favorites_count: 0,
      is_owner: false,
    });
    expect(res.body.property).not.toHaveProperty("search_text");
  });

  it("shows a non-active listing only to its owner and administrators (404 for visitors and other users)", async () => {
    const owner = new ApiClient(api);
    const me = await owner.register();
    const [pending] = await insertProperties(services, me.id, [{ status: "pending" }]);
    const other = new ApiClient(api);
    await other.register();
    const admin = new ApiClient(api);
    const adminUser = await admin.register();
    await services.db.update(profiles).set({ is_admin: true }).where(eq(profiles.id, adminUser.id));

    const notFound = await visitor().get<ErrorBody>(`/api/properties/${pending!.id}`);
    expect(notFound.status).toBe(404);
    expect(notFound.body.error).toMatchObject({ code: "PROPERTY_NOT_FOUND", message: "Prona nuk u gjet" });
    expect((await other.get(`/api/properties/${pending!.id}`)).status).toBe(404);
    const mine = await owner.get<{ is_owner: boolean; property: { status: string } }>(`/api/properties/${pending!.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ is_owner: true, property: { status: "pending" } });
    expect((await admin.get(`/api/properties/${pending!.id}`)).status).toBe(200);
  });

  it("answers 404 for unknown ids and for text that is no id", async () => {
    expect((await visitor().get("/api/properties/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await visitor().get("/api/properties/not-an-id")).status).toBe(404);
    expect((await visitor().get("/api/properties/1%27%20or%201=1")).status).toBe(404);
  });
});
