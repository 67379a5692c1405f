import { describe, expect, it } from "vitest";
import { expectNoPageErrors, setupBrowser } from "./support/browser";

const { newPage } = setupBrowser();

/** The home page's JavaScript budget (issue #2; 128 KB since the icons moved to a sprite, issue #15): compressed bytes a visitor downloads. */
const HOME_JS_BUDGET = 128 * 1024;
/** /listings (issue #15): 158 KB while its filters carried zod and every schema, 134 KB without. */
const LISTINGS_JS_BUDGET = 136 * 1024;

/** The compressed JavaScript a visitor downloads for a page (what the network delivers, as gzip). */
async function javascriptOf(path: string) {
  const page = await newPage({ extraHTTPHeaders: { "accept-encoding": "gzip" } });
  const scripts: { url: string; bytes: number }[] = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    const sizes = await request.sizes();
    scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  await page.goto(path, { waitUntil: "networkidle" });
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.info(`${path} JavaScript: ${(total / 1024).toFixed(1)} KB in ${scripts.length} files`);
  expect(total).toBeGreaterThan(10 * 1024); // the measurement itself worked
  expectNoPageErrors(page);
  return { total, scripts };
}

describe("page weight", () => {
  it(`the home page downloads at most ${HOME_JS_BUDGET / 1024} KB of JavaScript (gzip), and no admin or chart code`, async () => {
    const { total, scripts } = await javascriptOf("/");
    expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET);
    expect(scripts.filter((s) => /admin|recharts|analytics/i.test(s.url)).map((s) => s.url)).toEqual([]);
  });

  it(`/listings downloads at most ${LISTINGS_JS_BUDGET / 1024} KB of JavaScript (gzip): no validation code (zod) for its filters`, async () => {
    const { total, scripts } = await javascriptOf("/listings");
    expect(total).toBeLessThanOrEqual(LISTINGS_JS_BUDGET);
    expect(scripts.filter((s) => /schemas/i.test(s.url)).map((s) => s.url)).toEqual([]);
  });
});
