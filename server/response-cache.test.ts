import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashedPolicy } from "./response-cache";

// A kept page's policy (decision 0023): the hashes of the inline scripts and stylesheet Prona wrote,
// which carry the response's nonce when rendered, in the nonce's place; nothing else of the page.

const NONCE = "q1W+e/R5t7Y8u9I0o1P2aQ==";
const CSP = `default-src 'self'; script-src 'self' 'nonce-${NONCE}'; style-src 'self' 'nonce-${NONCE}'; frame-ancestors 'none'`;
const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** A page as rendered with the nonce: the app's own inline scripts and stylesheet, and what is not the app's. */
const page = [
  "<!DOCTYPE html><html><head>",
  `<script nonce="${NONCE}">document.documentElement.dataset.theme = "light";</script>`,
  `<style nonce="${NONCE}">body{margin:0}</style>`,
  // Not run (data), so no policy applies: React writes no nonce on it.
  '<script type="application/ld+json">{"@type":"Offer"}</script>',
  "</head><body><main>",
  // Made to look like the app's: the nonce of another response, an attribute that only names it, none.
  '<script nonce="someone-else">alert(1)</script>',
  `<script data-nonce="${NONCE}">alert(2)</script>`,
  "<script>alert(3)</script>",
  "<style>body{display:none}</style>",
  "</main>",
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">import("/assets/entry.js");</script>`,
  `<script nonce="${NONCE}" src="/assets/manifest.js"></script>`,
  "</body></html>",
].join("");

describe("hashedPolicy", () => {
  const policy = hashedPolicy(CSP, NONCE, page);
  const directive = (name: string) =>
    policy
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));

  it("allows the inline scripts and the stylesheet that carried the response's nonce, by their hashes", () => {
    const ours = ['document.documentElement.dataset.theme = "light";', "window.__reactRouterContext = {};", 'import("/assets/entry.js");'];
    expect(directive("script-src")).toBe(`script-src 'self' ${ours.map(hash).join(" ")}`);
    expect(directive("style-src")).toBe(`style-src 'self' ${hash("body{margin:0}")}`);
    expect(policy).not.toContain(NONCE);
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  it("allows no inline script or style without the nonce, whatever else it carries", () => {
    for (const text of ["alert(1)", "alert(2)", "alert(3)", '{"@type":"Offer"}', "body{display:none}", ""]) {
      expect(policy).not.toContain(hash(text));
    }
  });

  it("hashes a script's text as the kept page has it, the nonce taken out wherever it was", () => {
    const withNonceInside = `<script nonce="${NONCE}">window.n = "${NONCE}";</script>`;
    expect(hashedPolicy(CSP, NONCE, withNonceInside)).toContain(`script-src 'self' ${hash('window.n = "";')}`);
  });
});
