// The mortgage calculator of a sale listing (issue 14 §7): an annuity loan, the kind Kosovo's banks
// offer, with equal monthly payments. The defaults come from the platform settings; the reader may
// change each value. Everything here is pure, so the page computes the same on the server (a GET form
// without JavaScript) and in the browser (as the reader types).

export const MORTGAGE_BOUNDS = {
  price: { min: 1, max: 100_000_000 },
  rate: { min: 0, max: 30 },
  term: { min: 1, max: 40 },
} as const;

/** The equal monthly payment of a loan: principal, yearly interest in percent, term in years. */
export function monthlyPayment(principal: number, yearlyRatePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const r = yearlyRatePercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

export type MortgageInput = { price: number; down: number; term: number; rate: number };

export type MortgagePlan =
  | { ok: true; input: MortgageInput; loan: number; monthly: number; totalInterest: number; totalPaid: number }
  | { ok: false; input: MortgageInput; error: "MORTGAGE_DOWN_TOO_HIGH" | "MORTGAGE_VALUES_INVALID" };

const MORTGAGE_FIELDS = { price: "m_price", down: "m_down", term: "m_term", rate: "m_rate" } as const;

/** A form value as a number ("1,5" too); NaN when it is not one. Plain code, not zod: the listing page's script carries this module. */
function formNumber(value: unknown): number {
  const number = typeof value === "string" ? Number(value.trim().replace(",", ".")) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : Number.NaN;
}

/** The reader's values from the form (`m_price`, `m_down`, `m_term`, `m_rate`), or null when none was sent. */
export function mortgageInputFrom(fields: Record<string, unknown>, defaults: MortgageInput): MortgageInput | null {
  if (!Object.values(MORTGAGE_FIELDS).some((name) => name in fields)) return null;
  // A field left out keeps its default; one that is not a number makes the plan say so.
  const pick = (key: keyof MortgageInput) => {
    const value = fields[MORTGAGE_FIELDS[key]];
    return value === undefined ? defaults[key] : formNumber(value);
  };
  return { price: pick("price"), down: pick("down"), term: pick("term"), rate: pick("rate") };
}

/** The defaults for a listing: its price, the settings' share paid upfront, term and rate. */
export function mortgageDefaults(price: number, settings: { downPaymentPercent: number; termYears: number; ratePercent: number }) {
  return {
    price,
    down: Math.round((price * settings.downPaymentPercent) / 100),
    term: settings.termYears,
    rate: settings.ratePercent,
  };
}

/** The loan's figures, or why they cannot be computed (a clear message, never a wrong number). */
export function mortgagePlan(input: MortgageInput): MortgagePlan {
  const { price, down, term, rate } = input;
  const valid =
    [price, down, term, rate].every(Number.isFinite) &&
    price >= MORTGAGE_BOUNDS.price.min &&
    price <= MORTGAGE_BOUNDS.price.max &&
    down >= 0 &&
    rate >= MORTGAGE_BOUNDS.rate.min &&
    rate <= MORTGAGE_BOUNDS.rate.max &&
    term >= MORTGAGE_BOUNDS.term.min &&
    term <= MORTGAGE_BOUNDS.term.max;
  if (!valid) return { ok: false, input, error: "MORTGAGE_VALUES_INVALID" };
  if (down >= price) return { ok: false, input, error: "MORTGAGE_DOWN_TOO_HIGH" };
  const loan = price - down;
  const monthly = monthlyPayment(loan, rate, term);
  const totalPaid = monthly * Math.round(term * 12);
  return { ok: true, input, loan, monthly, totalPaid, totalInterest: totalPaid - loan };
}
