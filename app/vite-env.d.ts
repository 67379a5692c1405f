/// <reference types="vite/client" />

declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

declare module "virtual:prona/catalog-files" {
  /** The browser's catalog files by "language/namespace" (scripts/catalog-files.ts); null when run from the sources. */
  const files: Record<string, string> | null;
  export default files;
}
