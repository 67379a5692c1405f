import catalogFiles from "virtual:prona/catalog-files";
import type { Language } from "~/domain/enums";
import type { Namespace } from "~/i18n/translate";

/**
 * The browser's file of a namespace's texts in a language ("/assets/common-BPV1gdsX.js"), from the
 * production build (scripts/catalog-files.ts); undefined when run from the sources or for a
 * namespace that is not a file of its own.
 */
export function catalogFile(language: Language, namespace: Namespace): string | undefined {
  return catalogFiles?.[`${language}/${namespace}`];
}

/** Whether a document can name its texts' files instead of carrying them: a production build. */
export const catalogFilesAvailable = catalogFiles !== null && Object.keys(catalogFiles).length > 0;
