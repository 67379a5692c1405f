import { describe, expect, it } from "vitest";
import type { PropertyDetail } from "./get-property";
import { withListingDates } from "./listing-dates";

/** Only the fields the dates come from; the rest of the detail passes through untouched. */
function detail(createdAt: Date | null): PropertyDetail {
  return {
    property: { id: "p1", created_at: createdAt, status_changed_at: new Date("2026-03-28T23:30:00Z") },
    owner: { id: "o1", member_since: "2024-12-31T23:15:00.000Z" },
    favorites_count: 2,
    is_favorite: false,
    is_owner: false,
    price_history: [
      { old_price: 90_000, new_price: 85_000, changed_at: new Date("2026-10-25T22:30:00Z") },
      { old_price: 95_000, new_price: 90_000, changed_at: new Date("2026-06-01T10:00:00Z") },
    ],
  } as unknown as PropertyDetail;
}

describe("a listing's dates, written by the server in Kosovo's time", () => {
  it("writes each date in the reader's language, on the day it was in Prishtina", () => {
    const dated = withListingDates(detail(new Date("2026-11-22T23:30:00Z")), "sq");
    expect(dated.dates).toEqual({
      // 00:30 in Prishtina (UTC+1): already the next day.
      posted: "23.11.2026",
      // The night summer time began: 00:30 on the 29th in Prishtina.
      closedOn: "29 mars 2026",
      memberSince: "01.01.2025",
    });
    // The night summer time ended: 23:30 in Prishtina (UTC+1) is still the 25th.
    expect(dated.price_history.map((change) => change.day)).toEqual(["25 tetor 2026", "1 qershor 2026"]);
  });

  it("in English and German", () => {
    expect(withListingDates(detail(new Date("2026-11-22T12:00:00Z")), "en").dates).toEqual({
      posted: "22/11/2026",
      closedOn: "29 March 2026",
      memberSince: "01/01/2025",
    });
    const german = withListingDates(detail(new Date("2026-11-22T12:00:00Z")), "de");
    expect(german.dates.posted).toBe("22.11.2026");
    expect(german.price_history[0]!.day).toBe("25. Oktober 2026");
  });

  it("keeps the rest of the detail and each change's figures; no date for a listing without one", () => {
    const source = detail(null);
    const dated = withListingDates(source, "sq");
    expect(dated.dates.posted).toBeNull();
    expect(dated.property).toBe(source.property);
    expect(dated.owner).toBe(source.owner);
    expect(dated.favorites_count).toBe(2);
    expect(dated.price_history.map(({ old_price, new_price, changed_at }) => ({ old_price, new_price, changed_at }))).toEqual(
      source.price_history,
    );
  });
});
