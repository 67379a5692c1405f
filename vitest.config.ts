import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Unit tests (*.test.ts) run once. API tests (*.api.test.ts) run against PGlite, and again against
// PostgreSQL when TEST_DATABASE_URL is set. HTTP tests (tests/http/*.http.test.ts) run once: against
// PostgreSQL when TEST_DATABASE_URL is set (as production runs), else against PGlite; the API tests
// cover the queries on both. Browser tests (e2e/*.e2e.ts) drive Chromium against the built app.
const drivers = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];
const httpDriver = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const alias = { "~": path.resolve(import.meta.dirname, "app") };
// Cluster tests (tests/cluster/*.cluster.test.ts): nginx in front of several app processes on one
// PostgreSQL database; only where both are there (.ci/run installs nginx).
const cluster = Boolean(process.env.TEST_DATABASE_URL) && ["/usr/sbin/nginx", "/usr/bin/nginx"].some((p) => fs.existsSync(p));

/**
 * Vitest's order (group, project, then slowest first), with the HTTP files first in their group: they
 * mostly wait on sockets and timeouts, so they go while the type check and lint (npm test) still
 * need the processor, and the API tests, which need it all, come after.
 */
class Sequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => (/^(http:|cluster$)/.test(file.project.name) ? 0 : 1);
    return (await super.sort(files)).sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b),
    );
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ["default"],
    sequence: { sequencer: Sequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          // The files of a worker share one module graph (no re-import of the app per file).
          isolate: false,
          // The first group (unit, API and HTTP tests) runs two files at a time (one setting for the group).
          maxWorkers: 2,
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
          maxWorkers: 2,
          include: ["app/**/*.api.test.ts", "tests/**/*.api.test.ts"],
          env: { TEST_DB: driver },
          globalSetup: ["tests/setup/global-db.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      // HTTP tests: the built app in its own process (as `npm start` runs it), over real sockets from
      // several loopback addresses (npm test builds first).
      ...[httpDriver].map((driver) => ({
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
        },
      })),
      ...(cluster
        ? [
            {
              resolve: { alias },
              test: {
                name: "cluster",
                isolate: false,
                include: ["tests/cluster/**/*.cluster.test.ts"],
                env: { TEST_DB: "postgres" },
                globalSetup: ["tests/setup/global-db.ts"],
                setupFiles: ["tests/setup/fail-on-console-error.ts"],
                testTimeout: 60_000,
                hookTimeout: 90_000,
                maxWorkers: 2,
              },
            },
          ]
        : []),
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
