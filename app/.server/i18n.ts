import type { i18n as I18n, TFunction } from "i18next";
import type { Language } from "~/domain/enums";
import { createI18n, NAMESPACES, type AllNamespaces, type Catalog } from "~/i18n";
import de from "~/i18n/de";
import en from "~/i18n/en";
import sq from "~/i18n/sq";

const catalogs: Record<Language, Catalog> = { sq, en: en as unknown as Catalog, de: de as unknown as Catalog };
const instances = new Map<Language, I18n>();

/** The server's i18next instance for a language (all catalogs are in the server bundle). */
export function serverI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, catalogs[language]);
    instances.set(language, instance);
  }
  return instance;
}

export function serverT(language: Language): TFunction<AllNamespaces> {
  return serverI18n(language).getFixedT(language, NAMESPACES);
}

export function catalogFor(language: Language): Catalog {
  return catalogs[language];
}
