import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { PLACE_ALIASES } from "~/domain/search-words";
import { placeWordsFunctionSql } from "./place-words-sql";

describe("the migration's place spellings", () => {
  it("are the ones app/domain/places.ts lists (regenerate with scripts/place-aliases-sql.ts)", () => {
    const sql = fs.readFileSync("drizzle/0005_search_albanian_functions.sql", "utf8");
    expect(sql).toContain(placeWordsFunctionSql());
    expect(PLACE_ALIASES.get("pristina")).toBe("prishtine");
  });
});
