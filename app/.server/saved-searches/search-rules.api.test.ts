import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles, savedSearchAlerts } from "~/.server/db/schema";
import { getSettings, saveSettingsGroup } from "~/.server/platform/settings";
import type { ApiClient } from "../../../tests/support/api-client";
import { userClient } from "../../../tests/support/admin-fixtures";
import { uniqueWord } from "../../../tests/support/listing-fixtures";
import { setupTestApi } from "../../../tests/support/test-api";

// Saved searches keep the search's rules (issue 34): a neighbourhood in the location box alerts for
// the listings the search finds there, and "include the recently sold and rented" is kept with the
// filters, to open the same list again.

const { services, api } = setupTestApi();
let owner: ApiClient;
let buyer: ApiClient;

type Saved = { id: string; params: Record<string, string> };

beforeAll(async () => {
  const o = await userClient(api, { user_type: "seller" });
  owner = o.client;
  await services.db.update(profiles).set({ is_premium: true }).where(eq(profiles.id, o.user.id));
  buyer = (await userClient(api)).client;
  const before = (await getSettings(services.db)).properties;
  await saveSettingsGroup(services.db, "properties", { ...before, require_approval: false }, null);
});

async function listing(title: string, location = "Prishtinë") {
  const res = await owner.post<{ property: { id: string; status: string } }>("/api/properties", {
    title,
    description: "Banesë e ndritshme me ballkon.",
    price: 90_000,
    location,
    type: "apartment",
    listing_type: "sale",
    rooms: 2,
    bathrooms: 1,
    area: 60,
  });
  expect(res.status).toBe(201);
  expect(res.body.property.status).toBe("active");
  return res.body.property.id;
}

const alerted = async (savedSearchId: string) =>
  (await services.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.saved_search_id, savedSearchId))).map(
    (row) => row.property_id,
  );

describe("saved searches and the search's rules", () => {
  it("a neighbourhood saved in the location box alerts for the listings there (named in the title, located in its town)", async () => {
    const word = uniqueWord();
    const res = await buyer.post<Saved>("/api/saved-searches", {
      name: "Dardani",
      frequency: "instant",
      filters: `q=${word}&location=Dardania`,
    });
    expect(res.status).toBe(201);
    const inDardani = await listing(`${word} banesë në Dardani`);
    await listing(`${word} banesë në Dardani`, "Prizren");
    await listing(`${word} banesë në Ulpianë`);
    // What the search finds is what alerts: the Prishtinë listing naming Dardani, not the others.
    const found = await buyer.get<{ properties: { id: string }[] }>(`/api/properties?q=${word}&location=Dardania`);
    expect(found.body.properties.map((p) => p.id)).toEqual([inDardani]);
    expect(await alerted(res.body.id)).toEqual([inDardani]);
  });

  it("keeps 'include the recently sold and rented' with the filters, and refuses a value that is not yes or no", async () => {
    const saved = await buyer.post<Saved>("/api/saved-searches", {
      name: "Me të shiturat",
      frequency: "none",
      filters: "location=Pejë&include_closed=1&sort=price_low",
    });
    expect(saved.status).toBe(201);
    expect(saved.body.params).toEqual({ location: "Pejë", include_closed: "1" });
    const off = await buyer.post<Saved>("/api/saved-searches", {
      name: "Pa to",
      frequency: "none",
      filters: "location=Pejë&include_closed=0",
    });
    expect(off.body.params).toEqual({ location: "Pejë" });
    const bad = await buyer.post<{ error: { code: string } }>("/api/saved-searches", {
      name: "Gabim",
      frequency: "none",
      filters: "include_closed=maybe",
    });
    expect(bad.status).toBe(400);
  });
});
