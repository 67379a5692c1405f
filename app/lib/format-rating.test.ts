import { describe, expect, it } from "vitest";
import { formatsFor } from "~/domain/format";
import { formatRating } from "./format-rating";

// Ratings on the agencies and reviews boards (issue 34 §10): the reader's decimal sign, one decimal.

const formats = (language: "sq" | "en" | "de") => formatsFor({ language, currency: "EUR" });

describe("formatRating", () => {
  it("writes the decimal as the language does, always with one decimal place", () => {
    expect(formatRating(formats("sq"), 4.5)).toBe("4,5");
    expect(formatRating(formats("de"), 4.5)).toBe("4,5");
    expect(formatRating(formats("en"), 4.5)).toBe("4.5");
    expect(formatRating(formats("sq"), 4)).toBe("4,0");
    expect(formatRating(formats("en"), 5)).toBe("5.0");
    expect(formatRating(formats("sq"), 0)).toBe("0,0");
  });

  it("rounds to one decimal", () => {
    expect(formatRating(formats("sq"), 4.26)).toBe("4,3");
    expect(formatRating(formats("en"), 3.94)).toBe("3.9");
    expect(formatRating(formats("de"), 4.96)).toBe("5,0");
  });
});
