import { describe, expect, it } from "vitest";
import { suggestPlaces } from "./place-suggestions";

const names = (typed: string) => suggestPlaces(typed).map((p) => p.name);

describe("suggestPlaces", () => {
  it("understands the spellings the search understands: definite forms, oblique forms, old and foreign names", () => {
    expect(names("peja")[0]).toBe("Pejë");
    expect(names("Pejës")[0]).toBe("Pejë");
    expect(names("pec")[0]).toBe("Pejë");
    expect(names("pristina")[0]).toBe("Prishtinë");
    expect(names("Prishtinës")[0]).toBe("Prishtinë");
    expect(names("Gjakovës")[0]).toBe("Gjakovë");
    expect(names("kosovska")[0]).toBe("Mitrovicë");
    expect(names("Dragodan")).toEqual(["Arbëri"]);
  });

  it("puts towns first, then neighbourhoods named so, then the neighbourhoods of the towns found", () => {
    const prisht = suggestPlaces("prisht");
    expect(prisht[0]).toEqual({ name: "Prishtinë" });
    expect(prisht.slice(1).every((p) => p.municipality === "Prishtinë")).toBe(true);
    // "Ma": Malishevë, Mamushë (towns), then Mati 1, Marash (neighbourhoods), then a later word (Çarshia e Madhe).
    expect(names("ma")).toEqual(["Malishevë", "Mamushë", "Mati 1", "Marash", "Çarshia e Madhe"]);
    // A word inside a name: Kodra e Diellit, Bregu i Diellit.
    expect(names("diell")).toEqual(["Kodra e Diellit", "Bregu i Diellit"]);
  });

  it("gives a neighbourhood with its town, at most 8, and the larger towns for an empty box", () => {
    expect(suggestPlaces("ulpian")).toEqual([{ name: "Ulpianë", municipality: "Prishtinë" }]);
    expect(suggestPlaces("p").length).toBeLessThanOrEqual(8);
    expect(names("  ")).toEqual(["Prishtinë", "Prizren", "Pejë", "Gjakovë", "Mitrovicë", "Mitrovicë e Veriut", "Ferizaj", "Gjilan"]);
  });
});
