import type { Language } from "~/domain/enums";
import type { Messages } from "./react";
import type { Namespace } from "./translate";

// Every namespace of every language as a chunk of its own, loaded only when asked for (Vite's glob
// import): the browser needs them only when a page's data said it held texts it did not (react.tsx).
const files = import.meta.glob<{ default: unknown }>(["./sq/*.ts", "./en/*.ts", "./de/*.ts", "!./*/index.ts", "!./*/error-page.ts"]);

/** The namespaces' texts in a language, fetched as the catalog files they are. */
export async function loadCatalogs(language: Language, namespaces: readonly Namespace[]): Promise<Messages> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = files[`./${language}/${ns}.ts`];
      if (!load) throw new Error(`No catalog ${language}/${ns}`);
      return [ns, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(entries) as Messages;
}
