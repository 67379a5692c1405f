import { describe, expect, it } from "vitest";
import { canRenew, isEndingSoon, ownerStatusChoices, ownerStatusRefusal } from "./lifecycle";

const sale = { listing_type: "sale" as const, status_by_admin: false };
const rent = { listing_type: "rent" as const, status_by_admin: false };

describe("the owner's status changes", () => {
  it("lets the owner mark a sale listing sold and a rent listing rented, never the other way", () => {
    expect(ownerStatusRefusal({ ...sale, status: "active" }, "sold")).toBeNull();
    expect(ownerStatusRefusal({ ...sale, status: "active" }, "rented")).toBe("LISTING_RENTED_ONLY_FOR_RENT");
    expect(ownerStatusRefusal({ ...rent, status: "active" }, "rented")).toBeNull();
    expect(ownerStatusRefusal({ ...rent, status: "active" }, "sold")).toBe("LISTING_SOLD_ONLY_FOR_SALE");
  });

  it("leaves pending and rejected listings to the administrators", () => {
    for (const status of ["pending", "rejected"] as const) {
      for (const target of ["active", "inactive", "sold"] as const) {
        expect(ownerStatusRefusal({ ...sale, status }, target)).toBe("LISTING_STATUS_UNDER_REVIEW");
      }
    }
  });

  it("does not let the owner undo an administrator's deactivation, but lets them manage a listing an administrator approved", () => {
    expect(ownerStatusRefusal({ ...sale, status: "inactive", status_by_admin: true }, "active")).toBe("LISTING_STATUS_SET_BY_ADMIN");
    expect(ownerStatusRefusal({ ...sale, status: "sold", status_by_admin: true }, "active")).toBe("LISTING_STATUS_SET_BY_ADMIN");
    expect(ownerStatusRefusal({ ...sale, status: "active", status_by_admin: true }, "sold")).toBeNull();
    expect(ownerStatusRefusal({ ...sale, status: "inactive", status_by_admin: false }, "active")).toBeNull();
  });

  it("offers the buttons that would be accepted", () => {
    expect(ownerStatusChoices({ ...sale, status: "active" })).toEqual(["inactive", "sold"]);
    expect(ownerStatusChoices({ ...rent, status: "active" })).toEqual(["inactive", "rented"]);
    expect(ownerStatusChoices({ ...rent, status: "rented" })).toEqual(["active", "inactive"]);
    expect(ownerStatusChoices({ ...sale, status: "pending" })).toEqual([]);
    expect(ownerStatusChoices({ ...sale, status: "inactive", status_by_admin: true })).toEqual([]);
  });
});

describe("renewal", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

  it("renews active and expired listings only", () => {
    expect(canRenew({ status: "active" })).toBe(true);
    expect(canRenew({ status: "expired" })).toBe(true);
    for (const status of ["pending", "rejected", "inactive", "sold", "rented"] as const) expect(canRenew({ status })).toBe(false);
  });

  it("is due within three days of the end, and after it", () => {
    expect(isEndingSoon({ status: "active", expires_at: inDays(3) }, now)).toBe(true);
    expect(isEndingSoon({ status: "active", expires_at: inDays(3.1) }, now)).toBe(false);
    expect(isEndingSoon({ status: "expired", expires_at: inDays(-1) }, now)).toBe(true);
    expect(isEndingSoon({ status: "inactive", expires_at: inDays(1) }, now)).toBe(false);
  });
});
