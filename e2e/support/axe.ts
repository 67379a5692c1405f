import axe from "axe-core";
import type { Frame, Page } from "playwright-core";

type AxeWindow = { axe?: typeof axe };

/** Gives a frame's document axe-core, unless it has it already (from an earlier check of the same document). */
async function injectAxe(frame: Frame) {
  if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axe.source);
}

/**
 * The accessibility violations on the page as it is now: axe.run on the whole document, in the page, with
 * every frame given axe so that the run checks frames too (as @axe-core/playwright's legacy mode does).
 * The difference is the large axe source (see docs/performance.md): that package evaluates it twice per check, and again when
 * the same document is checked a second time; here each document compiles it once.
 */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  await injectAxe(page.mainFrame());
  for (const frame of page.frames().slice(1)) {
    // A frame that went away or refuses scripts is left out, as that package leaves it out.
    await injectAxe(frame).catch(() => undefined);
  }
  return page.evaluate(async (options) => (await (window as AxeWindow).axe!.run(document, options)).violations, {
    resultTypes: ["violations"],
  } satisfies axe.RunOptions);
}
