import { describe, expect, it } from "vitest";
import { afterSignIn, safeLocalPath } from "./redirects";

describe("safeLocalPath", () => {
  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\\/evil.example",
    "/\n/evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "evil",
    "",
    " /x",
    5,
    null,
  ])("refuses %j", (value) => {
    expect(safeLocalPath(value)).toBeNull();
  });

  it("keeps local paths with their query and fragment, normalized", () => {
    expect(safeLocalPath("/listings?type=house&page=2")).toBe("/listings?type=house&page=2");
    expect(safeLocalPath("/property/abc#contact")).toBe("/property/abc#contact");
    expect(safeLocalPath("/a/../listings")).toBe("/listings");
    expect(safeLocalPath("/listings\r\nSet-Cookie: x=1")).toBe("/listingsSet-Cookie:%20x=1");
  });
});

describe("afterSignIn", () => {
  it("returns to the page that asked, with its query", () => {
    expect(afterSignIn("/property/abc")).toBe("/property/abc");
    expect(afterSignIn("/listings?type=house")).toBe("/listings?type=house");
    expect(afterSignIn("/favorites")).toBe("/favorites");
  });

  it.each(["//evil.example", "/\\evil.example", "https://evil.example", "/login", "/register?x=1", "/logout", "/", undefined, ""])(
    "goes to /dashboard for %j",
    (value) => {
      expect(afterSignIn(value)).toBe("/dashboard");
    },
  );
});
