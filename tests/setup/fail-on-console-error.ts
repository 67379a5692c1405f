import { afterEach, beforeEach, vi } from "vitest";

// A console.error during a test is a bug somewhere: the test fails.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length) {
    throw new Error(`console.error was called during the test:\n${errors.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});
