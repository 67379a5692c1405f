import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import type { Services } from "~/.server/services";
import { ApiClient } from "../../../../tests/support/api-client";
import { insertProfile, insertProperties, uniqueWord } from "../../../../tests/support/listing-fixtures";
import { createTestServices } from "../../../../tests/support/services";

// Search that understands Albanian: every spelling of a place, and the definite, oblique and plural
// forms of a word, find the same listings, as keyword and as location.

let services: Services;
let api: Api;
let ownerId: string;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
  ownerId = (await insertProfile(services)).id;
});
afterAll(() => services.close());

type SearchBody = { properties: { id: string; title: string }[]; total: number };
const search = (params: Record<string, string>) => new ApiClient(api).get<SearchBody>(`/api/properties?${new URLSearchParams(params)}`);
const ids = async (params: Record<string, string>) => {
  const res = await search(params);
  expect(res.status).toBe(200);
  return res.body.properties.map((p) => p.id).sort();
};

const PLACES: [string, string[]][] = [
  ["Prishtinë", ["Prishtina", "prishtine", "Prishtinës", "Prishtinen", "Pristina", "Priština", "PRISHTINË"]],
  ["Pejë", ["Peja", "peje", "Pejës", "Peć", "Pec"]],
  ["Prizren", ["Prizreni", "Prizrenit", "prizren"]],
  ["Gjakovë", ["Gjakova", "Gjakovës", "Đakovica", "Djakovica"]],
  ["Mitrovicë", ["Mitrovica", "Mitrovicës", "Kosovska Mitrovica"]],
  ["Ferizaj", ["Ferizaji", "Ferizajit", "Uroševac", "Urosevac"]],
  ["Gjilan", ["Gjilani", "Gjilanit", "Gnjilane"]],
  ["Graçanicë", ["Gracanice", "Graçanica", "Gračanica"]],
  ["Fushë Kosovë", ["Fushe Kosove", "Kosovo Polje", "fushë kosova"]],
];

describe("Albanian-aware search", () => {
  it.each(PLACES)("%s: every spelling finds the same listings, in the location box and as a keyword", async (place, spellings) => {
    const word = uniqueWord();
    const [inTown, other] = await insertProperties(services, ownerId, [
      { title: `${word} banesë`, location: place },
      { title: `${word} banesë`, location: "Zubin Potok" },
    ]);
    const expected = [inTown!.id];
    for (const spelling of [place, ...spellings]) {
      expect(await ids({ q: word, location: spelling }), `location ${spelling}`).toEqual(expected);
      expect(await ids({ q: `${word} ${spelling}` }), `keyword ${spelling}`).toEqual(expected);
    }
    expect(await ids({ q: word })).toEqual([inTown!.id, other!.id].sort());
  });

  it("a listing whose text writes a place another way is found by the Albanian name", async () => {
    const word = uniqueWord();
    const [row] = await insertProperties(services, ownerId, [
      { title: `${word} stan`, description: "Apartment in Pristina, near the center, 5 min from Peć road.", location: "Kosovë" },
    ]);
    expect(await ids({ q: `${word} Prishtinë` })).toEqual([row!.id]);
    expect(await ids({ q: `${word} Pejë` })).toEqual([row!.id]);
  });

  it("the definite, oblique and plural forms of a word find the plain form, and the other way round", async () => {
    const word = uniqueWord();
    const rows = await insertProperties(services, ownerId, [
      { title: `${word} banesë me ballkon`, description: "Shtëpi" },
      { title: `${word} banesa e re`, description: "pishina" },
      { title: `${word} lokal`, description: "tokë" },
    ]);
    const [plain, definite] = [rows[0]!.id, rows[1]!.id];
    for (const form of ["banesë", "banesa", "banesat", "banesave", "banesën", "banese", "BANESE"]) {
      expect(await ids({ q: `${word} ${form}` }), form).toEqual([plain, definite].sort());
    }
    expect(await ids({ q: `${word} ballkoni` })).toEqual([plain]);
    expect(await ids({ q: `${word} shtëpia` })).toEqual([plain]);
    expect(await ids({ q: `${word} pishinë` })).toEqual([definite]);
    expect(await ids({ q: `${word} toka` })).toEqual([rows[2]!.id]);
  });

  it("ë/e and ç/c are the same letter", async () => {
    const word = uniqueWord();
    const [row] = await insertProperties(services, ownerId, [{ title: `${word} Çarshia e Madhe`, location: "Gjakovë" }]);
    for (const q of ["carshia", "çarshia", "Carshia e madhe"]) expect(await ids({ q: `${word} ${q}` }), q).toEqual([row!.id]);
  });

  it("sorted by relevance, a listing naming the words in its title comes before one naming them in its description", async () => {
    const word = uniqueWord();
    const rows = await insertProperties(services, ownerId, [
      { title: `${word} lokal afarist`, description: "Pranë një vile me pishinë." },
      { title: `${word} vilë me pishinë`, description: "Vilë e re." },
    ]);
    const res = await search({ q: `${word} pishinë`, sort: "relevance" });
    expect(res.body.properties.map((p) => p.id)).toEqual([rows[1]!.id, rows[0]!.id]);
    // Without keywords, relevance is the newest first (and is accepted).
    expect((await search({ sort: "relevance" })).status).toBe(200);
  });
});
