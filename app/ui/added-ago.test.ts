import { describe, expect, it } from "vitest";
import { addedAgo, type AddedAgoUnit } from "~/domain/format";
import type { Language } from "~/domain/enums";
import de from "~/i18n/de";
import en from "~/i18n/en";
import sq from "~/i18n/sq";
import { type Catalog, createT } from "~/i18n/translate";

// The card's and the detail page's "shtuar para 3 ditësh", as AddedAgo words it, in each language.
const catalogs: Record<Language, Catalog> = { sq, en: en as unknown as Catalog, de: de as unknown as Catalog };

function text(language: Language, unit: AddedAgoUnit, count: number): string {
  const t = createT(catalogs[language], "listings", { language, onMissing: (key) => expect.fail(`missing ${key}`) });
  return unit === "now" ? t("added.now") : t(`added.${unit}`, { count });
}

describe("added ago in the reader's language", () => {
  it("Albanian: 'shtuar para …' with the oblique singular and plural", () => {
    expect(text("sq", "now", 0)).toBe("Shtuar tani");
    expect(text("sq", "minutes", 1)).toBe("Shtuar para 1 minute");
    expect(text("sq", "minutes", 5)).toBe("Shtuar para 5 minutash");
    expect(text("sq", "hours", 1)).toBe("Shtuar para 1 ore");
    expect(text("sq", "hours", 2)).toBe("Shtuar para 2 orësh");
    expect(text("sq", "days", 1)).toBe("Shtuar para 1 dite");
    expect(text("sq", "days", 3)).toBe("Shtuar para 3 ditësh");
    expect(text("sq", "weeks", 2)).toBe("Shtuar para 2 javësh");
    expect(text("sq", "months", 1)).toBe("Shtuar para 1 muaji");
    expect(text("sq", "years", 2)).toBe("Shtuar para 2 vjetësh");
  });

  it("English and German, singular and plural", () => {
    expect(text("en", "days", 1)).toBe("Added 1 day ago");
    expect(text("en", "days", 3)).toBe("Added 3 days ago");
    expect(text("en", "hours", 1)).toBe("Added 1 hour ago");
    expect(text("en", "now", 0)).toBe("Added just now");
    expect(text("de", "days", 1)).toBe("Vor 1 Tag eingestellt");
    expect(text("de", "days", 3)).toBe("Vor 3 Tagen eingestellt");
    expect(text("de", "months", 1)).toBe("Vor 1 Monat eingestellt");
    expect(text("de", "months", 4)).toBe("Vor 4 Monaten eingestellt");
  });

  it("from a listing's date to its text", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const { unit, count } = addedAgo("2026-11-22T09:30:00Z", now);
    expect(text("sq", unit, count)).toBe("Shtuar para 3 ditësh");
  });
});
