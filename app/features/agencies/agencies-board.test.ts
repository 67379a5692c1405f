import { describe, expect, it } from "vitest";
import { agencyFiltersFrom } from "./agencies-board";

// The agencies page's filters as a form sent without JavaScript gives them.

const CITIES = ["Gjakovë", "Pejë", "Prishtinë"];

describe("agencyFiltersFrom", () => {
  it("reads search, city, specialty and view; the pressed view button (last) wins", () => {
    const params = new URLSearchParams("q=rugov%C3%AB&city=Pej%C3%AB&specialty=land&view=grid&view=list");
    expect(agencyFiltersFrom(params, CITIES)).toEqual({ search: "rugovë", city: "Pejë", specialty: "land", view: "list" });
  });
  it("ignores cities no agency works in, unknown specialties and views", () => {
    const params = new URLSearchParams({ city: "Beograd", specialty: "castles", view: "table" });
    expect(agencyFiltersFrom(params, CITIES)).toEqual({ search: "", city: null, specialty: null, view: "grid" });
  });
});
