import { describe, expect, it } from "vitest";
import { locationTsQuery, searchStems, stemWord, toTsQuery } from "./search-words";

describe("stemWord", () => {
  it.each([
    ["banese", "banes"],
    ["banesa", "banes"],
    ["banesat", "banes"],
    ["banesave", "banes"],
    ["banesen", "banes"],
    ["shtepia", "shtep"],
    ["prizrenit", "prizren"],
    ["ferizaji", "ferizaj"],
    ["peja", "pej"],
    ["toke", "tok"],
    ["qira", "qir"],
    ["2", "2"],
    ["dhe", "dhe"],
  ])("%s → %s", (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });

  it("gives one word's forms stems that start the plain form", () => {
    for (const [plain, forms] of [
      ["prishtine", ["prishtina", "prishtines", "prishtinen"]],
      ["prizren", ["prizreni", "prizrenit", "prizrenin"]],
      ["ballkon", ["ballkoni", "ballkonin", "ballkonet"]],
    ] as const) {
      for (const form of forms) expect(plain.startsWith(stemWord(form)), `${form} → ${stemWord(form)}`).toBe(true);
    }
  });
});

describe("searchStems", () => {
  it("folds, maps other spellings of places to the Albanian name and stems", () => {
    expect(searchStems("Priština")).toEqual(searchStems("Prishtinë"));
    expect(searchStems("Kosovska Mitrovica")).toEqual(searchStems("Mitrovicë"));
    expect(searchStems("Peć banesa")).toEqual(["pej", "banes"]);
  });

  it("keeps only letters and digits, at most 8 stems, no repeats", () => {
    expect(searchStems("a'b & c:* | !d")).toEqual(["a", "b", "c", "d"]);
    expect(searchStems("x1 x2 x3 x4 x5 x6 x7 x8 x9 x1")).toHaveLength(8);
    expect(searchStems("   ")).toEqual([]);
    expect(toTsQuery(["banes", "pej"], "B")).toBe("'banes':*B & 'pej':*B");
  });
});

describe("locationTsQuery (the location box)", () => {
  it("matches a town, in any spelling, where a listing says it is: its location or its title", () => {
    expect(locationTsQuery("Prishtinë")).toBe("'prisht':*AB");
    for (const spelling of ["Pristina", "Priština", "prishtina", "Prishtine"]) expect(locationTsQuery(spelling)).toBe("'prisht':*AB");
    // An oblique form keeps a little more of the word: still the start of "prishtine".
    expect(locationTsQuery("Prishtinës")).toBe("'prishtin':*AB");
    expect(locationTsQuery("   ")).toBeUndefined();
  });

  it("matches a neighbourhood anywhere in a listing located in its town (or naming it as its location), in any spelling", () => {
    const dardani = "'dardan':* & ( 'prisht':*B | 'dardan':*B )";
    for (const spelling of ["Dardani", "Dardania", "dardanisë", "DARDANIJA"]) expect(locationTsQuery(spelling)).toBe(dardani);
    // Several words in a row; another name of it (Sunny Hill) is the same place.
    expect(locationTsQuery("Sunny Hill")).toBe(locationTsQuery("Kodra e Diellit"));
    expect(locationTsQuery("Kodra e Diellit")).toBe(
      "( 'kodr':* <-> 'e' <-> 'diell':* ) & ( 'prisht':*B | ( 'kodr':*B <-> 'e':B <-> 'diell':*B ) )",
    );
    // A town typed beside it takes the place of its own.
    expect(locationTsQuery("Dardani, Prishtinë")).toBe("'dardan':* & 'prisht':*AB");
  });

  it("finds the centre by its words, not by 'qendrore' (central heating)", () => {
    expect(locationTsQuery("Qendra")).toBe(
      "( 'qendra':* | 'qendre':* | 'qender':* ) & ( 'prisht':*B | ( 'qendra':*B | 'qendre':*B | 'qender':*B ) )",
    );
    expect(locationTsQuery("qendër Prizren")).toBe("( 'qendra':* | 'qendre':* | 'qender':* ) & 'prizr':*AB");
  });

  it("replaces a place's other spelling once: 'Çarshia e Madhe' is not 'Çarshia e Madhe e Madhe'", () => {
    expect(locationTsQuery("Çarshia e Madhe")).toBe(locationTsQuery("Çarshia"));
    expect(locationTsQuery("Çarshia e Madhe")).toMatch(/^\( 'carsh':\* <-> 'e' <-> 'madh':\* \) & /);
  });
});
