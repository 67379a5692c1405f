import { describe, expect, it } from "vitest";
import { monthlyPayment, mortgageDefaults, mortgageInputFrom, mortgagePlan } from "./mortgage";

describe("monthlyPayment", () => {
  it.each([
    // Known values of the annuity formula (any bank's calculator gives the same).
    [100_000, 6, 30, 599.55],
    [200_000, 5, 20, 1319.91],
    [80_000, 6.5, 20, 596.46],
    [150_000, 3.5, 15, 1072.32],
  ])("%d € at %d%% over %d years: %d € a month", (principal, rate, years, expected) => {
    expect(monthlyPayment(principal, rate, years)).toBeCloseTo(expected, 2);
  });

  it("without interest, the loan in equal parts", () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000);
  });
});

describe("mortgagePlan", () => {
  const settings = { downPaymentPercent: 20, termYears: 20, ratePercent: 6.5 };

  it("starts from the listing's price and the settings' share, term and rate", () => {
    const defaults = mortgageDefaults(100_000, settings);
    expect(defaults).toEqual({ price: 100_000, down: 20_000, term: 20, rate: 6.5 });
    const plan = mortgagePlan(defaults);
    expect(plan.ok && plan.loan).toBe(80_000);
    expect(plan.ok && plan.monthly).toBeCloseTo(596.46, 2);
    expect(plan.ok && plan.totalPaid).toBeCloseTo(596.46 * 240, 0);
    expect(plan.ok && plan.totalInterest).toBeCloseTo(596.46 * 240 - 80_000, 0);
  });

  it("takes the reader's values, with decimal commas, and keeps defaults for what was not sent", () => {
    const defaults = mortgageDefaults(100_000, settings);
    expect(mortgageInputFrom({}, defaults)).toBeNull();
    expect(mortgageInputFrom({ m_down: "30000", m_rate: "4,5" }, defaults)).toEqual({ price: 100_000, down: 30_000, term: 20, rate: 4.5 });
    expect(mortgageInputFrom({ m_term: " 25 ", m_rate: 3 }, defaults)).toEqual({ price: 100_000, down: 20_000, term: 25, rate: 3 });
  });

  it("reads anything that is not a number (a repeated field, Infinity, words) as not a number", () => {
    const defaults = mortgageDefaults(100_000, settings);
    const input = mortgageInputFrom({ m_price: ["1", "2"], m_down: "Infinity", m_term: "20 vjet", m_rate: null }, defaults);
    expect(input).toEqual({ price: Number.NaN, down: Number.NaN, term: Number.NaN, rate: Number.NaN });
  });

  it("says why instead of showing a wrong figure", () => {
    const defaults = mortgageDefaults(100_000, settings);
    expect(mortgagePlan({ ...defaults, down: 100_000 })).toMatchObject({ ok: false, error: "MORTGAGE_DOWN_TOO_HIGH" });
    expect(mortgagePlan(mortgageInputFrom({ m_term: "abc" }, defaults)!)).toMatchObject({ ok: false, error: "MORTGAGE_VALUES_INVALID" });
    expect(mortgagePlan({ ...defaults, term: 60 })).toMatchObject({ ok: false, error: "MORTGAGE_VALUES_INVALID" });
    expect(mortgagePlan({ ...defaults, rate: -1 })).toMatchObject({ ok: false, error: "MORTGAGE_VALUES_INVALID" });
  });
});
