import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { Language } from "~/domain/enums";
import { type DisplayCurrency, type Formats, formatsFor } from "~/domain/format";
import { useTranslation } from "~/i18n/react";

type RootData = { currency?: DisplayCurrency };

/**
 * Numbers and money as the reader's language writes them, in the platform's display currency (the root
 * loader's data): one place, per render, so no module keeps a request's currency or language.
 */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  const currency = (useRouteLoaderData("root") as RootData | undefined)?.currency ?? "EUR";
  const language = i18n.language as Language;
  return useMemo(() => formatsFor({ language, currency }), [language, currency]);
}
