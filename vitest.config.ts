import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests (*.test.ts) run once. API tests (*.api.test.ts) and HTTP tests (tests/http/*.http.test.ts)
// run against PGlite, and again against PostgreSQL when TEST_DATABASE_URL is set. Browser tests
// (e2e/*.e2e.ts) drive Chromium against the built app.
const drivers = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];
const alias = { "~": path.resolve(import.meta.dirname, "app") };

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ["default"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          // The files of a worker share one module graph (no re-import of the app per file).
          isolate: false,
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.api.test.ts", "node_modules/**"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
        },
      },
      ...drivers.map((driver) => ({
        resolve: { alias },
        test: {
          name: `api:${driver}`,
          // One module graph per worker, and PGlite instances lent from file to file, emptied between
          // them (tests/support/services.ts): importing the app and restoring a database cost more
          // than most files' tests.
          isolate: false,
          include: ["app/**/*.api.test.ts", "tests/**/*.api.test.ts"],
          env: { TEST_DB: driver },
          globalSetup: ["tests/setup/global-db.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      // HTTP tests: the built app in its own process (as `npm start` runs it), over real sockets from
      // several loopback addresses; after the build, beside the browser tests.
      ...drivers.map((driver) => ({
        resolve: { alias },
        test: {
          name: `http:${driver}`,
          isolate: false,
          include: ["tests/http/**/*.http.test.ts"],
          env: { TEST_DB: driver },
          globalSetup: ["tests/setup/global-db.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      })),
      {
        resolve: { alias },
        test: {
          name: "e2e",
          // One module graph per worker (Playwright and axe are imported once, not per file).
          isolate: false,
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: ["e2e/support/global-setup.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts", "e2e/support/server-ready.ts", "e2e/support/matchers.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Chromium pages share two cores: a couple of files at a time is fastest here.
          maxWorkers: 2,
          // Browser tests run after the unit and API tests (their own group).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
