import { describe, expect, it } from "vitest";
import { annualOffer, isPremiumActive } from "./premium";

const now = new Date("2026-11-22T12:00:00Z");

describe("isPremiumActive", () => {
  it("is active while is_premium is set and premium_until is empty or in the future", () => {
    expect(isPremiumActive({ is_premium: true, premium_until: null }, now)).toBe(true);
    expect(isPremiumActive({ is_premium: true, premium_until: "2026-12-01T00:00:00Z" }, now)).toBe(true);
    expect(isPremiumActive({ is_premium: true, premium_until: new Date("2026-11-22T11:59:59Z") }, now)).toBe(false);
    expect(isPremiumActive({ is_premium: false, premium_until: "2030-01-01T00:00:00Z" }, now)).toBe(false);
  });
});

describe("annualOffer", () => {
  it("counts the whole months the yearly price saves, and their value at the monthly price", () => {
    expect(annualOffer(9.99, 99.99)).toEqual({ free_months: 2, value: 19.98 });
    expect(annualOffer(10, 100)).toEqual({ free_months: 2, value: 20 });
    expect(annualOffer(12.5, 120)).toEqual({ free_months: 2, value: 25 });
    expect(annualOffer(10, 119.99)).toEqual({ free_months: 0, value: 0 });
    expect(annualOffer(5, 99.99)).toEqual({ free_months: 0, value: 0 });
    expect(annualOffer(0, 0)).toEqual({ free_months: 0, value: 0 });
  });
});
