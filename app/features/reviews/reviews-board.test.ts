import { describe, expect, it } from "vitest";
import { reviewFiltersFrom } from "./reviews-board";

// The reviews page's filters as a form sent without JavaScript gives them.

describe("reviewFiltersFrom", () => {
  it("reads search, rating, category and sort; the pressed sort button (last) wins", () => {
    const params = new URLSearchParams("q=banes%C3%AB&rating=5&category=property&sort=newest&sort=lowest");
    expect(reviewFiltersFrom(params)).toEqual({ search: "banesë", rating: 5, category: "property", sort: "lowest" });
  });
  it("ignores unknown or hostile values", () => {
    const params = new URLSearchParams({ q: "x".repeat(500), rating: "6", category: "agency", sort: "random" });
    expect(reviewFiltersFrom(params)).toEqual({ search: "x".repeat(100), rating: null, category: null, sort: "newest" });
    expect(reviewFiltersFrom(new URLSearchParams("rating=2.5"))).toMatchObject({ rating: null });
    expect(reviewFiltersFrom(new URLSearchParams())).toEqual({ search: "", rating: null, category: null, sort: "newest" });
  });
});
