// npm test: the whole suite. The type check, lint, format check and unused-code check (knip) need neither
// the build nor the tests, so they run beside them (each is mostly one process on one core; this machine
// has two, and the checks are short). Their output
// is shown only when they fail, which stops the run; the test runner's output comes last and ends with
// its summary. Arguments go to the runner: `npm test -- e2e/auth.e2e.ts`.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { missingFor } from "./needs";

type Result = { name: string; code: number; output: string };
type Job = { child: ChildProcess; done: Promise<Result> };

function start(name: string, command: string, args: string[], show: boolean): Job {
  const child = spawn(command, args, { stdio: show ? "inherit" : ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
  const done = new Promise<Result>((resolve) => {
    child.on("error", (error) => resolve({ name, code: 1, output: `${output}${String(error)}\n` }));
    child.on("close", (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output }));
  });
  return { child, done };
}

const npm = (script: string, show = false) => start(`npm run ${script}`, "npm", ["run", "--silent", script], show);

function fail(result: Result): never {
  process.stderr.write(`\n${result.name} failed (exit code ${result.code}):\n${result.output}`);
  process.exit(result.code || 1);
}

// The whole suite drives Chromium: say so before building rather than after the unit tests.
const missing = process.argv.length > 2 ? [] : missingFor("test", { env: process.env, exists: (file) => fs.existsSync(file) });
if (missing.length > 0) {
  process.stderr.write(`npm test cannot start here:\n${missing.map((m) => `- ${m}`).join("\n")}\n`);
  process.exit(1);
}

const checks = [npm("typecheck"), npm("lint"), npm("format:check"), npm("knip")];
// The first check that fails (never settles while they pass).
const checkFailed = Promise.race(checks.map((c) => c.done.then((r) => (r.code === 0 ? new Promise<never>(() => {}) : r))));

const build = npm("build", true);
const afterBuild = await Promise.race([
  build.done.then((r) => ({ step: "build" as const, r })),
  checkFailed.then((r) => ({ step: "check" as const, r })),
]);
if (afterBuild.step === "check") {
  build.child.kill("SIGTERM");
  fail(afterBuild.r);
}
if (afterBuild.r.code !== 0) {
  // The build's own output is above.
  checks.forEach((c) => c.child.kill("SIGTERM"));
  process.exit(afterBuild.r.code);
}

const vitest = start("vitest", process.execPath, [path.resolve("node_modules/vitest/vitest.mjs"), "run", ...process.argv.slice(2)], true);
const afterTests = await Promise.race([
  vitest.done.then((r) => ({ step: "tests" as const, r })),
  checkFailed.then((r) => ({ step: "check" as const, r })),
]);
if (afterTests.step === "check") {
  // Cancel the tests as Ctrl-C does (the runner stops its servers), then say why.
  vitest.child.kill("SIGINT");
  await vitest.done;
  fail(afterTests.r);
}
// The checks finish long before the tests; should one still run, wait for it.
for (const check of await Promise.all(checks.map((c) => c.done))) if (check.code !== 0) fail(check);
process.exit(afterTests.r.code);
