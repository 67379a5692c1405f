import { describe, expect, it } from "vitest";
import { agencyFiltersFrom } from "./agencies-board";
import { reviewFiltersFrom } from "./reviews-board";

// The filters of the agencies and reviews pages as a form sent without JavaScript gives them.

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

describe("agencyFiltersFrom", () => {
  it("reads search, city, specialty and view; the pressed view button (last) wins", () => {
    const params = new URLSearchParams("q=rugov%C3%AB&city=Pej%C3%AB&specialty=land&view=grid&view=list");
    expect(agencyFiltersFrom(params)).toEqual({ search: "rugovë", city: "Pejë", specialty: "land", view: "list" });
  });
  it("ignores unknown cities, specialties and views", () => {
    const params = new URLSearchParams({ city: "Beograd", specialty: "castles", view: "table" });
    expect(agencyFiltersFrom(params)).toEqual({ search: "", city: null, specialty: null, view: "grid" });
  });
});
