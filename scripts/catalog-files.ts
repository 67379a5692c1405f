// The browser's catalog files (decision 0028): every namespace of every language as a JSON file of its
// own, hashed, in the client build. A page's document names the files of the texts it uses instead of
// carrying them in its data; the browser fetches them (preloaded with the document's head, cached
// across pages) and hydrates once they are there. The server learns the files' names here: the
// client build writes them down, and the server build, which runs after it in the same
// `react-router build`, compiles them in.
import fs from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:prona/catalog-files";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Where the client build leaves the list, beside Vite's own manifests (not served: a dot directory). */
const LIST_FILE = ".vite/catalog-files.json";

type Catalogs = Record<string, Record<string, unknown>>;

/**
 * The catalogs as the server holds them (app/i18n/{language}/index.ts), read from the sources when the
 * client build ends (imported by Vite's config itself, their extensionless imports would need its
 * bundled config loader).
 */
async function readCatalogs(root: string): Promise<Catalogs> {
  const catalogs: Catalogs = {};
  for (const language of ["sq", "en", "de"]) {
    const module = (await tsImport(path.join(root, "app", "i18n", language, "index.ts"), import.meta.url)) as {
      default: Record<string, unknown>;
    };
    catalogs[language] = module.default;
  }
  return catalogs;
}

/** Each language's namespaces as the JSON files' names and contents: `{ "sq/common": { name, source } }`. */
export function catalogAssets(catalogs: Catalogs) {
  const assets: Record<string, { name: string; source: string }> = {};
  for (const [language, catalog] of Object.entries(catalogs)) {
    for (const [namespace, texts] of Object.entries(catalog)) {
      assets[`${language}/${namespace}`] = { name: `texts-${language}-${namespace}.json`, source: JSON.stringify(texts) };
    }
  }
  return assets;
}

/**
 * `import catalogFiles from "virtual:prona/catalog-files"`: `{ "sq/common": "/assets/texts-sq-common-….json" }`
 * in a production server build; `null` in development and in tests run from the sources, where pages
 * keep carrying their texts.
 */
export function catalogFiles(): Plugin {
  let build = false;
  let root = process.cwd();
  let base = "/";
  /** The client build's directory (React Router's `build/client` unless configured otherwise). */
  let clientDir = "";
  return {
    name: "prona:catalog-files",
    configResolved(config) {
      build = config.command === "build";
      root = config.root;
      base = config.base;
      clientDir = path.resolve(root, config.environments.client?.build.outDir ?? path.join("build", "client"));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const list = path.join(clientDir, LIST_FILE);
      // Only a server build reads the list, which the client build before it has just written.
      const files = build && this.environment.name === "ssr" && fs.existsSync(list) ? fs.readFileSync(list, "utf8") : "null";
      return `export default ${files};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const files: Record<string, string> = {};
      for (const [key, asset] of Object.entries(catalogAssets(await readCatalogs(root)))) {
        const reference = this.emitFile({ type: "asset", name: asset.name, source: asset.source });
        files[key] = `${base}${this.getFileName(reference)}`;
      }
      this.emitFile({ type: "asset", fileName: LIST_FILE, source: JSON.stringify(files) });
    },
  };
}
