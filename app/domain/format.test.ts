import { describe, expect, it } from "vitest";
import {
  addedAgo,
  daysBetween,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatCount,
  formatLongDate,
  formatLongDateTime,
  formatPrice,
  formatPricePerArea,
  formatShortMoney,
  formatsFor,
  pricePerSquareMetre,
} from "./format";

const SQ = { language: "sq", currency: "EUR" } as const;

describe("grouped numbers written out as Intl writes them (no ICU load on the cards' pages)", () => {
  const samples = [
    0,
    -0,
    1,
    7,
    9.99,
    10,
    99.999,
    100,
    450,
    999,
    999.995,
    999.994,
    1000,
    1234.5,
    1234.567,
    5.77,
    5.7,
    0.125,
    0.005,
    1.005,
    -0.001,
    2.675,
    0.0005,
    1.45,
    8.345,
    1.4999,
    0.5,
    1.5,
    2.5,
    -2.5,
    1e-7,
    1e21,
    -1e-7,
    -450,
    -1234.5,
    12_345,
    120_000,
    265_000,
    1_000_000,
    1_234_567.891,
    2 ** 31,
    98_765_432_123.45,
    1e15,
    Number.MAX_SAFE_INTEGER,
  ];
  // A fixed pseudo-random spread as well: prices, areas, shares.
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 400; i++) samples.push(Math.round(next() * 10 ** (1 + (i % 9))) / 10 ** (i % 4));

  it("de-DE and en-GB grouping, at most 0–3 decimals, trailing zeros dropped, signs kept", () => {
    for (const value of samples) {
      for (const maxFraction of [0, 1, 2, 3]) {
        expect(formatNumber(value, maxFraction), `${value} ${maxFraction}`).toBe(
          new Intl.NumberFormat("de-DE", { maximumFractionDigits: maxFraction }).format(value),
        );
        expect(formatNumber(value, maxFraction, "en"), `${value} ${maxFraction} en`).toBe(
          new Intl.NumberFormat("en-GB", { maximumFractionDigits: maxFraction }).format(value),
        );
      }
    }
    expect(formatNumber(Number.NaN, 2)).toBe(new Intl.NumberFormat("de-DE").format(Number.NaN));
  });

  it("money in each display currency and language, and counts in the reader's language, as the Intl formats they replace", () => {
    for (const currency of ["EUR", "USD", "CHF"] as const) {
      const intl = new Intl.NumberFormat("de-DE", { style: "currency", currency, maximumFractionDigits: 2, minimumFractionDigits: 0 });
      for (const language of ["sq", "de"] as const) {
        for (const value of samples)
          expect(formatMoney(value, { language, currency }), `${value} ${currency} ${language}`).toBe(intl.format(value));
      }
      // en-GB writes the sign before the amount (and "US$" for the dollar, which Prona writes "$").
      const english = new Intl.NumberFormat("en-GB", { style: "currency", currency, maximumFractionDigits: 2, minimumFractionDigits: 0 });
      for (const value of samples) {
        expect(formatMoney(value, { language: "en", currency }), `${value} ${currency} en`).toBe(english.format(value).replace("US$", "$"));
      }
    }
    for (const value of samples.filter(Number.isInteger)) {
      expect(formatCount(value, "sq")).toBe(new Intl.NumberFormat("de-DE").format(value));
      expect(formatCount(value, "de")).toBe(new Intl.NumberFormat("de-DE").format(value));
      expect(formatCount(value, "en")).toBe(new Intl.NumberFormat("en-GB").format(value));
    }
  });
});

