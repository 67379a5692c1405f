import { describe, expect, it } from "vitest";
import type { Language } from "~/domain/enums";
import de from "./de";
import en from "./en";
import sq from "./sq";
import { type Catalog, createT, PLURAL_CATEGORIES, pluralCategory } from "./translate";

const catalogs: Record<Language, Catalog> = { sq, en: en as unknown as Catalog, de: de as unknown as Catalog };

function leaves(tree: unknown, prefix = ""): [key: string, text: string][] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const PLURAL = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join("|")})$`);
/** "ns.key_one" → ["ns.key", "one"]; a plain key → [key, undefined]. */
function split(key: string): [base: string, category: string | undefined] {
  const m = PLURAL.exec(key);
  return m ? [m[1]!, m[2]] : [key, undefined];
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
}

/** Per catalog: base key → its forms ("" for a plain text, else the plural category) → text. */
function forms(catalog: Catalog): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  for (const [key, text] of leaves(catalog)) {
    const [base, category] = split(key);
    if (!result.has(base)) result.set(base, new Map());
    result.get(base)!.set(category ?? "", text);
  }
  return result;
}

describe("translate", () => {
  const t = createT(sq, "auth");

  it("reads keys of its namespace and of others with 'ns:'", () => {
    expect(t("login.submit")).toBe("Kyçu");
    expect(t("errors:PASSWORDS_MISMATCH")).toBe("Fjalëkalimet nuk përputhen");
    expect(t("common:nav.logout")).toBe("Dilni");
  });

  it("fills {{placeholders}}", () => {
    expect(t("errors:RATE_LIMITED", { count: 5 })).toBe("Shumë përpjekje në pak kohë. Ju lutemi provoni përsëri pas 5 minutash.");
    expect(t("listings:card.posted", { date: "22.11.2026" })).toBe("Postuar më 22.11.2026");
  });

  it("falls back to Albanian, then to the key", () => {
    const partial = { ...en, auth: { ...en.auth, login: {} } } as unknown as Catalog;
    expect(createT(partial, "auth", { fallback: sq })("login.submit")).toBe("Kyçu");
    expect(createT(partial, "auth")("login.submit")).toBe("login.submit");
  });
});

describe("plurals", () => {
  it("follows each language's plural rules (one for 1 only in sq, en and de)", () => {
    for (const language of ["sq", "en", "de"] as const) {
      expect([0, 1, 2, 21, 1.5].map((n) => pluralCategory(language, n))).toEqual(["other", "one", "other", "other", "other"]);
    }
  });

  it("picks the form from count, in the catalog's language", () => {
    const found = (language: Language, count: number) => createT(catalogs[language], "listings", { language })("search.count", { count });
    expect([0, 1, 2, 21].map((n) => found("sq", n))).toEqual([
      "0 prona të gjetura",
      "1 pronë e gjetur",
      "2 prona të gjetura",
      "21 prona të gjetura",
    ]);
    expect([0, 1, 2, 21].map((n) => found("en", n))).toEqual([
      "0 properties found",
      "1 property found",
      "2 properties found",
      "21 properties found",
    ]);
    expect([0, 1, 2, 21].map((n) => found("de", n))).toEqual([
      "0 Immobilien gefunden",
      "1 Immobilie gefunden",
      "2 Immobilien gefunden",
      "21 Immobilien gefunden",
    ]);

    const days = (language: Language, count: number) => createT(catalogs[language], "admin", { language })("premium.daysLeft", { count });
    expect([0, 1, 2, 21].map((n) => days("en", n))).toEqual(["0 days left", "1 day left", "2 days left", "21 days left"]);
    expect([0, 1, 2, 21].map((n) => days("de", n))).toEqual(["noch 0 Tage", "noch 1 Tag", "noch 2 Tage", "noch 21 Tage"]);
    // Albanian "ditë" is the same for one and many: one text for every count.
    expect([0, 1, 2, 21].map((n) => days("sq", n))).toEqual(["edhe 0 ditë", "edhe 1 ditë", "edhe 2 ditë", "edhe 21 ditë"]);
  });

  it("counts in error messages and in other namespaces ('ns:key')", () => {
    const en1 = createT(catalogs.en, "common", { language: "en" });
    expect(en1("errors:RATE_LIMITED", { count: 1 })).toBe("Too many attempts in a short time. Please try again in 1 minute.");
    expect(en1("errors:RATE_LIMITED", { count: 15 })).toBe("Too many attempts in a short time. Please try again in 15 minutes.");
    expect(createT(sq, "common")("admin:users.bulkDone", { count: 1 })).toBe("1 përdorues u bë administrator me sukses!");
  });

  it("falls back from the count's form to _other, then to the plain key; without a count it reads _other", () => {
    const catalog = {
      listings: { a_one: "one {{count}}", a_other: "many {{count}}", b_other: "only {{count}}", c: "plain {{count}}" },
    } as unknown as Catalog;
    const t = createT(catalog, "listings", { language: "en" }) as unknown as (
      key: string,
      params?: Record<string, string | number>,
    ) => string;
    expect(t("a", { count: 1 })).toBe("one 1");
    expect(t("a", { count: 3 })).toBe("many 3");
    expect(t("b", { count: 1 })).toBe("only 1");
    expect(t("c", { count: 1 })).toBe("plain 1");
    expect(t("a")).toBe("many {{count}}");
    // A count given as text (already formatted) does not choose a form.
    expect(t("a", { count: "1" })).toBe("many 1");
  });

  it("falls back to Albanian's forms when a language lacks the key", () => {
    const partial = { ...en, listings: { ...en.listings, search: {} } } as unknown as Catalog;
    expect(createT(partial, "listings", { language: "en", fallback: sq })("search.count", { count: 1 })).toBe("1 pronë e gjetur");
  });
});

describe("catalogs", () => {
  const albanian = forms(sq);

  it("have every Albanian key in English and German, and no extra ones (plural forms under their key)", () => {
    const keys = [...albanian.keys()].sort();
    expect([...forms(catalogs.en).keys()].sort()).toEqual(keys);
    expect([...forms(catalogs.de).keys()].sort()).toEqual(keys);
  });

  it("store a counted text as _other in every language, with the forms each language's grammar uses", () => {
    for (const language of ["sq", "en", "de"] as const) {
      const allowed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, byForm] of forms(catalogs[language])) {
        const counted = [...(albanian.get(key)?.keys() ?? [])].some(Boolean);
        const own = [...byForm.keys()];
        if (!counted) {
          expect(own, `${language} ${key}: plain in Albanian`).toEqual([""]);
          continue;
        }
        expect(own, `${language} ${key}: a counted text needs _other and no plain form`).toContain("other");
        expect(own, `${language} ${key}`).not.toContain("");
        for (const form of own) expect(allowed, `${language} ${key}_${form}: not a plural category of ${language}`).toContain(form);
        // Albanian adds _one only where its grammar differs; English and German always name the singular.
        if (language !== "sq") expect(own.sort(), `${language} ${key}: every plural form of ${language}`).toEqual([...allowed].sort());
      }
    }
  });

  it("have the same {{placeholders}} as Albanian in every key and every plural form, and show the count", () => {
    for (const language of ["sq", "en", "de"] as const) {
      for (const [key, byForm] of forms(catalogs[language])) {
        const source = albanian.get(key)!;
        const expected = placeholders(source.get("other") ?? source.get("")!);
        for (const [form, text] of byForm) expect(placeholders(text), `${language} ${form ? `${key}_${form}` : key}`).toEqual(expected);
        if (source.has("other")) expect(expected, `${key}: a counted text shows {{count}}`).toContain("count");
      }
    }
  });
});
