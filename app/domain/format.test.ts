import { afterEach, describe, expect, it } from "vitest";
import {
  addedAgo,
  daysBetween,
  formatDate,
  formatDateTime,
  formatMoney,
  formatLongDate,
  formatLongDateTime,
  formatPrice,
  formatPricePerArea,
  pricePerSquareMetre,
  setDisplayCurrency,
} from "./format";

describe("formats", () => {
  it("writes euro amounts with German grouping and the rent suffix (amount and € never wrap apart)", () => {
    expect(formatMoney(120000)).toBe("120.000\u00a0€");
    expect(formatMoney(9.99)).toBe("9,99\u00a0€");
    expect(formatPrice(450, "rent", "/muaj")).toBe("450\u00a0€/muaj");
    expect(formatPrice(265000, "sale", "/muaj")).toBe("265.000\u00a0€");
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
    expect(formatPricePerArea(265_000, 142, "sale", "/muaj")).toBe("1.866\u00a0€/m²");
    expect(formatPricePerArea(450, 78, "rent", "/muaj")).toBe("5,77\u00a0€/m²/muaj");
    expect(formatPricePerArea(2_000, 100, "rent", "/Monat")).toBe("20\u00a0€/m²/Monat");
    expect(formatPricePerArea(50_000, null, "sale", "/muaj")).toBeNull();
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
  afterEach(() => setDisplayCurrency("EUR"));

  it("shows every price in the platform's currency, never converting the amount", () => {
    expect(formatMoney(120_000)).toBe("120.000\u00a0€");
    setDisplayCurrency("CHF");
    expect(formatMoney(120_000)).toBe("120.000\u00a0CHF");
    expect(formatPrice(450, "rent", "/muaj")).toBe("450\u00a0CHF/muaj");
    setDisplayCurrency("USD");
    expect(formatMoney(99.99)).toBe("99,99\u00a0$");
  });
});
