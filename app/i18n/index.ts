import { LANGUAGES, type Language } from "~/domain/enums";

export type { Namespace } from "./translate";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
