import { describe, expect, it } from "vitest";
import { type Agency, agencyCities, filterAgencies, knownSpecialties } from "./agencies";

const base: Agency = {
  id: "a",
  name: "Dardania Estate",
  logo: null,
  description: "Banesa në lagjet qendrore",
  cities: ["Prishtinë"],
  phone: "+383 38 600 101",
  email: null,
  website: null,
  rating: 4.8,
  agentCount: 3,
  propertyCount: 10,
  yearFounded: 2009,
  specialties: ["residential"],
  isPremium: true,
  verified: true,
  isDemo: false,
  memberSince: "2026-01-01T00:00:00.000Z",
};
const a = (over: Partial<Agency>): Agency => ({ ...base, ...over });

describe("filterAgencies", () => {
  const list = [
    a({ id: "1" }),
    a({ id: "2", name: "Prizreni Home", cities: ["Prizren"], specialties: ["houses", "land"], description: "Shtëpi tradicionale" }),
    a({ id: "3", name: "Sharri", cities: ["Prizren", "Dragash"], specialties: ["land"], description: "Toka në Opojë" }),
  ];
  const none = { search: "", city: null, specialty: null };
  it("searches name, description and cities, case-insensitively", () => {
    expect(filterAgencies(list, { ...none, search: "DRAGASH" }).map((x) => x.id)).toEqual(["3"]);
    expect(filterAgencies(list, { ...none, search: "prizren" }).map((x) => x.id)).toEqual(["2", "3"]);
  });
  it("combines city, specialty and search; an agency in several cities is found in each", () => {
    expect(filterAgencies(list, { ...none, city: "Prizren", specialty: "houses" }).map((x) => x.id)).toEqual(["2"]);
    expect(filterAgencies(list, { ...none, city: "Prizren", specialty: "land", search: "home" }).map((x) => x.id)).toEqual(["2"]);
    expect(filterAgencies(list, { ...none, city: "Dragash" }).map((x) => x.id)).toEqual(["3"]);
    expect(filterAgencies(list, { ...none, city: "Pejë" })).toEqual([]);
  });
  it("offers each city once, in Albanian order", () => {
    expect(agencyCities(list)).toEqual(["Dragash", "Prishtinë", "Prizren"]);
  });
  it("keeps only known specialties", () => {
    expect(knownSpecialties(["land", "castles", "luxury"])).toEqual(["land", "luxury"]);
  });
});
