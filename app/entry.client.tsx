import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LANGUAGE } from "~/domain/enums";
import { createI18n, isLanguage, loadCatalog } from "~/i18n";

// The page's language is in <html lang>; only that language's catalog is downloaded.
const lang = document.documentElement.lang;
const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;

void loadCatalog(language).then((catalog) => {
  const i18n = createI18n(language, catalog);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
});
