import { describe, expect, it } from "vitest";
import { foreignPhrasesIn } from "./foreign-phrases";
import sq from "./sq";

function leaves(tree: unknown, prefix = ""): [key: string, text: string][] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

describe("the Albanian catalog", () => {
  it("speaks Albanian: none of the spec's English or German phrases", () => {
    const found = leaves(sq).flatMap(([key, text]) => foreignPhrasesIn(text).map((phrase) => `${key}: "${phrase}" in "${text}"`));
    expect(found).toEqual([]);
  });

  it("finds a phrase as a phrase, not inside an Albanian word", () => {
    expect(foreignPhrasesIn("Invalid email or password.")).toEqual(["Invalid email"]);
    expect(foreignPhrasesIn("Përdoruesit (Users)")).toEqual(["Users"]);
    expect(foreignPhrasesIn("Fjalëkalimi është i detyrueshëm")).toEqual([]);
  });
});
