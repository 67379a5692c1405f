import { LANGUAGES, DEFAULT_LANGUAGE, LISTING_TYPES, PROPERTY_TYPES, type Language } from "./enums";

// What search engines index (issue 13 §7): the public pages, one canonical address each, in three
// languages. A page's language can be named in its address (`?lang=en`), so each language version has
// an address of its own for `hreflang`; without it the reader's cookie (or Albanian) decides.

/** The query parameter that names a page's language. */
export const LANGUAGE_PARAM = "lang";

/** The public pages with fixed addresses, as the sitemap lists them. */
export const PUBLIC_PAGES = [
  "/",
  "/listings",
  "/agjencite",
  "/bashkepunimet",
  "/vlersimet",
  "/keshilla-ligjore",
  "/kushtet-e-perdorimit",
  "/privatesia",
  "/kontakt",
] as const;

const PROPERTY_PAGE = /^\/property\/[0-9a-f-]{36}$/i;

/**
 * The canonical path of a public page, or null for pages search engines should not index (the
 * signed-in area, admin, sign-in forms). A filtered list's canonical keeps only what makes it a list
 * of its own (place, type, sale or rent, and the page); sorting, prices and other filters are
 * variations of that list.
 */
export function canonicalPath(pathname: string, search: string): string | null {
  if (PROPERTY_PAGE.test(pathname)) return pathname.toLowerCase();
  if (!(PUBLIC_PAGES as readonly string[]).includes(pathname)) return null;
  if (pathname !== "/listings") return pathname;
  // Read by hand, not with the search schema: this runs in every page's bundle, which stays without zod.
  const given = new URLSearchParams(search);
  const params = new URLSearchParams();
  const location = given.get("location")?.trim();
  if (location && location.length <= 100) params.set("location", location);
  const type = given.get("type");
  if ((PROPERTY_TYPES as readonly (string | null)[]).includes(type)) params.set("type", type!);
  const listingType = given.get("listing_type");
  if ((LISTING_TYPES as readonly (string | null)[]).includes(listingType)) params.set("listing_type", listingType!);
  const page = Number(given.get("page"));
  if (Number.isInteger(page) && page > 1 && page <= 1000) params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The address of a page in a language: Albanian is the address itself, others add `?lang=`. */
function languageVersion(canonicalUrl: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return canonicalUrl;
  const url = new URL(canonicalUrl);
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.toString();
}

/** The `hreflang` alternates of a canonical address: each language, and Albanian as the default. */
export function languageAlternates(canonicalUrl: string): { hrefLang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hrefLang: language, href: languageVersion(canonicalUrl, language) })),
    { hrefLang: "x-default", href: canonicalUrl },
  ];
}
