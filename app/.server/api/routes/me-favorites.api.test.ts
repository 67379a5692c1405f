import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { favorites, properties } from "~/.server/db/schema";
import type { FavoritePage } from "~/.server/favorites/list-favorites";
import type { Services } from "~/.server/services";
import { ApiClient } from "../../../../tests/support/api-client";
import { insertProfile, insertProperties } from "../../../../tests/support/listing-fixtures";
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

type ErrorBody = { error: { code: string; message: string } };

/** Favourites with explicit times (a minute apart, in the order given), straight in the database. */
async function favoriteAt(userId: string, propertyIds: string[]) {
  const base = Date.now() - propertyIds.length * 60_000;
  for (const [i, id] of propertyIds.entries()) {
    await services.db.insert(favorites).values({ user_id: userId, property_id: id, created_at: new Date(base + i * 60_000) });
  }
}

const ids = (page: FavoritePage) => page.items.map((item) => item.property.id);

describe("GET /api/me/favorites", () => {
  it("answers a visitor with 401", async () => {
    const res = await new ApiClient(api).get<ErrorBody>("/api/me/favorites");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHENTICATED");
  });

  it("lists the user's own favourites, the most recently favourited first, with the card's fields", async () => {
    const [p1, p2, p3] = await insertProperties(services, ownerId, [
      { title: "Banesë e parë", images: ["/storage/property-images/x/a.jpg", "/storage/property-images/x/b.jpg"] },
      { title: "Shtëpi e dytë", type: "house", listing_type: "rent", price: 450 },
      { title: "Tokë e tretë", type: "land" },
    ]);
    const a = new ApiClient(api);
    await a.register();
    // Favourited in a different order than the listings were created: the favouriting time counts.
    for (const p of [p2!, p3!, p1!]) expect((await a.post(`/api/properties/${p.id}/favorite`)).status).toBe(200);

    const res = await a.get<FavoritePage>("/api/me/favorites");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body).toMatchObject({ page: 1, page_size: 12, has_more: false, total: 3 });
    expect(ids(res.body)).toEqual([p1!.id, p3!.id, p2!.id]);
    expect(res.body.items[0]).toEqual({
      available: true,
      favorited_at: expect.any(String),
      property: expect.objectContaining({
        id: p1!.id,
        title: "Banesë e parë",
        price: 100_000,
        status: "active",
        // The first photo only, as on every list.
        images: ["/storage/property-images/x/a.jpg"],
        is_favorite: true,
      }),
    });
    expect(res.body.items[2]!.property).toMatchObject({ listing_type: "rent", price: 450, type: "house" });
  });

  it("shows another user none of them, whatever they send", async () => {
    const [p] = await insertProperties(services, ownerId, [{}]);
    const a = new ApiClient(api);
    const userA = await a.register();
    await a.post(`/api/properties/${p!.id}/favorite`);
    const b = new ApiClient(api);
    await b.register();
    const res = await b.get<FavoritePage>(`/api/me/favorites?user_id=${userA.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: [], total: 0, has_more: false });
    // Their own favourite of the same listing is theirs alone.
    await b.post(`/api/properties/${p!.id}/favorite`);
    expect(ids((await b.get<FavoritePage>("/api/me/favorites")).body)).toEqual([p!.id]);
    expect(ids((await a.get<FavoritePage>("/api/me/favorites")).body)).toEqual([p!.id]);
  });

  it("pages by 12 and says whether more exist; bad page numbers are page 1, pages past the end are empty", async () => {
    const rows = await insertProperties(
      services,
      ownerId,
      Array.from({ length: 13 }, (_, i) => ({ title: `Faqe ${i}` })),
    );
    const a = new ApiClient(api);
    const user = await a.register();
    await favoriteAt(
      user.id,
      rows.map((r) => r.id),
    );
    const newestFirst = rows.map((r) => r.id).reverse();

    const first = await a.get<FavoritePage>("/api/me/favorites");
    expect(first.body).toMatchObject({ page: 1, has_more: true, total: 13 });
    expect(ids(first.body)).toEqual(newestFirst.slice(0, 12));
    const second = await a.get<FavoritePage>("/api/me/favorites?page=2");
    expect(second.body).toMatchObject({ page: 2, has_more: false, total: 13 });
    expect(ids(second.body)).toEqual(newestFirst.slice(12));

    for (const bad of ["abc", "0", "-3", "1.5", "1e9", ""]) {
      const res = await a.get<FavoritePage>(`/api/me/favorites?page=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(200);
      expect(res.body.page, bad).toBe(1);
      expect(res.body.items, bad).toHaveLength(12);
    }
    const past = await a.get<FavoritePage>("/api/me/favorites?page=99999");
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ items: [], has_more: false, total: 13 });
  });

  it("shows a listing that is no longer public with its title and location only, and lets the user remove it", async () => {
    const [gone, live] = await insertProperties(services, ownerId, [
      {
        title: "Banesë e shitur",
        location: "Pejë",
        description: "Përshkrim sekret",
        price: 123_456,
        images: ["/storage/property-images/x/s.jpg"],
      },
      { title: "Banesë aktive" },
    ]);
    const a = new ApiClient(api);
    const user = await a.register();
    await favoriteAt(user.id, [gone!.id, live!.id]);

    // Sold and rented ones are public, marked, for 14 days (issue 14): the buyer sees that it sold.
    for (const status of ["sold", "rented"] as const) {
      await services.db.update(properties).set({ status }).where(eq(properties.id, gone!.id));
      const res = await a.get<FavoritePage>("/api/me/favorites");
      expect(res.body.items[1], status).toMatchObject({ available: true, property: { id: gone!.id, status } });
    }
    // Then, out of search (the lifecycle job's step), like the others.
    await services.db.update(properties).set({ in_search: false }).where(eq(properties.id, gone!.id));
    for (const status of ["rented", "inactive", "pending", "rejected", "expired"] as const) {
      await services.db.update(properties).set({ status }).where(eq(properties.id, gone!.id));
      const res = await a.get<FavoritePage>("/api/me/favorites");
      expect(res.body.total, status).toBe(2);
      expect(res.body.items[1], status).toEqual({
        available: false,
        favorited_at: expect.any(String),
        property: { id: gone!.id, title: "Banesë e shitur", location: "Pejë" },
      });
      // Nothing else of it leaves the server: not its status, price, text or photos.
      const raw = JSON.stringify(res.body.items[1]);
      for (const secret of [status, "123456", "Përshkrim sekret", "s.jpg"]) expect(raw, `${status}: ${secret}`).not.toContain(secret);
      expect(res.body.items[0]).toMatchObject({ available: true, property: { id: live!.id } });
    }

    const removed = await a.request<{ is_favorite: boolean }>("DELETE", `/api/properties/${gone!.id}/favorite`);
    expect(removed.status).toBe(200);
    expect(removed.body.is_favorite).toBe(false);
    const after = await a.get<FavoritePage>("/api/me/favorites");
    expect(ids(after.body)).toEqual([live!.id]);
    expect(after.body.total).toBe(1);
  });

  it("shows the owner their own favourited listing in full, whatever its status", async () => {
    const owner = new ApiClient(api);
    const ownerUser = await owner.register();
    const [mine] = await insertProperties(services, ownerUser.id, [{ title: "Prona ime", status: "pending" }]);
    expect((await owner.post(`/api/properties/${mine!.id}/favorite`)).status).toBe(200);
    const res = await owner.get<FavoritePage>("/api/me/favorites");
    expect(res.body.items).toEqual([
      expect.objectContaining({ available: true, property: expect.objectContaining({ id: mine!.id, status: "pending" }) }),
    ]);
  });

  it("drops a removed favourite from the list; another user's DELETE removes only their own", async () => {
    const [p1, p2] = await insertProperties(services, ownerId, [{}, {}]);
    const a = new ApiClient(api);
    const userA = await a.register();
    await favoriteAt(userA.id, [p1!.id, p2!.id]);

    const b = new ApiClient(api);
    await b.register();
    const foreign = await b.request<{ is_favorite: boolean }>("DELETE", `/api/properties/${p1!.id}/favorite`);
    expect(foreign.status).toBe(200);
    expect(foreign.body.is_favorite).toBe(false);
    expect(ids((await a.get<FavoritePage>("/api/me/favorites")).body)).toEqual([p2!.id, p1!.id]);

    expect((await a.request("DELETE", `/api/properties/${p2!.id}/favorite`)).status).toBe(200);
    const after = await a.get<FavoritePage>("/api/me/favorites");
    expect(ids(after.body)).toEqual([p1!.id]);
    expect(after.body.total).toBe(1);

    // A visitor cannot remove anything.
    expect((await new ApiClient(api).request("DELETE", `/api/properties/${p1!.id}/favorite`)).status).toBe(401);
    expect(ids((await a.get<FavoritePage>("/api/me/favorites")).body)).toEqual([p1!.id]);
  });
});
