import { describe, expect, it } from "vitest";
import { canonicalPath, languageAlternates } from "./seo";

describe("canonicalPath", () => {
  it("keeps a list's place, type, sale/rent and page, in a fixed order, and drops the rest", () => {
    expect(canonicalPath("/listings", "?sort=price_low&type=house&min_price=5000&q=ballkon")).toBe("/listings?type=house");
    expect(canonicalPath("/listings", "?listing_type=rent&location=Pej%C3%AB&page=3")).toBe(
      "/listings?location=Pej%C3%AB&listing_type=rent&page=3",
    );
    expect(canonicalPath("/listings", "?type=castle&page=1")).toBe("/listings");
  });

  it("gives a listing its own address, and the fixed public pages theirs without a query", () => {
    expect(canonicalPath("/property/0F6B2C6E-9C1A-4C49-8D0E-1B2C3D4E5F60", "?contact=1")).toBe(
      "/property/0f6b2c6e-9c1a-4c49-8d0e-1b2c3d4e5f60",
    );
    expect(canonicalPath("/agjencite", "?city=Prizren")).toBe("/agjencite");
    expect(canonicalPath("/", "?lang=en")).toBe("/");
  });

  it.each(["/login", "/dashboard", "/admin/users", "/favorites", "/property/nope", "/sitemap.xml"])("has none for %s", (path) => {
    expect(canonicalPath(path, "")).toBeNull();
  });
});

describe("languageAlternates", () => {
  it("names each language's address, Albanian being the default", () => {
    expect(languageAlternates("https://prona.example/listings?type=house")).toEqual([
      { hrefLang: "sq", href: "https://prona.example/listings?type=house" },
      { hrefLang: "en", href: "https://prona.example/listings?type=house&lang=en" },
      { hrefLang: "de", href: "https://prona.example/listings?type=house&lang=de" },
      { hrefLang: "x-default", href: "https://prona.example/listings?type=house" },
    ]);
  });
});
