import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./module-preloads";

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority, and nothing else", () => {
    const head =
      '<head><link rel="modulepreload" href="/assets/a.js" nonce=""/><link rel="modulepreload" href="/assets/b.js"/>' +
      '<link rel="icon" href="/favicon.svg"/><link rel="preload" as="image" href="/x.webp" fetchPriority="high"/></head>';
    expect(lowPriorityModulePreloads(head)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce=""/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>' +
        '<link rel="icon" href="/favicon.svg"/><link rel="preload" as="image" href="/x.webp" fetchPriority="high"/></head>',
    );
  });
});
