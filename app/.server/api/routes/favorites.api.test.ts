import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { favorites } from "~/.server/db/schema";
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

type State = { property_id: string; is_favorite: boolean; favorites_count: number };
type ErrorBody = { error: { code: string; message: string } };

async function favoriteRows(propertyId: string) {
  return services.db.select().from(favorites).where(eq(favorites.property_id, propertyId));
}

describe("POST/DELETE /api/properties/:id/favorite", () => {
  it("refuses visitors with the spec's alert text and stores nothing", async () => {
    const [p] = await insertProperties(services, ownerId, [{}]);
    const res = await new ApiClient(api).post<ErrorBody>(`/api/properties/${p!.id}/favorite`);
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: "FAVORITE_LOGIN_REQUIRED", message: "Ju duhet të kyçeni për të shtuar prona në favorite" });
    expect((await new ApiClient(api).request<ErrorBody>("DELETE", `/api/properties/${p!.id}/favorite`)).status).toBe(401);
    expect(await favoriteRows(p!.id)).toEqual([]);
  });

  it("adds once per user and property, counts by one, and removes again without going below 0", async () => {
    const [p] = await insertProperties(services, ownerId, [{}]);
    const a = new ApiClient(api);
    const userA = await a.register();
    const b = new ApiClient(api);
    await b.register();

    expect((await a.post<State>(`/api/properties/${p!.id}/favorite`)).body).toEqual({
      property_id: p!.id,
      is_favorite: true,
      favorites_count: 1,
    });
    // Twice is still one favourite.
    expect((await a.post<State>(`/api/properties/${p!.id}/favorite`)).body).toMatchObject({ is_favorite: true, favorites_count: 1 });
    expect((await b.post<State>(`/api/properties/${p!.id}/favorite`)).body).toMatchObject({ is_favorite: true, favorites_count: 2 });
    expect(await favoriteRows(p!.id)).toHaveLength(2);

    const removed = await a.request<State>("DELETE", `/api/properties/${p!.id}/favorite`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ is_favorite: false, favorites_count: 1 });
    expect((await a.request<State>("DELETE", `/api/properties/${p!.id}/favorite`)).body).toMatchObject({
      is_favorite: false,
      favorites_count: 1,
    });
    await b.request("DELETE", `/api/properties/${p!.id}/favorite`);
    expect((await b.request<State>("DELETE", `/api/properties/${p!.id}/favorite`)).body.favorites_count).toBe(0);
    const left = await services.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.user_id, userA.id), eq(favorites.property_id, p!.id)));
    expect(left).toEqual([]);

    // The search marks the reader's favourites.
    await a.post(`/api/properties/${p!.id}/favorite`);
    const detail = await a.get<{ is_favorite: boolean; favorites_count: number }>(`/api/properties/${p!.id}`);
    expect(detail.body).toMatchObject({ is_favorite: true, favorites_count: 1 });
  });

  it("ignores a forged user id in the body: the favourite is always the signed-in user's", async () => {
    const [p] = await insertProperties(services, ownerId, [{}]);
    const a = new ApiClient(api);
    const userA = await a.register();
    await a.post(`/api/properties/${p!.id}/favorite`, { user_id: ownerId });
    expect((await favoriteRows(p!.id)).map((r) => r.user_id)).toEqual([userA.id]);
  });

  it("answers 404 for listings the user cannot see (pending, unknown, no id) and stores nothing", async () => {
    const [pending] = await insertProperties(services, ownerId, [{ status: "pending" }]);
    const a = new ApiClient(api);
    await a.register();
    for (const id of [pending!.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await a.post<ErrorBody>(`/api/properties/${id}/favorite`);
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe("PROPERTY_NOT_FOUND");
    }
    expect(await favoriteRows(pending!.id)).toEqual([]);
  });

  it("lets a user remove a favourite of a listing that is no longer public", async () => {
    const [p] = await insertProperties(services, ownerId, [{}]);
    const a = new ApiClient(api);
    await a.register();
    await a.post(`/api/properties/${p!.id}/favorite`);
    await services.db.execute(`update properties set status = 'sold' where id = '${p!.id}'`);
    const res = await a.request<State>("DELETE", `/api/properties/${p!.id}/favorite`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_favorite: false, favorites_count: 0 });
  });
});
