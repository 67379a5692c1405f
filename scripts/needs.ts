// What an npm script needs of the machine, checked before it starts: `tsx scripts/needs.ts <script>`
// says what is missing and how to get it, and exits 1, instead of the script failing later with a
// message about something else (vitest's "No projects matched the filter", a missing file's stack).
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { CHROMIUM_PATH } from "../e2e/support/chromium";

type Probe = { env: Record<string, string | undefined>; exists: (file: string) => boolean };

const NGINX_PATHS = ["/usr/sbin/nginx", "/usr/bin/nginx"];
const EXAMPLE_DATABASE = "postgres://postgres@127.0.0.1:5432/postgres";

/** One thing a script can need: whether the machine has it, and what to do when it does not. */
const CHECKS = {
  build: {
    present: (probe: Probe) => probe.exists("build/server/index.js"),
    missing: () => "The app is not built (build/server/index.js): run `npm run build` first.",
  },
  chromium: {
    present: (probe: Probe) => probe.exists(CHROMIUM_PATH),
    missing: () =>
      `Chromium is missing (${CHROMIUM_PATH}): the browser tests and Lighthouse drive Debian's Chromium, ` +
      "which `apt-get install chromium fonts-dejavu-core` installs (as .ci/run does).",
  },
  nginx: {
    present: (probe: Probe) => NGINX_PATHS.some((file) => probe.exists(file)),
    missing: () =>
      `nginx is missing (${NGINX_PATHS.join(" or ")}): the cluster runs put Debian's nginx in front of the app ` +
      "processes (with their own configuration; no system nginx needs to run). .ci/run installs it " +
      "(`apt-get install nginx`, with service starts refused while it installs).",
  },
  testDatabase: {
    present: (probe: Probe) => Boolean(probe.env.TEST_DATABASE_URL),
    missing: (script: string) =>
      `TEST_DATABASE_URL is not set: ${script} needs a PostgreSQL server it may create databases on, ` +
      `e.g. TEST_DATABASE_URL=${EXAMPLE_DATABASE} npm run ${script}.`,
  },
} satisfies Record<string, { present: (probe: Probe) => boolean; missing: (script: string) => string }>;

type Need = keyof typeof CHECKS;

/** The npm scripts that check first, and what each needs (the ones that build, build themselves). */
export const SCRIPT_NEEDS = {
  test: ["chromium"],
  "test:e2e": ["chromium"],
  "test:cluster": ["testDatabase", "nginx"],
  "test:crash": ["build"],
  "bench:http": ["build"],
  "bench:lighthouse": ["build", "chromium"],
  "bench:cluster": ["nginx"],
  screenshots: ["chromium"],
} satisfies Record<string, Need[]>;

/** What is missing for `script` on the machine `probe` describes: one message each, empty when nothing is. */
export function missingFor(script: string, probe: Probe): string[] {
  if (!Object.hasOwn(SCRIPT_NEEDS, script)) throw new Error(`scripts/needs.ts knows no script ${script}`);
  const needs: readonly Need[] = SCRIPT_NEEDS[script as keyof typeof SCRIPT_NEEDS];
  return needs.filter((need) => !CHECKS[need].present(probe)).map((need) => CHECKS[need].missing(script));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const script = process.argv[2] ?? "";
  const missing = missingFor(script, { env: process.env, exists: (file) => fs.existsSync(file) });
  if (missing.length > 0) {
    process.stderr.write(`npm run ${script} cannot start here:\n${missing.map((m) => `- ${m}`).join("\n")}\n`);
    process.exit(1);
  }
}
