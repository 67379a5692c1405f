import type { Language, ListingType } from "./enums";

// Display formats of the spec: prices in euro ('/muaj' for rent); dates in German locale on cards and
// notifications (document 1 §9), dd.mm.yyyy in the admin area and sq-AL for the last backup (document 2
// §9) on Albanian pages, and in the reader's own language on English and German ones.

/** The currencies an administrator may show prices in (site.currency); amounts are never converted. */
export const DISPLAY_CURRENCIES = ["EUR", "USD", "CHF"] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/**
 * The separators of the grouped numbers Prona shows: Kosovo's (de-DE: "1.234,5"), English's (en-GB:
 * "1,234.5").
 */
type Separators = { group: string; decimal: string };
const GROUPED: Record<"de" | "en", Separators> = { de: { group: ".", decimal: "," }, en: { group: ",", decimal: "." } };

/**
 * A number grouped by thousands and rounded to at most `maxFraction` decimals (trailing zeros dropped),
 * exactly as `Intl.NumberFormat` writes it for de-DE or en-GB (format.test.ts compares the two).
 *
 * Written out rather than asked of Intl: the first Intl number or date format a page creates holds the
 * main thread while ICU loads its data (see docs/performance.md; several times that on a phone), and
 * the cards' prices and areas are all the home page and the search need of it.
 */
export function formatNumber(value: number, maxFraction: number, separators: "de" | "en" = "de"): string {
  const shortest = String(Math.abs(value));
  // Infinity, NaN and exponents (below 1e-6, from 1e21): not prices or areas; Intl writes them.
  if (!/^\d+(\.\d+)?$/.test(shortest))
    return new Intl.NumberFormat(separators === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: maxFraction }).format(value);
  const { group, decimal } = GROUPED[separators];
  // ICU rounds the number's shortest decimal form (1.005 to "1.01", where toFixed gives "1.00"), half
  // away from zero.
  const [whole = "0", fraction = ""] = shortest.split(".");
  let digits = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, "0"));
  if ((fraction[maxFraction] ?? "0") >= "5") digits += 1n;
  const text = digits.toString().padStart(maxFraction + 1, "0");
  const integer = text.slice(0, text.length - maxFraction);
  const decimals = text.slice(text.length - maxFraction).replace(/0+$/, "");
  // Intl keeps the sign of a negative number that rounds to zero, and of -0.
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${integer.replace(/\B(?=(\d{3})+$)/g, group)}${decimals ? `${decimal}${decimals}` : ""}`;
}

/**
 * How a page writes numbers and money: in the reader's language (Albanian and German group as Kosovo
 * reads prices, "193.500 €"; English as en-GB, "€193,500") and in the platform's display currency
 * (site.currency, issue 14 §8: display only, amounts are never converted). Passed per request (the root
 * loader's data, `useFormats()` in components; jobs and e-mails build their own), never kept in a
 * module, so two requests can never mix.
 */
export type NumberStyle = { language: Language; currency: DisplayCurrency };

/** Albanian pages keep the spec's German grouping (document 1 §9), as German ones do. */
const SEPARATORS: Record<Language, "de" | "en"> = { sq: "de", en: "en", de: "de" };

/**
 * The currency's sign as each language writes it (Intl's de-DE and en-GB, with "$" for the US dollar):
 * after the amount and a non-breaking space in Albanian and German, before it in English.
 */
const CURRENCY_SIGNS: Record<DisplayCurrency, string> = { EUR: "€", USD: "$", CHF: "CHF" };

/** Amounts in the reader's language and the display currency: "120.000 €", "€120,000" (never wrapped apart). */
export function formatMoney(amount: number, style: NumberStyle): string {
  const number = formatNumber(amount, 2, SEPARATORS[style.language]);
  const sign = CURRENCY_SIGNS[style.currency];
  if (style.language !== "en") return `${number}\u00a0${sign}`;
  const negative = number.startsWith("-");
  const unsigned = negative ? number.slice(1) : number;
  return `${negative ? "-" : ""}${sign}${style.currency === "CHF" ? "\u00a0" : ""}${unsigned}`;
}

/** A price as short as a map marker needs: "450 €", "85k €", "1,2M €" ("€85k", "€1.2M" in English). */
export function formatShortMoney(amount: number, style: NumberStyle): string {
  if (amount < 10_000) return formatMoney(amount, style);
  const short =
    amount >= 1_000_000 ? `${formatNumber(amount / 1_000_000, 1, SEPARATORS[style.language])}M` : `${Math.round(amount / 1000)}k`;
  const sign = CURRENCY_SIGNS[style.currency];
  if (style.language !== "en") return `${short}\u00a0${sign}`;
  return `${sign}${style.currency === "CHF" ? "\u00a0" : ""}${short}`;
}

/** A listing's price; rent gets the per-month suffix ('/muaj', passed in from the catalog). */
export function formatPrice(amount: number, listingType: ListingType, perMonth: string, style: NumberStyle): string {
  return listingType === "rent" ? `${formatMoney(amount, style)}${perMonth}` : formatMoney(amount, style);
}

/** An area or another measure in the reader's language: "1.250,5" (sq, de), "1,250.5" (en). */
function formatDecimal(value: number, language: Language, maxFraction = 2): string {
  return formatNumber(value, maxFraction, SEPARATORS[language]);
}

/** Number and money formats bound to one language and display currency (a page's: lib/use-formats.ts; an e-mail's). */
export type Formats = {
  style: NumberStyle;
  money(amount: number): string;
  /** As short as a map marker needs. */
  shortMoney(amount: number): string;
  price(amount: number, listingType: ListingType, perMonth: string): string;
  pricePerArea(price: number, area: number | null | undefined, listingType: ListingType, perMonth: string): string | null;
  /** An area (or another measure) with up to two decimals. */
  area(value: number): string;
  /** Any number, rounded to at most `maxFraction` decimals (shares, ratios, averages). */
  decimal(value: number, maxFraction: number): string;
  count(value: number): string;
};

export function formatsFor(style: NumberStyle): Formats {
  return {
    style,
    money: (amount) => formatMoney(amount, style),
    shortMoney: (amount) => formatShortMoney(amount, style),
    price: (amount, listingType, perMonth) => formatPrice(amount, listingType, perMonth, style),
    pricePerArea: (price, area, listingType, perMonth) => formatPricePerArea(price, area, listingType, perMonth, style),
    area: (value) => formatDecimal(value, style.language),
    decimal: (value, maxFraction) => formatDecimal(value, style.language, maxFraction),
    count: (value) => formatCount(value, style.language),
  };
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

/** A count in the reader's language's digits grouping (10.000 in Albanian and German, as prices; 10,000 in English). */
export function formatCount(value: number, language: Language): string {
  return formatNumber(value, 3, SEPARATORS[language]);
}

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

const ALBANIAN_MONTHS = ["janar", "shkurt", "mars", "prill", "maj", "qershor", "korrik", "gusht", "shtator", "tetor", "nëntor", "dhjetor"];

/**
 * A day with the month's name: sq "22 nëntor 2026", en "22 November 2026", de "22. November 2026".
 * Albanian is written out here: browsers without Albanian locale data (Chromium's ICU among them)
 * would print English after hydration.
 */
export function formatLongDate(value: Date | string, language: Language): string {
  if (language !== "sq") return formatter(LONG_DATE_LOCALES[language], { dateStyle: "long" }).format(new Date(value));
  const parts = formatter("en-GB", { day: "numeric", month: "numeric", year: "numeric" }).formatToParts(new Date(value));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${part("day")} ${ALBANIAN_MONTHS[part("month") - 1]} ${part("year")}`;
}

