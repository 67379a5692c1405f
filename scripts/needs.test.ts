import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { missingFor, SCRIPT_NEEDS } from "./needs";

const machine = (env: Record<string, string>, files: string[]) => ({ env, exists: (file: string) => files.includes(file) });
const EVERYTHING = machine({ TEST_DATABASE_URL: "postgres://postgres@127.0.0.1:5432/postgres" }, [
  "build/server/index.js",
  "/usr/bin/chromium",
  "/usr/sbin/nginx",
]);

describe("what a script needs", () => {
  it("test:cluster without TEST_DATABASE_URL and nginx says what to set and where nginx comes from", () => {
    const missing = missingFor("test:cluster", machine({}, []));
    expect(missing).toHaveLength(2);
    expect(missing[0]).toContain("TEST_DATABASE_URL=postgres://");
    expect(missing[1]).toMatch(/nginx is missing.*Debian's nginx.*\.ci\/run installs it/s);
    expect(missingFor("test:cluster", machine({}, ["/usr/bin/nginx"]))).toEqual([missing[0]]);
  });

  it("names Chromium for the browser tests and the build for the benchmarks that start the built app", () => {
    expect(missingFor("test:e2e", machine({}, []))).toEqual([expect.stringContaining("Chromium is missing (/usr/bin/chromium)")]);
    expect(missingFor("bench:lighthouse", machine({}, ["/usr/bin/chromium"]))).toEqual([expect.stringContaining("npm run build")]);
  });

  it("finds nothing missing on a machine with everything, and refuses a script it does not know", () => {
    for (const script of Object.keys(SCRIPT_NEEDS)) expect(missingFor(script, EVERYTHING), script).toEqual([]);
    expect(() => missingFor("bench:nothing", EVERYTHING)).toThrow("knows no script bench:nothing");
  });

  it("is run by every npm script it knows (but npm test, whose runner checks), for that script", () => {
    const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    for (const script of Object.keys(SCRIPT_NEEDS).filter((s) => s !== "test")) {
      expect(scripts[script], script).toMatch(new RegExp(`^tsx scripts/needs\\.ts ${script} && `));
    }
    expect(fs.readFileSync("scripts/test.ts", "utf8")).toContain('missingFor("test"');
  });
});
