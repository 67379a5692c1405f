import type { ListingType } from "./enums";

// Display formats of the spec: prices in euro ('/muaj' for rent), dates in German locale on cards and
// notifications (document 1 §9), dd.mm.yyyy in the admin area (document 2 §9), sq-AL on reviews.

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** Amounts as Kosovo reads them (de-DE grouping), e.g. "120.000 €" with a non-breaking space. */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/** A listing's price; rent gets the per-month suffix ('/muaj', passed in from the catalog). */
export function formatPrice(amount: number, listingType: ListingType, perMonth: string): string {
  return listingType === "rent" ? `${formatEuro(amount)}${perMonth}` : formatEuro(amount);
}

const dateDe = new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Belgrade" });
const dateTimeDe = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Belgrade",
});

/** 22.11.2026 (Kosovo's time zone, so server and browser render the same text). */
export function formatDate(value: Date | string): string {
  return dateDe.format(new Date(value));
}

/** 22.11.2026, 14:05 */
export function formatDateTime(value: Date | string): string {
  return dateTimeDe.format(new Date(value));
}

/** Whole days from `from` to `to` (account age, time on market). */
export function daysBetween(from: Date | string, to: Date | string = new Date()): number {
  return Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 86_400_000));
}
