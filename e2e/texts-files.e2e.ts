import { describe, expect, it } from "vitest";
import { expectNoPageErrors, setupBrowser } from "./support/browser";

// A document names its texts' files instead of carrying them (decision 0028): the browser fetches them
// (the head preloads them) and hydrates with them.

const { newPage } = setupBrowser();

describe("texts as files", () => {
  it("hydrates /listings with the texts' files the document named, each fetched once, and navigates on with them", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/texts-/.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/listings");
    const named = JSON.parse((await page.locator("#prona-texts").textContent()) ?? "{}") as Record<string, string>;
    expect(Object.keys(named).sort()).toEqual(["sq/common", "sq/errors", "sq/listings", "sq/map", "sq/savedSearches"]);
    expect(fetched.sort()).toEqual(Object.values(named).sort());
    // A client-side navigation to a listing: its texts come with its data; every key is found
    // (a missing one is a console error, which fails the test).
    await page.getByRole("link", { name: "Shiko detajet" }).first().click();
    await page.waitForURL(/\/property\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(fetched.length).toBe(Object.keys(named).length);
    expectNoPageErrors(page);
  });

  it("a file that fails to arrive is loaded as its catalog chunk, and the page still hydrates with its texts", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.route(/\/assets\/texts-sq-listings-[^/]+\.json$/, (route) => route.abort());
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/listings-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    // The page's own goto waits for hydration.
    await page.goto("/listings");
    expect(chunks.length).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1, name: "Shpallje" })).toBeVisible();
    // Rendered in the browser with every text it uses: a missing one is a console error (checked below).
    await page.getByRole("link", { name: "Shiko detajet" }).first().click();
    await page.waitForURL(/\/property\//);
    expectNoPageErrors(page);
  });
});
