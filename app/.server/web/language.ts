import { DEFAULT_LANGUAGE, type Language } from "~/domain/enums";
import { LANGUAGE_PARAM } from "~/domain/seo";
import { isLanguage } from "~/i18n";

export const LANGUAGE_COOKIE = "lang";

/** The language chosen with the footer switcher (a cookie); Albanian otherwise. */
export function languageFromCookieHeader(header: string | null): Language {
  const match = header?.match(/(?:^|;\s*)lang=([a-z]{2})/);
  const value = match?.[1];
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * A page's language: named in its address (`?lang=en`, the language versions search engines index),
 * else the switcher's cookie, else Albanian.
 */
export function languageOfRequest(url: URL, cookieHeader: string | null): Language {
  const named = url.searchParams.get(LANGUAGE_PARAM);
  return isLanguage(named) ? named : languageFromCookieHeader(cookieHeader);
}