/** Whole days from `from` to `to` (account age, time on market). */
export function daysBetween(from: Date | string, to: Date | string = new Date()): number {
  return Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 86_400_000));
}

/**
 * The price of one square metre (rent: per month), or null when the area is unknown or 0. Large
 * figures are whole euro ("1.866 €"), small ones keep cents ("5,77 €"), as a reader compares them.
 */
export function pricePerSquareMetre(price: number, area: number | null | undefined): number | null {
  if (area === null || area === undefined || !(area > 0) || !(price > 0)) return null;
  const value = price / area;
  return value >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

/** "1.866 €/m²", or for rent "5,77 €/m²/muaj" (the suffix from the catalog); null without an area. */
export function formatPricePerArea(
  price: number,
  area: number | null | undefined,
  listingType: ListingType,
  perMonth: string,
  style: NumberStyle,
): string | null {
  const value = pricePerSquareMetre(price, area);
  if (value === null) return null;
  return `${formatMoney(value, style)}/m²${listingType === "rent" ? perMonth : ""}`;
}

export type AddedAgoUnit = "now" | "minutes" | "hours" | "days" | "weeks" | "months" | "years";

/**
 * How long ago a listing was added, in the largest whole unit that fits: under a minute is "now",
 * then minutes, hours, days (under a week), weeks (under 30 days), months (30 days), years (365 days).
 * The catalogs word it with the count's plural form ("shtuar para 3 ditësh", "added 3 days ago").
 */
export function addedAgo(value: Date | string, now: Date | number = Date.now()): { unit: AddedAgoUnit; count: number } {
  const seconds = Math.max(0, Math.floor((new Date(now).getTime() - new Date(value).getTime()) / 1000));
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (minutes < 1) return { unit: "now", count: 0 };
  if (hours < 1) return { unit: "minutes", count: minutes };
  if (days < 1) return { unit: "hours", count: hours };
  if (days < 7) return { unit: "days", count: days };
  if (days < 30) return { unit: "weeks", count: Math.floor(days / 7) };
  if (days < 365) return { unit: "months", count: Math.floor(days / 30) };
  return { unit: "years", count: Math.floor(days / 365) };
}
