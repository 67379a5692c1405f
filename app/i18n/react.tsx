import { createContext, use, useContext, useMemo, useState } from "react";
import { useMatches } from "react-router";
import type { Language } from "~/domain/enums";
import { type Catalog, createT, type Namespace, type TFunction } from "./translate";

/** The namespaces a page's loaders sent, in the page's language. */
export type Messages = Partial<Catalog>;

/**
 * What a loader returns instead of texts the asking page holds already (server/web/texts-in-browser.ts):
 * their names, so the browser can tell when it does not hold them after all.
 */
export type HeldTexts = { held: readonly Namespace[] };

const isHeld = (part: Messages | HeldTexts): part is HeldTexts => Array.isArray((part as HeldTexts).held);

/** Fetches namespaces' catalogs in a language (the root passes `import("~/i18n/load-catalogs")`'s). */
export type CatalogLoader = (language: Language, namespaces: readonly Namespace[]) => Promise<Messages>;

/** Catalogs being fetched, by language and namespaces: one request however often React renders. */
const fetching = new Map<string, Promise<Messages>>();

function fetchCatalogs(load: CatalogLoader, language: Language, namespaces: Namespace[]): Promise<Messages> {
  const key = `${language}:${[...namespaces].sort().join(",")}`;
  let pending = fetching.get(key);
  if (!pending) {
    pending = load(language, namespaces);
    fetching.set(key, pending);
    // A failed fetch is tried again at the next render that needs it.
    pending.catch(() => fetching.delete(key));
  }
  return pending;
}

type I18nValue = { language: Language; catalog: Catalog };

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Provides the translations the matched routes' loaders returned as `messages` (each route sends the
 * namespaces it uses). Pages therefore carry only their own text, in one language.
 *
 * Every text the document was sent stays, by language, while it lives: a client-side navigation's
 * data names the texts the asking page holds instead of sending them (the shell's always, the page's
 * own when it asks for itself: server/web/texts-in-browser.ts). On the server the store is new for
 * every request.
 */
export function RouteMessagesProvider({
  language,
  loadCatalogs,
  children,
}: {
  language: Language;
  /** Given by the root, so the code that fetches catalogs is not in the shell every page loads. */
  loadCatalogs?: CatalogLoader;
  children: React.ReactNode;
}) {
  const parts = useMatches()
    .map((m) => (m.loaderData as { messages?: Messages | HeldTexts } | undefined)?.messages)
    .filter((part): part is Messages | HeldTexts => Boolean(part));
  // One store for the document's life (React keeps it across renders; a render only adds to it).
  const [known] = useState(() => new Map<Language, Messages>());
  const catalog = Object.assign({}, known.get(language), ...parts.filter((part) => !isHeld(part))) as Catalog;
  // Texts the server took to be here but are not (the page's earlier data failed to arrive, say):
  // fetched as catalog files, the navigation waiting for them (it is a transition: the last page stays).
  const missing = [...new Set(parts.flatMap((part) => (isHeld(part) ? part.held : [])))].filter((ns) => !(ns in catalog));
  if (missing.length > 0 && loadCatalogs) Object.assign(catalog, use(fetchCatalogs(loadCatalogs, language, missing)));
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
