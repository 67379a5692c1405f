import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

// Web-first assertions for Playwright locators and pages in Vitest: each retries until it holds (or,
// with .not, until it does not) for up to 5 seconds, like Playwright Test's own.

const TIMEOUT = 5_000;
type Check = () => Promise<{ pass: boolean; actual: unknown }>;

async function poll(negated: boolean | undefined, check: Check) {
  const isNot = Boolean(negated);
  const deadline = Date.now() + TIMEOUT;
  let last = await check().catch((error: unknown) => ({ pass: false, actual: String(error) }));
  while (last.pass === isNot && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    last = await check().catch((error: unknown) => ({ pass: false, actual: String(error) }));
  }
  return last;
}

function matches(actual: string, expected: string | RegExp): boolean {
  return typeof expected === "string" ? actual === expected : expected.test(actual);
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

expect.extend({
  async toHaveURL(page: Page, expected: string | RegExp) {
    const r = await poll(this.isNot, async () => ({ pass: matches(page.url(), expected), actual: page.url() }));
    return { pass: r.pass, message: () => `expected URL ${String(r.actual)} ${this.isNot ? "not " : ""}to match ${String(expected)}` };
  },
  async toBeVisible(locator: Locator) {
    const r = await poll(this.isNot, async () => {
      const visible = await locator.isVisible();
      return { pass: visible, actual: visible };
    });
    return { pass: r.pass, message: () => `expected ${String(locator)} ${this.isNot ? "not " : ""}to be visible` };
  },
  async toBeHidden(locator: Locator) {
    const r = await poll(this.isNot, async () => {
      const hidden = await locator.isHidden();
      return { pass: hidden, actual: hidden };
    });
    return { pass: r.pass, message: () => `expected ${String(locator)} ${this.isNot ? "not " : ""}to be hidden` };
  },
  async toHaveText(locator: Locator, expected: string | RegExp) {
    const r = await poll(this.isNot, async () => {
      const text = squash(await locator.innerText({ timeout: 500 }));
      return { pass: matches(text, expected), actual: text };
    });
    return { pass: r.pass, message: () => `expected ${String(locator)} to have text ${String(expected)}, got "${String(r.actual)}"` };
  },
  async toContainText(locator: Locator, expected: string) {
    const r = await poll(this.isNot, async () => {
      const text = squash(await locator.innerText({ timeout: 500 }));
      return { pass: text.includes(expected), actual: text };
    });
    return { pass: r.pass, message: () => `expected ${String(locator)} to contain "${expected}", got "${String(r.actual)}"` };
  },
  async toHaveValue(locator: Locator, expected: string) {
    const r = await poll(this.isNot, async () => {
      const value = await locator.inputValue({ timeout: 500 });
      return { pass: value === expected, actual: value };
    });
    return { pass: r.pass, message: () => `expected ${String(locator)} to have value "${expected}", got "${String(r.actual)}"` };
  },
  async toBeFocused(locator: Locator) {
    const r = await poll(this.isNot, async () => {
      const focused = await locator.evaluate((element) => element === document.activeElement, undefined, { timeout: 500 });
      return { pass: focused, actual: focused };
    });
    return { pass: r.pass, message: () => `expected ${String(locator)} ${this.isNot ? "not " : ""}to be focused` };
  },
  async toBeChecked(locator: Locator) {
    const r = await poll(this.isNot, async () => {
      const checked = await locator.isChecked({ timeout: 500 });
      return { pass: checked, actual: checked };
    });
    return { pass: r.pass, message: () => `expected ${String(locator)} ${this.isNot ? "not " : ""}to be checked` };
  },
  async toHaveAttribute(locator: Locator, name: string, expected?: string) {
    const r = await poll(this.isNot, async () => {
      const value = await locator.getAttribute(name, { timeout: 500 });
      return { pass: expected === undefined ? value !== null : value === expected, actual: value };
    });
    return {
      pass: r.pass,
      message: () =>
        `expected ${String(locator)} attribute ${name} ${this.isNot ? "not " : ""}to be ${String(expected)}, got ${String(r.actual)}`,
    };
  },
  async toHaveCount(locator: Locator, expected: number) {
    const r = await poll(this.isNot, async () => {
      const count = await locator.count();
      return { pass: count === expected, actual: count };
    });
    return { pass: r.pass, message: () => `expected ${String(locator)} to have count ${expected}, got ${String(r.actual)}` };
  },
});

interface WebMatchers<R = unknown> {
  toHaveURL(expected: string | RegExp): Promise<R>;
  toBeVisible(): Promise<R>;
  toBeHidden(): Promise<R>;
  toHaveText(expected: string | RegExp): Promise<R>;
  toContainText(expected: string): Promise<R>;
  toHaveValue(expected: string): Promise<R>;
  toBeFocused(): Promise<R>;
  toBeChecked(): Promise<R>;
  toHaveAttribute(name: string, expected?: string): Promise<R>;
  toHaveCount(expected: number): Promise<R>;
}

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Assertion<T = any> extends WebMatchers<T> {}
}
