import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/precompress.ts";

// Server-only packages: Vite's dependency scan must not try to pre-bundle them for the browser.
const serverOnly = [
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "better-auth",
  "drizzle-orm",
  "pg",
  "sharp",
  "nodemailer",
  "pino",
  "hono",
  "rate-limiter-flexible",
  "express",
  "compression",
];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  optimizeDeps: { exclude: serverOnly },
  ssr: { external: serverOnly },
  environments: {
    client: {
      // The shell (header, footer, menus) and what it imports (React Router, icons, primitives) run
      // on every page: one chunk instead of ~30 files of a few hundred bytes, each paying its own
      // request and compression overhead (about 5 KB less JavaScript on the home page). The small
      // helpers nearly every page uses (titles, hydration, promises, price and date formats) join it
      // for the same reason; a wider net (all of app/lib) costs the home page more than it saves. The
      // account pages' sidebar stays out: only they draw it. The root's Albanian error texts join it too:
      // the catalogs (chunks of their own, fetched when a page lacks one) share them, which would
      // otherwise split them into a file of their own on every page. Vite's preload helper (~0.7 KB, which
      // every page's route modules use) joins it too, one request less on every page, and the location
      // box's suggestions (0.4 KB, the home page's search and the listing form): a file of its own on
      // the home page otherwise. So does react-dom's small public module (createPortal, flushSync; 1.2 KB):
      // the entry uses it, and so does a listing's full-screen photo viewer, loaded later, which would
      // otherwise split it into a file of its own on every page.
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "shell",
                  test: /vite[\\/]preload-helper|react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)|app[\\/](features[\\/]shell[\\/](?!account-sidebar|account-menus\.|account-links|maintenance-page)|lib[\\/](meta|use-promises|use-hydrated|revalidate|offline|keep-document-look)\.ts|ui[\\/]route-error\.tsx|domain[\\/](format|images|price-drop|promises)\.ts|i18n[\\/]sq[\\/]error-page\.ts)/,
                },
                // The busiest pages' small shared parts, a few files instead of ~10 of 0.3–2 KB: on a phone
                // each file is a request of its own (six at a time over HTTP/1.1), which costs more than
                // the few hundred bytes a page gets that it does not use. The cards and their photo (home,
                // search, favourites; a listing's page uses the photo alone, +1.8 KB); the form parts
                // (fields, alerts, a spinner: the search's filters, a listing's contact form, every form
                // page); the server's error codes with their texts, which the forms' messages use (not
                // with the fields: the search page has no use for them); the map's loader and a
                // listing's map (the search page gets the latter, +0.5 KB). The home page takes none it
                // did not.
                {
                  name: "cards",
                  test: /app[\\/](ui[\\/](property-card|property-image|property-image-sources|added-ago|favorite-button|price-drop)\.tsx?|lib[\\/]format-area\.ts)$/,
                },
                {
                  name: "form-kit",
                  test: /app[\\/]ui[\\/](field|alert|spinner)\.tsx$/,
                },
                {
                  name: "form-errors",
                  test: /app[\\/](lib[\\/]form-errors\.ts|i18n[\\/]field-message\.ts|domain[\\/](errors|schemas[\\/]parse)\.ts)$/,
                },
                {
                  name: "map-kit",
                  test: /app[\\/]features[\\/]map[\\/](load|use-map-kit|detail-map)\.tsx?$/,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        // The Express shell is the entry of the server build, so pages, API and database share one
        // module graph (one database handle per process).
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
});
