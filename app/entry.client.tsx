import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { type CatalogSource, CatalogSourceContext, DOCUMENT_TEXTS_ID } from "~/i18n/react";
import { guardOfflineLinks } from "~/lib/offline";

/**
 * The texts the document named instead of carrying them (decisions 0028, 0029): one file, fetched
 * before hydrating, for the page renders with them. The document preloads it with its scripts, and the
 * browser keeps it (a hashed, immutable address). Texts that fail to arrive are loaded again when the
 * page renders (i18n/react.tsx), as catalog chunks, hydration waiting for them.
 */
async function documentTexts(): Promise<CatalogSource | null> {
  const list = document.getElementById(DOCUMENT_TEXTS_ID)?.textContent;
  if (!list) return null;
  const named = JSON.parse(list) as Record<string, string>;
  const texts = new Map<string, unknown>();
  await Promise.all(
    [...new Set(Object.values(named))].map((file) =>
      fetch(file)
        .then((response) => (response.ok ? (response.json() as Promise<Record<string, unknown>>) : undefined))
        .then(
          (json) => {
            // Only what the list says this file holds.
            for (const [key, value] of Object.entries(json ?? {})) if (named[key] === file) texts.set(key, value);
          },
          () => undefined,
        ),
    ),
  );
  return { texts: (language, namespace) => texts.get(`${language}/${namespace}`), documentList: list };
}

// A link tapped while offline says so in the page, instead of the browser's offline page (lib/offline.ts).
guardOfflineLinks();

void documentTexts().then((source) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CatalogSourceContext value={source}>
          <HydratedRouter />
        </CatalogSourceContext>
      </StrictMode>,
    );
  });
});
