import { describe, expect, it } from "vitest";
import { authHref, isReturnWorthy } from "./return-to";

describe("authHref", () => {
  it("carries the page to come back to", () => {
    expect(authHref("/login", "/property/abc")).toBe("/login?redirect_to=%2Fproperty%2Fabc");
    expect(authHref("/register", "/listings?type=house&page=2")).toBe("/register?redirect_to=%2Flistings%3Ftype%3Dhouse%26page%3D2");
  });

  it("leaves the home page and the auth pages out", () => {
    expect(authHref("/login", "/")).toBe("/login");
    expect(authHref("/login", "/login?redirect_to=%2Fx")).toBe("/login");
    expect(authHref("/register", "/forgot-password")).toBe("/register");
    expect(authHref("/login", null)).toBe("/login");
    expect(authHref("/login", "https://evil.example")).toBe("/login");
  });

  it.each(["//evil.example", "/\\evil.example", "///evil.example"])("carries no other site's address: %j", (from) => {
    expect(authHref("/login", from)).toBe("/login");
  });

  it("knows which pages are worth returning to", () => {
    expect(isReturnWorthy("/favorites")).toBe(true);
    expect(isReturnWorthy("/reset-password/")).toBe(false);
    expect(isReturnWorthy("/admin/login?x")).toBe(false);
  });
});
