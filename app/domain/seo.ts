import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from "./enums";
import { parseSearchLenient, searchToParams } from "./schemas/listings";

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
  const input = parseSearchLenient(Object.fromEntries(new URLSearchParams(search)));
  const params = searchToParams({ location: input.location, type: input.type, listing_type: input.listing_type, page: input.page });
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
