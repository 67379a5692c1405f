import { describe, expect, it } from "vitest";
import { annualSaving, isPremiumActive } from "./premium";

const now = new Date("2026-11-22T12:00:00Z");

describe("isPremiumActive", () => {
  it("is active while is_premium is set and premium_until is empty or in the future", () => {
    expect(isPremiumActive({ is_premium: true, premium_until: null }, now)).toBe(true);
    expect(isPremiumActive({ is_premium: true, premium_until: "2026-12-01T00:00:00Z" }, now)).toBe(true);
    expect(isPremiumActive({ is_premium: true, premium_until: new Date("2026-11-22T11:59:59Z") }, now)).toBe(false);
    expect(isPremiumActive({ is_premium: false, premium_until: "2030-01-01T00:00:00Z" }, now)).toBe(false);
  });
});

describe("annualSaving", () => {
  it("is twelve monthly payments minus the yearly price, to the cent, never negative", () => {
    expect(annualSaving(9.99, 99.99)).toBe(19.89);
    expect(annualSaving(10, 100)).toBe(20);
    expect(annualSaving(5, 99.99)).toBe(0);
  });
});
