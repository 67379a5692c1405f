import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { properties } from "~/.server/db/schema";
import { seedDemoDataIfEmpty } from "~/.server/seed/demo";
import type { Services } from "~/.server/services";
import { PLACE_SUGGESTION_LIMIT, type PlaceSuggestion } from "~/domain/place-suggestions";
import { foldText, PLACES, type Place } from "~/domain/places";
import { stemWord } from "~/domain/search-words";
import { ApiClient } from "../../../../tests/support/api-client";
import { createTestServices } from "../../../../tests/support/services";

// The location box's suggestions (issue 34 §1): towns first, every spelling the search understands,
// and every place suggested leads to its listings: over the demo data, no suggested place whose
// listings exist gives "0 prona".

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
  expect(await seedDemoDataIfEmpty(services)).not.toBeNull();
});
afterAll(() => services.close());

const visitor = () => new ApiClient(api);
async function suggest(q: string): Promise<PlaceSuggestion[]> {
  const res = await visitor().get<{ places: PlaceSuggestion[] }>(`/api/places?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body.places;
}
async function found(location: string): Promise<{ id: string; title: string }[]> {
  const res = await visitor().get<{ properties: { id: string; title: string }[]; total: number }>(
    `/api/properties?page_size=48&location=${encodeURIComponent(location)}`,
  );
  expect(res.status).toBe(200);
  return res.body.properties;
}

describe("GET /api/places?q= (the location box's suggestions)", () => {
  it.each([
    ["peja", "Pejë"],
    ["Pejës", "Pejë"],
    ["Peć", "Pejë"],
    ["pristina", "Prishtinë"],
    ["Prishtinës", "Prishtinë"],
    ["prisht", "Prishtinë"],
    ["Dardani", "Dardani"],
    ["dardania", "Dardani"],
    ["Dragodan", "Arbëri"],
    ["sunny", "Kodra e Diellit"],
    ["urosevac", "Ferizaj"],
    ["fushe kosoves", "Fushë Kosovë"],
  ])("%s suggests %s first", async (typed, first) => {
    const places = await suggest(typed);
    expect(places[0]?.name).toBe(first);
    expect(places.length).toBeLessThanOrEqual(PLACE_SUGGESTION_LIMIT);
  });

  it("puts the town before its neighbourhoods (prisht: Prishtinë, then Prishtinë's neighbourhoods)", async () => {
    const places = await suggest("prisht");
    expect(places[0]).toEqual({ name: "Prishtinë" });
    expect(places.length).toBe(PLACE_SUGGESTION_LIMIT);
    for (const place of places.slice(1)) expect(place.municipality).toBe("Prishtinë");
    // A town typed in part comes before a neighbourhood whose name starts the same way.
    expect((await suggest("ka")).map((p) => p.name).slice(0, 2)).toEqual(["Kaçanik", "Kamenicë"]);
    expect((await suggest("ka")).findIndex((p) => p.municipality)).toBeGreaterThan(1);
  });

  it("suggests the larger towns for an empty box, nothing for a place it does not know; without q, every place", async () => {
    expect((await suggest("")).map((p) => p.name)).toEqual(
      PLACES.filter((p) => !p.municipality)
        .slice(0, PLACE_SUGGESTION_LIMIT)
        .map((p) => p.name),
    );
    expect(await suggest("xyzzy")).toEqual([]);
    const all = await visitor().get<{ places: PlaceSuggestion[] }>("/api/places");
    expect(all.body.places).toHaveLength(PLACES.length);
  });
});

/** The folded words of a text. */
const words = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether the words hold a spelling of the place: its words in a row, each as a form (by stem) of the place's word. */
function names(text: string[], place: Place): boolean {
  if (place.textPrefixes) return text.some((word) => place.textPrefixes!.some((prefix) => word.startsWith(prefix)));
  return [place.name, ...place.aliases].some((spelling) => {
    const run = words(spelling);
    for (let start = 0; start + run.length <= text.length; start++) {
      if (run.every((word, i) => text[start + i] === word || text[start + i]!.startsWith(stemWord(word)))) return true;
    }
    return false;
  });
}

describe("every suggested place leads to its listings (the demo data)", () => {
  it("no place the suggestions offer finds nothing where its listings exist; the neighbourhoods of issue 34 find theirs", async () => {
    const rows = await services.db
      .select({ id: properties.id, title: properties.title, description: properties.description, location: properties.location })
      .from(properties)
      .where(sql`${properties.in_search} AND ${properties.status} = 'active'`);
    expect(rows.length).toBeGreaterThan(20);
    const byName = new Map(PLACES.map((place) => [place.name, place]));
    let checked = 0;
    for (const place of PLACES) {
      // The place is offered when its name is typed, and the suggestion is what the box will hold.
      const offered = (await suggest(place.name)).find((s) => s.name === place.name);
      expect(offered, `${place.name} is suggested`).toBeDefined();
      // Its listings: a town named where the listing says it is (location or title); a neighbourhood
      // named anywhere in a listing located in its town.
      const expected = rows.filter((row) => {
        if (!place.municipality) return names(words(`${row.title} ${row.location}`), place);
        const town = byName.get(place.municipality)!;
        return names(words(`${row.title} ${row.description} ${row.location}`), place) && names(words(row.location), town);
      });
      const results = await found(offered!.name);
      if (expected.length) checked += 1;
      expect(
        results.map((r) => r.id),
        `${place.name}: ${expected.map((r) => r.title).join(", ")}`,
      ).toEqual(expect.arrayContaining(expected.map((r) => r.id)));
    }
    // The demo data names many places: the check above ran for most of them.
    expect(checked).toBeGreaterThan(15);

    // Issue 34 §1: these gave "0 prona".
    expect((await found("Dardani")).map((r) => r.title)).toEqual(["Banesë 2+1 me pamje nga qyteti në Dardani"]);
    expect((await found("Arbëri")).map((r) => r.title)).toEqual(["Banesë 2+1 në Arbëri (Dragodan)"]);
    expect((await found("Ulpianë")).map((r) => r.title)).toEqual(["Banesë 1+1 në Ulpianë"]);
    expect((await found("Kodra e Diellit")).map((r) => r.title)).toEqual(["Penthouse luksoze në Sunny Hill"]);
    // The centre: listings of Prishtinë that say "qendër" / "qendrës", not "ngrohje qendrore" (central heating).
    const centre = (await found("Qendra")).map((r) => r.title);
    expect(centre.length).toBeGreaterThan(0);
    expect(centre).not.toContain("Banesë 2+1 me pamje nga qyteti në Dardani");
    expect(centre).not.toContain("Lokal afarist në qendër të Pejës");
    // Another town typed beside it: that town's centre.
    expect((await found("Qendra, Pejë")).map((r) => r.title)).toContain("Lokal afarist në qendër të Pejës");
    // Every spelling of the box finds the same: the definite form, the old name.
    expect((await found("Dardania")).map((r) => r.id)).toEqual((await found("Dardani")).map((r) => r.id));
    expect((await found("Dragodan")).map((r) => r.id)).toEqual((await found("Arbëri")).map((r) => r.id));
    expect((await found("pristina")).map((r) => r.id)).toEqual((await found("Prishtinë")).map((r) => r.id));
    expect((await found("peja")).length).toBeGreaterThan(0);
  });
});
