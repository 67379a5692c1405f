import type { AnalyticsPeriod } from "./schemas/admin";

// Admin rules shared by the server and the pages (document 2 §4, §9).

/** `date` plus whole calendar months; the day is clamped to the target month (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The start of an analytics period (document 2 §9: 30days, 90days, 6months, 1year). */
export function periodStart(period: AnalyticsPeriod, now: Date = new Date()): Date {
  switch (period) {
    case "30days":
      return new Date(now.getTime() - 30 * 86_400_000);
    case "90days":
      return new Date(now.getTime() - 90 * 86_400_000);
    case "6months":
      return addMonths(now, -6);
    case "1year":
      return addMonths(now, -12);
  }
}

/** Sale price buckets in euro and rent buckets per month (document 2 §9): [label key, min, max). */
export const SALE_BUCKETS = [
  { key: "under50k", min: 0, max: 50_000 },
  { key: "50to100k", min: 50_000, max: 100_000 },
  { key: "100to200k", min: 100_000, max: 200_000 },
  { key: "200to500k", min: 200_000, max: 500_000 },
  { key: "over500k", min: 500_000, max: Number.POSITIVE_INFINITY },
] as const;

export const RENT_BUCKETS = [
  { key: "under500", min: 0, max: 500 },
  { key: "500to1000", min: 500, max: 1000 },
  { key: "over1000", min: 1000, max: Number.POSITIVE_INFINITY },
] as const;

/** Rounded whole percent of part in whole; 0 when the whole is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** Change from the previous figure in whole percent; null when there is nothing to compare with. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

/** The payment reference of document 1 §2 Premium: PREMIUM-{personal_id}. */
export function premiumReference(personalId: string): string {
  return `PREMIUM-${personalId}`;
}

/** The personal ID inside a payment reference ("premium-user-ab12cd" → "USER-AB12CD"), or null. */
export function personalIdFromReference(reference: string): string | null {
  const match = reference
    .trim()
    .toUpperCase()
    .match(/^(?:PREMIUM-)?(USER-[A-Z0-9]{6})$/);
  return match ? match[1]! : null;
}

/** Page numbers to show: first, last and current ±1, with "gap" where pages are left out (§9). */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push("gap");
    out.push(p);
  }
  return out;
}
