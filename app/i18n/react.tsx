import { createContext, useContext, useMemo, useState } from "react";
import { useMatches } from "react-router";
import type { Language } from "~/domain/enums";
import { type Catalog, createT, type Namespace, type TFunction } from "./translate";

/** The namespaces a page's loaders sent, in the page's language. */
export type Messages = Partial<Catalog>;

type I18nValue = { language: Language; catalog: Catalog };

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Provides the translations the matched routes' loaders returned as `messages` (each route sends the
 * namespaces it uses). Pages therefore carry only their own text, in one language.
 *
 * Every text the document was sent stays, by language, while it lives: a client-side navigation's
 * data leaves out the texts the asking page holds (the shell's always, the page's own when it asks
 * for itself: server/web/texts-in-browser.ts). On the server the store is new for every request.
 */
export function RouteMessagesProvider({ language, children }: { language: Language; children: React.ReactNode }) {
  const parts = useMatches()
    .map((m) => (m.loaderData as { messages?: Messages } | undefined)?.messages)
    .filter((part): part is Messages => Boolean(part));
  // One store for the document's life (React keeps it across renders; a render only adds to it).
  const [known] = useState(() => new Map<Language, Messages>());
  const catalog = Object.assign({}, known.get(language), ...parts) as Catalog;
  known.set(language, catalog);
  return <I18nContext.Provider value={{ language, catalog }}>{children}</I18nContext.Provider>;
}

/**
 * `t` for the page's language. The first namespace given is the default for plain keys ("common"
 * when none); keys of other namespaces are written "ns:key". A namespace the page's loaders did not
 * send is a bug: it is reported with console.error (which fails the browser tests).
 */
export function useTranslation<N extends Namespace = "common">(namespaces?: N | readonly [N, ...Namespace[]]) {
  const context = useContext(I18nContext);
  if (!context) throw new Error("useTranslation needs a translation provider");
  const ns = (Array.isArray(namespaces) ? namespaces[0] : (namespaces ?? "common")) as N;
  const { language, catalog } = context;
  const t: TFunction<N> = useMemo(() => createT(catalog, ns, { language, onMissing: reportMissing }), [catalog, ns, language]);
  return { t, i18n: { language } };
}

function reportMissing(key: string) {
  console.error(`Missing translation "${key}": add its namespace to the route loader's messages.`);
}
