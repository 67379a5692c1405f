import { describe, expect, it } from "vitest";
import de from "./de";
import en from "./en";
import sq from "./sq";
import { type Catalog, createT } from "./translate";

function leaves(tree: unknown, prefix = ""): string[] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

describe("translate", () => {
  const t = createT(sq, "auth");

  it("reads keys of its namespace and of others with 'ns:'", () => {
    expect(t("login.submit")).toBe("Kyçu");
    expect(t("errors:PASSWORDS_MISMATCH")).toBe("Fjalëkalimet nuk përputhen");
    expect(t("common:nav.logout")).toBe("Dilni");
  });

  it("fills {{placeholders}}", () => {
    expect(t("errors:RATE_LIMITED", { minutes: 5 })).toBe("Shumë përpjekje në pak kohë. Ju lutemi provoni përsëri pas 5 minutash.");
  });

  it("falls back to Albanian, then to the key", () => {
    const partial = { ...en, auth: { ...en.auth, login: {} } } as unknown as Catalog;
    expect(createT(partial, "auth", sq)("login.submit")).toBe("Kyçu");
    expect(createT(partial, "auth")("login.submit")).toBe("login.submit");
  });

  it("has every Albanian key in English and German, and no extra ones", () => {
    const keys = leaves(sq).sort();
    expect(leaves(en).sort()).toEqual(keys);
    expect(leaves(de).sort()).toEqual(keys);
  });
});
