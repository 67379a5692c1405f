import { describe, expect, it } from "vitest";
import { addMonths, change, pageWindow, percent, periodStart, personalIdFromReference, premiumReference } from "./admin";

describe("pageWindow (document 2 §9: first, last and current ±1 with ellipses)", () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 5, [1, 2, "gap", 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 10, [1, "gap", 4, 5, 6, "gap", 10]],
    [10, 10, [1, "gap", 9, 10]],
    [2, 10, [1, 2, 3, "gap", 10]],
  ] as const)("page %i of %i → %j", (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

describe("addMonths (premium grant: three months from now)", () => {
  it("adds calendar months and clamps the day to the target month", () => {
    expect(addMonths(new Date("2026-01-15T10:00:00Z"), 3).toISOString()).toBe("2026-04-15T10:00:00.000Z");
    expect(addMonths(new Date("2026-11-30T08:00:00Z"), 3).toISOString()).toBe("2027-02-28T08:00:00.000Z");
    expect(addMonths(new Date("2027-11-30T08:00:00Z"), 3).toISOString()).toBe("2028-02-29T08:00:00.000Z");
    expect(addMonths(new Date("2026-03-31T00:00:00Z"), -1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });
});

describe("figures", () => {
  it("percent is a rounded whole percent, 0 of nothing", () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(5, 0)).toBe(0);
  });

  it("change against the previous period, null when there is nothing to compare with", () => {
    expect(change(15, 10)).toBe(50);
    expect(change(5, 10)).toBe(-50);
    expect(change(0, 0)).toBe(0);
    expect(change(4, 0)).toBeNull();
  });

  it("periods start 30 or 90 days, or 6 or 12 calendar months back", () => {
    const now = new Date("2026-08-31T12:00:00Z");
    expect(periodStart("30days", now).toISOString()).toBe("2026-08-01T12:00:00.000Z");
    expect(periodStart("90days", now).toISOString()).toBe("2026-06-02T12:00:00.000Z");
    expect(periodStart("6months", now).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(periodStart("1year", now).toISOString()).toBe("2025-08-31T12:00:00.000Z");
  });
});

describe("payment reference PREMIUM-{personal_id}", () => {
  it("reads the personal ID from a reference, in any case, or the ID alone", () => {
    expect(premiumReference("USER-AB12CD")).toBe("PREMIUM-USER-AB12CD");
    expect(personalIdFromReference(" premium-user-ab12cd ")).toBe("USER-AB12CD");
    expect(personalIdFromReference("USER-AB12CD")).toBe("USER-AB12CD");
    expect(personalIdFromReference("PREMIUM-USER-AB12")).toBeNull();
    expect(personalIdFromReference("PAGESA-USER-AB12CD")).toBeNull();
  });
});
