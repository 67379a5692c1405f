import { describe, expect, it } from "vitest";
import { searchStems, stemWord, toTsQuery } from "./search-words";

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
