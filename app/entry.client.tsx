import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { type CatalogSource, CatalogSourceContext, DOCUMENT_TEXTS_ID } from "~/i18n/react";

/**
 * The texts the document named as catalog files instead of carrying them (decision 0028), fetched
 * before hydrating: the page renders with them. The document preloads them with its scripts, and the
 * browser keeps them across pages (hashed, immutable files). One that fails to arrive is loaded again
 * when the page renders (i18n/react.tsx), hydration waiting for it.
 */
async function documentTexts(): Promise<CatalogSource | null> {
  const list = document.getElementById(DOCUMENT_TEXTS_ID)?.textContent;
  if (!list) return null;
  const texts = new Map<string, unknown>();
  await Promise.all(
    Object.entries(JSON.parse(list) as Record<string, string>).map(([key, file]) =>
      fetch(file)
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
        .then(
          (json) => json !== undefined && texts.set(key, json),
          () => undefined,
        ),
    ),
  );
  return { texts: (language, namespace) => texts.get(`${language}/${namespace}`), documentList: list };
}

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
