import type { Page } from "playwright-core";

/** A page's data address asking for the layouts' parts only: the answer lacks the page's own, as when its loader failed on the server. */
export function withoutPagePart(url: string) {
  const asked = new URL(url);
  asked.searchParams.set("_routes", "root,routes/public/layout");
  return asked.toString();
}

/**
 * The page's data (`pattern`) answers the first time without the page's own part (a loader that
 * failed); a retry's request is held until `release()`, so a test can see the spinner meanwhile.
 * `calls()` counts the requests.
 */
export async function failFirstLoad(page: Page, pattern: string) {
  let calls = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    calls += 1;
    if (calls === 1) await route.fulfill({ response: await route.fetch({ url: withoutPagePart(route.request().url()) }) });
    else {
      await held;
      await route.continue();
    }
  });
  return { release, calls: () => calls };
}
