import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoPageErrors, registerInContext, setupBrowser } from "./support/browser";

// A reader's favourites on a signed-in page filled in from a template (server/signed-in-pages.ts,
// decision 0036): two readers of the same shape keep different listings of the same search; the second
// one's page is the first one's template with their own marks, and after hydration each sees exactly
// their own hearts pressed, and a heart still toggles.

const { newPage } = setupBrowser();

// A search of its own (the template's key is the address), so other tests' pages do not share it.
const SEARCH = "listing_type=rent&sort=price_low";

async function searchIds(): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/api/properties?${SEARCH}`);
  const body = (await response.json()) as { properties: { id: string }[] };
  expect(body.properties.length).toBeGreaterThanOrEqual(4);
  return body.properties.map((listing) => listing.id);
}

async function favorite(page: Page, id: string) {
  const response = await page.request.post(`/api/properties/${id}/favorite`, { headers: { origin: baseUrl() } });
  expect(response.status()).toBe(200);
}

const heart = (page: Page, id: string) =>
  page.locator("article", { has: page.locator(`a[href="/property/${id}"]`) }).getByRole("button", { name: /favorit/i });

/** The listings whose heart is pressed on the page, among `ids`. */
async function pressed(page: Page, ids: string[]): Promise<string[]> {
  const states = await Promise.all(ids.map(async (id) => ((await heart(page, id).getAttribute("aria-pressed")) === "true" ? [id] : [])));
  return states.flat();
}

/**
 * Opens the search; true when the page was filled in from a template. Another test's change of a
 * listing makes a new content version, whose template is made again by the next reader: tried a few
 * times until this reader's page is a filled-in one.
 */
async function openFilled(page: Page): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await page.goto(`/listings?${SEARCH}`);
    if (response?.headers()["server-timing"] === "template") return true;
  }
  return false;
}

describe("a reader's favourites on a signed-in page filled in from a template", () => {
  it("shows each reader exactly their own hearts pressed after hydration, and a heart toggles", async () => {
    const ids = (await searchIds()).slice(0, 12);
    const first = await newPage();
    const second = await newPage();
    await registerInContext(first, { name: "Arta Krasniqi" });
    await registerInContext(second, { name: "Besa Gashi" });
    await favorite(first, ids[0]!);
    await favorite(first, ids[2]!);
    await favorite(second, ids[1]!);

    // The first reader's page makes the template (rendered for them) and teaches it their marks.
    await first.goto(`/listings?${SEARCH}`);
    await expect(heart(first, ids[0]!)).toHaveAttribute("aria-pressed", "true");
    expect(await pressed(first, ids)).toEqual([ids[0], ids[2]]);

    // The second reader's page: the first reader's shape, filled in with their own name and hearts
    // (their mark learned from their first page, then filled in).
    expect(await openFilled(second)).toBe(true);
    expect(await pressed(second, ids)).toEqual([ids[1]]);
    await expect(second.getByTestId("user-menu")).toContainText("Besa");
    // And the first reader's again, filled in too.
    expect(await openFilled(first)).toBe(true);
    expect(await pressed(first, ids)).toEqual([ids[0], ids[2]]);

    // A heart toggles on a filled-in page: the second reader keeps the first listing too, and it stays.
    await Promise.all([
      second.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(`/property/${ids[0]}`)),
      heart(second, ids[0]!).click(),
    ]);
    await expect(heart(second, ids[0]!)).toHaveAttribute("aria-pressed", "true");
    await second.reload();
    expect(await pressed(second, ids)).toEqual([ids[0], ids[1]]);
    // And off again.
    await Promise.all([
      second.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(`/property/${ids[1]}`)),
      heart(second, ids[1]!).click(),
    ]);
    await expect(heart(second, ids[1]!)).toHaveAttribute("aria-pressed", "false");
    await second.reload();
    expect(await pressed(second, ids)).toEqual([ids[0]]);
    // The first reader's hearts are theirs still.
    await first.reload();
    expect(await pressed(first, ids)).toEqual([ids[0], ids[2]]);
    expectNoPageErrors(first);
    expectNoPageErrors(second);
  });
});
