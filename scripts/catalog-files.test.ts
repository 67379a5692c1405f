import { describe, expect, it } from "vitest";
import de from "../app/i18n/de";
import en from "../app/i18n/en";
import sq from "../app/i18n/sq";
import { catalogAssets } from "./catalog-files";

describe("catalogAssets", () => {
  it("makes a JSON file of each namespace of each language", () => {
    const assets = catalogAssets({ sq: { common: { a: "Kërko" } }, en: { common: { a: "Search" }, map: { b: "Map" } } });
    expect(assets).toEqual({
      "sq/common": { name: "texts-sq-common.json", source: '{"a":"Kërko"}' },
      "en/common": { name: "texts-en-common.json", source: '{"a":"Search"}' },
      "en/map": { name: "texts-en-map.json", source: '{"b":"Map"}' },
    });
  });

  it("covers every namespace of the catalogs, each the same texts as the server's", () => {
    const assets = catalogAssets({ sq, en, de });
    for (const language of ["sq", "en", "de"]) {
      for (const namespace of Object.keys(sq)) expect(Object.keys(assets)).toContain(`${language}/${namespace}`);
    }
    expect(JSON.parse(assets["sq/listings"]!.source)).toEqual(sq.listings);
  });
});
