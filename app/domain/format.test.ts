import { describe, expect, it } from "vitest";
import { daysBetween, formatDate, formatDateTime, formatEuro, formatLongDateTime, formatPrice } from "./format";

describe("formats", () => {
  it("writes euro amounts with German grouping and the rent suffix (amount and € never wrap apart)", () => {
    expect(formatEuro(120000)).toBe("120.000\u00a0€");
    expect(formatEuro(9.99)).toBe("9,99\u00a0€");
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
  });

  it("counts whole days", () => {
    expect(daysBetween("2026-11-01T00:00:00Z", "2026-11-22T12:00:00Z")).toBe(21);
    expect(daysBetween("2026-11-23T00:00:00Z", "2026-11-22T00:00:00Z")).toBe(0);
  });
});
