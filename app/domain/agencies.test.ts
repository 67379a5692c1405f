import { describe, expect, it } from "vitest";
import { type Agency, filterAgencies } from "./agencies";

const base: Agency = {
  id: "a",
  name: "Dardania Estate",
  description: "Banesa në lagjet qendrore",
  location: "Prishtinë",
  phone: "+383 38 600 101",
  email: "a@prona.local",
  rating: 4.8,
  agentCount: 3,
  propertyCount: 10,
  yearFounded: 2009,
  specialties: ["residential"],
  isPremium: true,
  verified: true,
};
const a = (over: Partial<Agency>): Agency => ({ ...base, ...over });

describe("filterAgencies", () => {
  const list = [
    a({ id: "1" }),
    a({ id: "2", name: "Prizreni Home", location: "Prizren", specialties: ["houses", "land"], description: "Shtëpi tradicionale" }),
    a({ id: "3", name: "Sharri", location: "Prizren", specialties: ["land"], description: "Toka në Dragash" }),
  ];
  const none = { search: "", city: null, specialty: null };
  it("searches name, description and city, case-insensitively", () => {
    expect(filterAgencies(list, { ...none, search: "DRAGASH" }).map((x) => x.id)).toEqual(["3"]);
    expect(filterAgencies(list, { ...none, search: "prizren" }).map((x) => x.id)).toEqual(["2", "3"]);
  });
  it("combines city, specialty and search", () => {
    expect(filterAgencies(list, { ...none, city: "Prizren", specialty: "houses" }).map((x) => x.id)).toEqual(["2"]);
    expect(filterAgencies(list, { ...none, city: "Prizren", specialty: "land", search: "home" }).map((x) => x.id)).toEqual(["2"]);
    expect(filterAgencies(list, { ...none, city: "Pejë" })).toEqual([]);
  });
});
