import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/domain/enums";
import type sq from "./sq";

export type Catalog = typeof sq;
export const NAMESPACES = ["common", "auth", "errors"] as const;
/** `t` over every namespace: plain keys are "common", others are written "auth:login.title". */
export type AllNamespaces = typeof NAMESPACES;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Loads one language's catalog; each is its own chunk, so a browser downloads only the one it shows. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  switch (language) {
    case "en":
      return (await import("./en")).default as unknown as Catalog;
    case "de":
      return (await import("./de")).default as unknown as Catalog;
    default:
      return (await import("./sq")).default;
  }
}

/** An i18next instance for one language (one per request on the server, one per page on the client). */
export function createI18n(language: Language, catalog: Catalog): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [language]: catalog },
    ns: [...NAMESPACES],
    defaultNS: "common",
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
