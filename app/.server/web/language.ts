import { DEFAULT_LANGUAGE, type Language } from "~/domain/enums";
import { isLanguage } from "~/i18n";

export const LANGUAGE_COOKIE = "lang";

/** The language chosen with the footer switcher (a cookie); Albanian otherwise. */
export function languageFromCookieHeader(header: string | null): Language {
  const match = header?.match(/(?:^|;\s*)lang=([a-z]{2})/);
  const value = match?.[1];
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
