import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "~/.server/db/schema";
import { parseSearchLenient } from "~/domain/schemas/listings";
import { insertListing } from "../../../tests/support/fixtures";
import { setupTestApi } from "../../../tests/support/test-api";
import { COUNT_CAP, runSearch } from "./search-properties";

// Counts are exact up to a cap (10,000 in the app), beyond it "more than": here with a cap of 5.

const { services } = setupTestApi();
beforeAll(async () => {
  const [owner] = await services.db.insert(profiles).values({ name: "Pronari", email: "count-owner@example.com" }).returning();
  for (let i = 0; i < 7; i++) await insertListing(services, owner!.id, { listing_type: i < 5 ? "sale" : "rent" });
});

describe("the count of a search", () => {
  it("is exact up to the cap and capped beyond it, with the pages the capped total fills", async () => {
    const all = await runSearch(services, null, parseSearchLenient({ page_size: "2" }), 5);
    expect(all).toMatchObject({ total: 5, total_capped: true, page_count: 3 });
    const atCap = await runSearch(services, null, parseSearchLenient({ listing_type: "sale" }), 5);
    expect(atCap).toMatchObject({ total: 5, total_capped: false });
    const few = await runSearch(services, null, parseSearchLenient({ listing_type: "rent" }), 5);
    expect(few).toMatchObject({ total: 2, total_capped: false });
    // The app's cap: these seven are counted exactly.
    expect(COUNT_CAP).toBe(10_000);
    expect(await runSearch(services, null, parseSearchLenient({}))).toMatchObject({ total: 7, total_capped: false });
  });

  it("is kept per filter until the listings change", async () => {
    const input = parseSearchLenient({ listing_type: "rent" });
    expect((await runSearch(services, null, input)).total).toBe(2);
    const [owner] = await services.db.insert(profiles).values({ name: "Tjetri", email: "count-other@example.com" }).returning();
    await insertListing(services, owner!.id, { listing_type: "rent" });
    expect((await runSearch(services, null, input)).total).toBe(3);
    expect((await runSearch(services, null, { ...input, page: 2 })).total).toBe(3);
  });
});
