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

/**
 * Texts a document names instead of carrying them in its data (decisions 0028, 0029): on the server the
 * catalogs themselves (entry.server.tsx), in the browser the texts file the document named, loaded
 * before hydrating (entry.client.tsx).
 */
export type CatalogSource = {
  /** A namespace's texts in a language, when at hand. */
  texts(language: Language, namespace: Namespace): unknown;
  /** The server: the address of the one file holding these namespaces' texts in a language, for the document to name. */
  fileOf?(language: Language, namespaces: readonly Namespace[]): string | undefined;
  /** The server: has the document's head preload a file it names. */
  preload?(file: string): void;
  /** The browser: the document's list of files as it came (rendered again as it is when hydrating). */
  documentList?: string;
};

export const CatalogSourceContext = createContext<CatalogSource | null>(null);

/**
 * The element holding the document's list of texts: the file each namespace is in,
 * `{ "sq/common": "/texts/sq/common+errors.….json", "sq/errors": "/texts/sq/common+errors.….json" }`.
 */
export const DOCUMENT_TEXTS_ID = "prona-texts";

/** The server's list of the files a document's texts are in (none when it carries them all). */
function documentList(source: CatalogSource | null, language: Language, held: readonly Namespace[]): string | undefined {
  if (source?.documentList !== undefined) return source.documentList;
  // The browser only ever renders the list it was sent (the build leaves the rest out of its copy).
  if (!import.meta.env.SSR || !source?.fileOf || held.length === 0) return undefined;
  const file = source.fileOf(language, held);
  if (file === undefined) return undefined;
  source.preload?.(file);
  const files = Object.fromEntries(held.map((ns) => [`${language}/${ns}`, file]));
  // Inside a script element: "<" escaped so no text could close it.
  return JSON.stringify(files).replaceAll("<", "\\u003c");
}

type I18nValue = { language: Language; catalog: Catalog };

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Provides the translations the matched routes' loaders returned as `messages` (the root sends those
 * every matched route declares in its `handle`: i18n/route-texts.ts, server/web/messages.ts). Pages
 * therefore carry only their own text, in one language.
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
  const parts = useMatches().flatMap((m) => {
    const messages = (m.loaderData as { messages?: Messages | HeldTexts | (Messages | HeldTexts)[] } | undefined)?.messages;
    return messages === undefined ? [] : Array.isArray(messages) ? messages : [messages];
  });
  const source = useContext(CatalogSourceContext);
  // One store for the document's life (React keeps it across renders; a render only adds to it).
  const [known] = useState(() => new Map<Language, Messages>());
  const catalog = Object.assign({}, known.get(language), ...parts.filter((part) => !isHeld(part))) as Catalog;
  const held = [...new Set(parts.flatMap((part) => (isHeld(part) ? part.held : [])))];
  // A document's texts named as files: the server's own catalogs, or the files loaded before hydrating.
  for (const ns of held) {
    const texts = catalog[ns] === undefined ? source?.texts(language, ns) : undefined;
    if (texts !== undefined) Object.assign(catalog, { [ns]: texts });
  }
  // Texts the server took to be here but are not (the page's earlier data failed to arrive, a file
  // the document named failed to load): fetched as catalog files, the page waiting for them (a
  // navigation is a transition: the last page stays).
  const missing = held.filter((ns) => catalog[ns] === undefined);
  if (missing.length > 0 && loadCatalogs) Object.assign(catalog, use(fetchCatalogs(loadCatalogs, language, missing)));
  known.set(language, catalog);
  const list = documentList(source, language, held);
  return (
    <>
      <I18nContext.Provider value={{ language, catalog }}>{children}</I18nContext.Provider>
      {list !== undefined && (
        // Read by entry.client.tsx before hydrating; React keeps the text the server sent.
        <script id={DOCUMENT_TEXTS_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: list }} />
      )}
    </>
  );
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
  console.error(`Missing translation "${key}": add its namespace to the route's handle (texts).`);
}
