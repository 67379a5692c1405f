import { describe, expect, it } from "vitest";
import { HOSTILE_RETURN_TARGETS, staysOnSite } from "../../../tests/support/hostile-targets";
import { afterSignIn, localTarget, returnTargetOf, safeLocalPath } from "./redirects";

const SITE = "https://prona.example";

describe("safeLocalPath", () => {
  it.each(HOSTILE_RETURN_TARGETS.map((value) => [JSON.stringify(value).slice(0, 80), value]))(
    "%s is refused or a path of this site",
    (_name, value) => {
      const result = safeLocalPath(value);
      if (result === null) return;
      // A single "/" then neither "/" nor "\" (or just "/"), on the site, and the same when resolved
      // again (what the browser does with the Location header), with nothing a header cannot hold.
      expect(result).toMatch(/^\/(?![/\\])/);
      expect(staysOnSite(result, SITE)).toBe(true);
      const again = new URL(result, SITE);
      expect(`${again.pathname}${again.search}${again.hash}`).toBe(result);
      expect(result).toMatch(/^[\x21-\x7e]*$/);
      expect(safeLocalPath(result)).toBe(result);
    },
  );

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\\/evil.example",
    "/\n/evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/x/..\\\\evil.example",
    "//user@evil.example",
    "https://evil.example",
    "HTTPS://evil.example/",
    "javascript:alert(1)",
    "data:text/html,x",
    "／／evil.example",
    "\u2215\u2215evil.example",
    `/${"a".repeat(5000)}`,
    "evil",
    "",
    " /x",
    5,
    null,
    undefined,
    { toString: () => "/x" },
  ])("refuses %j", (value) => {
    expect(safeLocalPath(value)).toBeNull();
  });

  it("keeps local paths with their query and fragment, normalized", () => {
    expect(safeLocalPath("/")).toBe("/");
    expect(safeLocalPath("/listings?type=house&page=2")).toBe("/listings?type=house&page=2");
    expect(safeLocalPath("/property/abc#contact")).toBe("/property/abc#contact");
    expect(safeLocalPath("/a/../listings")).toBe("/listings");
    expect(safeLocalPath("/a/./b/../listings")).toBe("/a/listings");
    expect(safeLocalPath("/listings\r\nSet-Cookie: x=1")).toBe("/listingsSet-Cookie:%20x=1");
    expect(safeLocalPath("/@evil.example")).toBe("/@evil.example");
    expect(safeLocalPath("/%2f%2fevil.example")).toBe("/%2f%2fevil.example");
    expect(safeLocalPath("/／evil.example")).toBe("/%EF%BC%8Fevil.example");
    expect(safeLocalPath("/?next=//evil.example")).toBe("/?next=//evil.example");
  });
});

describe("localTarget", () => {
  it("keeps the page's own address, or falls back", () => {
    expect(localTarget("/admin/users?done=ban", "/admin/users")).toBe("/admin/users?done=ban");
    expect(localTarget("//evil.example?done=ban", "/admin/users")).toBe("/admin/users");
    expect(localTarget("/\\evil.example", "/")).toBe("/");
  });
});

describe("afterSignIn", () => {
  it("returns to the page that asked, with its query", () => {
    expect(afterSignIn("/property/abc")).toBe("/property/abc");
    expect(afterSignIn("/listings?type=house")).toBe("/listings?type=house");
    expect(afterSignIn("/favorites")).toBe("/favorites");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/.//evil.example",
    "/x/..//evil.example",
    "https://evil.example",
    "/login",
    "/register?x=1",
    "/logout",
    "/",
    undefined,
    "",
  ])("goes to /dashboard for %j", (value) => {
    expect(afterSignIn(value)).toBe("/dashboard");
  });

  it.each(HOSTILE_RETURN_TARGETS)("stays on the site for %j", (value) => {
    expect(staysOnSite(afterSignIn(value), SITE)).toBe(true);
    const kept = returnTargetOf(value);
    if (kept !== null) expect(staysOnSite(kept, SITE)).toBe(true);
  });
});