describe("formats", () => {
  it("writes euro amounts with German grouping and the rent suffix (amount and € never wrap apart)", () => {
    expect(formatMoney(120000, SQ)).toBe("120.000\u00a0€");
    expect(formatMoney(9.99, SQ)).toBe("9,99\u00a0€");
    expect(formatPrice(450, "rent", "/muaj", SQ)).toBe("450\u00a0€/muaj");
    expect(formatPrice(265000, "sale", "/muaj", SQ)).toBe("265.000\u00a0€");
  });

  it("writes numbers as each language does (issue 34 §10): sq-AL and de-DE as Kosovo reads prices, en-GB in English", () => {
    const en = formatsFor({ language: "en", currency: "EUR" });
    const de = formatsFor({ language: "de", currency: "EUR" });
    const sq = formatsFor(SQ);
    expect([sq.price(193_500, "sale", "/muaj"), de.price(193_500, "sale", "/Monat"), en.price(193_500, "sale", "/month")]).toEqual([
      "193.500\u00a0€",
      "193.500\u00a0€",
      "€193,500",
    ]);
    expect([sq.money(1154.15), de.money(1154.15), en.money(1154.15)]).toEqual(["1.154,15\u00a0€", "1.154,15\u00a0€", "€1,154.15"]);
    expect(en.price(450, "rent", "/month")).toBe("€450/month");
    expect([sq.area(1250.5), de.area(1250.5), en.area(1250.5)]).toEqual(["1.250,5", "1.250,5", "1,250.5"]);
    expect([sq.count(12_345), en.count(12_345)]).toEqual(["12.345", "12,345"]);
    expect(en.pricePerArea(265_000, 142, "sale", "/month")).toBe("€1,866/m²");
    expect(formatsFor({ language: "en", currency: "CHF" }).money(-5)).toBe("-CHF\u00a05");
  });

  it("writes a map marker's short price in the reader's language", () => {
    expect([formatShortMoney(450, SQ), formatShortMoney(85_400, SQ), formatShortMoney(1_250_000, SQ)]).toEqual([
      "450\u00a0€",
      "85k\u00a0€",
      "1,3M\u00a0€",
    ]);
    const en = { language: "en", currency: "EUR" } as const;
    expect([formatShortMoney(450, en), formatShortMoney(85_400, en), formatShortMoney(1_250_000, en)]).toEqual(["€450", "€85k", "€1.3M"]);
  });

  it("writes Albanian pages' dates in German locale (the spec's format), in Kosovo's time zone", () => {
    expect(formatDate("2026-11-22T23:30:00Z", "sq")).toBe("23.11.2026");
    expect(formatDateTime("2026-11-22T13:05:00Z", "sq")).toBe("22.11.2026, 14:05");
    expect(formatDateTime(new Date("2026-07-01T22:05:00Z"), "sq")).toBe("02.07.2026, 00:05");
  });

  it("writes dates as the reader's language does: English (en-GB) and German", () => {
    expect(formatDate("2026-11-22T23:30:00Z", "en")).toBe("23/11/2026");
    expect(formatDateTime("2026-11-22T13:05:00Z", "en")).toBe("22/11/2026, 14:05");
    expect(formatDate("2026-11-22T23:30:00Z", "de")).toBe("23.11.2026");
    expect(formatDateTime("2026-11-22T13:05:00Z", "de")).toBe("22.11.2026, 14:05");
  });

  it("writes long dates with the month's name: sq-AL on Albanian pages (the last backup)", () => {
    expect(formatLongDateTime("2026-11-22T13:05:00Z", "sq")).toMatch(/^22 nëntor 2026 në 2:05\b/);
    expect(formatLongDateTime("2026-11-22T13:05:00Z", "en")).toBe("22 November 2026 at 14:05");
    expect(formatLongDateTime("2026-11-22T13:05:00Z", "de")).toBe("22. November 2026 um 14:05");
    // A day alone (the legal pages' last change), in Kosovo's time zone.
    expect(formatLongDate("2026-11-22", "sq")).toBe("22 nëntor 2026");
    expect(formatLongDate("2026-11-22", "en")).toBe("22 November 2026");
    expect(formatLongDate("2026-11-22", "de")).toBe("22. November 2026");
  });

  it("counts whole days", () => {
    expect(daysBetween("2026-11-01T00:00:00Z", "2026-11-22T12:00:00Z")).toBe(21);
    expect(daysBetween("2026-11-23T00:00:00Z", "2026-11-22T00:00:00Z")).toBe(0);
  });
});

describe("price per m² (issue 13)", () => {
  it("divides the price by the area: whole euro for sale prices, cents for small (rent) figures", () => {
    expect(pricePerSquareMetre(265_000, 142)).toBe(1866);
    expect(pricePerSquareMetre(450, 78)).toBe(5.77);
    expect(pricePerSquareMetre(100_000, 0)).toBeNull();
    expect(pricePerSquareMetre(100_000, null)).toBeNull();
    expect(formatPricePerArea(265_000, 142, "sale", "/muaj", SQ)).toBe("1.866\u00a0€/m²");
    expect(formatPricePerArea(450, 78, "rent", "/muaj", SQ)).toBe("5,77\u00a0€/m²/muaj");
    expect(formatPricePerArea(2_000, 100, "rent", "/Monat", { language: "de", currency: "EUR" })).toBe("20\u00a0€/m²/Monat");
    expect(formatPricePerArea(50_000, null, "sale", "/muaj", SQ)).toBeNull();
  });
});

describe("added ago (issue 13)", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const ago = (ms: number) => addedAgo(new Date(now.getTime() - ms), now);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;
  it("picks the largest whole unit", () => {
    expect(ago(20_000)).toEqual({ unit: "now", count: 0 });
    expect(ago(-5 * MIN)).toEqual({ unit: "now", count: 0 });
    expect(ago(MIN)).toEqual({ unit: "minutes", count: 1 });
    expect(ago(59 * MIN)).toEqual({ unit: "minutes", count: 59 });
    expect(ago(HOUR)).toEqual({ unit: "hours", count: 1 });
    expect(ago(23 * HOUR + 59 * MIN)).toEqual({ unit: "hours", count: 23 });
    expect(ago(DAY)).toEqual({ unit: "days", count: 1 });
    expect(ago(3 * DAY + 5 * HOUR)).toEqual({ unit: "days", count: 3 });
    expect(ago(7 * DAY)).toEqual({ unit: "weeks", count: 1 });
    expect(ago(29 * DAY)).toEqual({ unit: "weeks", count: 4 });
    expect(ago(30 * DAY)).toEqual({ unit: "months", count: 1 });
    expect(ago(364 * DAY)).toEqual({ unit: "months", count: 12 });
    expect(ago(800 * DAY)).toEqual({ unit: "years", count: 2 });
    expect(addedAgo("2026-11-22T11:00:00Z", now)).toEqual({ unit: "days", count: 3 });
  });
});

describe("the display currency (site.currency)", () => {
  it("shows every price in the platform's currency, never converting the amount", () => {
    expect(formatMoney(120_000, SQ)).toBe("120.000\u00a0€");
    expect(formatMoney(120_000, { language: "sq", currency: "CHF" })).toBe("120.000\u00a0CHF");
    expect(formatPrice(450, "rent", "/muaj", { language: "sq", currency: "CHF" })).toBe("450\u00a0CHF/muaj");
    expect(formatMoney(99.99, { language: "sq", currency: "USD" })).toBe("99,99\u00a0$");
    expect(formatMoney(99.99, { language: "en", currency: "USD" })).toBe("$99.99");
  });
});
