import { describe, expect, it } from "vitest";
import { recentPriceDrop } from "./price-drop";

const now = new Date("2026-11-26T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe("recentPriceDrop", () => {
  it("is the amount of a drop in the last 30 days", () => {
    expect(recentPriceDrop({ price: 95_000, previous_price: 100_000, price_changed_at: daysAgo(2) }, now)).toBe(5_000);
    expect(recentPriceDrop({ price: 450, previous_price: 500, price_changed_at: daysAgo(30).toISOString() }, now)).toBe(50);
  });

  it("is null for a rise, an old drop, a price that never changed, or a change dated in the future", () => {
    expect(recentPriceDrop({ price: 105_000, previous_price: 100_000, price_changed_at: daysAgo(1) }, now)).toBeNull();
    expect(recentPriceDrop({ price: 95_000, previous_price: 100_000, price_changed_at: daysAgo(31) }, now)).toBeNull();
    expect(recentPriceDrop({ price: 95_000, previous_price: null, price_changed_at: null }, now)).toBeNull();
    expect(recentPriceDrop({ price: 95_000 }, now)).toBeNull();
    expect(recentPriceDrop({ price: 95_000, previous_price: 100_000, price_changed_at: daysAgo(-1) }, now)).toBeNull();
  });
});
