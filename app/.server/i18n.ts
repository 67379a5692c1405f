import type { Language } from "~/domain/enums";
import de from "~/i18n/de";
import en from "~/i18n/en";
import sq from "~/i18n/sq";
import type { Messages } from "~/i18n/react";
import { type Catalog, createT, type Namespace, type TFunction } from "~/i18n/translate";

// The server holds every catalog (they are small) and answers in the reader's language.
const catalogs: Record<Language, Catalog> = { sq, en: en as unknown as Catalog, de: de as unknown as Catalog };

/** `t` in a language: plain keys are "common", others "ns:key"; gaps fall back to Albanian. */
export function serverT(language: Language): TFunction<"common"> {
  return createT(catalogs[language], "common", { language, fallback: sq });
}

/** The namespaces a page uses, in its language: route loaders return them as `messages`. */
export function messagesFor(language: Language, namespaces: readonly Namespace[]): Messages {
  const catalog = catalogs[language];
  return Object.fromEntries(namespaces.map((ns) => [ns, catalog[ns]])) as Messages;
}
