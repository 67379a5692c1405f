import type { Language, ListingType } from "./enums";

// Display formats of the spec: prices in euro ('/muaj' for rent); dates in German locale on cards and
// notifications (document 1 §9), dd.mm.yyyy in the admin area and sq-AL for the last backup (document 2
// §9) on Albanian pages, and in the reader's own language on English and German ones.

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** Amounts as Kosovo reads them (de-DE grouping), e.g. "120.000 €" with a non-breaking space. */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/** A listing's price; rent gets the per-month suffix ('/muaj', passed in from the catalog). */
export function formatPrice(amount: number, listingType: ListingType, perMonth: string): string {
  return listingType === "rent" ? `${formatEuro(amount)}${perMonth}` : formatEuro(amount);
}

// Dates in the reader's language. Albanian pages keep the spec's formats: German locale on cards and
// notifications, dd.mm.yyyy in the admin area (both "22.11.2026, 14:05"), sq-AL for the last backup.
// English reads them as en-GB, German as de-DE. Always in Kosovo's time zone, so the server and the
// browser render the same text whatever their own zone.
const ZONE = "Europe/Belgrade";
const NUMERIC_DATE_LOCALES: Record<Language, string> = { sq: "de-DE", en: "en-GB", de: "de-DE" };
const LONG_DATE_LOCALES: Record<Language, string> = { sq: "sq-AL", en: "en-GB", de: "de-DE" };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: ZONE })));
  return format;
}

const DAY = { day: "2-digit", month: "2-digit", year: "numeric" } as const;
const DAY_TIME = { ...DAY, hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

/** sq/de 22.11.2026, en 22/11/2026. */
export function formatDate(value: Date | string, language: Language): string {
  return formatter(NUMERIC_DATE_LOCALES[language], DAY).format(new Date(value));
}

/** sq/de 22.11.2026, 14:05; en 22/11/2026, 14:05. */
export function formatDateTime(value: Date | string, language: Language): string {
  return formatter(NUMERIC_DATE_LOCALES[language], DAY_TIME).format(new Date(value));
}

/** With the month's name: sq "22 nëntor 2026 në 2:05 m.d." (sq-AL, as the spec says), en "22 November 2026 at 14:05". */
export function formatLongDateTime(value: Date | string, language: Language): string {
  return formatter(LONG_DATE_LOCALES[language], { dateStyle: "long", timeStyle: "short" }).format(new Date(value));
}

/** Whole days from `from` to `to` (account age, time on market). */
export function daysBetween(from: Date | string, to: Date | string = new Date()): number {
  return Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 86_400_000));
}
