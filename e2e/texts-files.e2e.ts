import { describe, expect, it } from "vitest";
import { expectNoPageErrors, setupBrowser } from "./support/browser";

// A document names its texts' file instead of carrying them (decisions 0028, 0029): the browser fetches
// it (the head preloads it) and hydrates with it.

const { newPage } = setupBrowser();

describe("texts as a file", () => {
  it("hydrates /listings with the one texts file the document named, fetched once, and navigates on with it", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/texts\//.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/listings");
    const named = JSON.parse((await page.locator("#prona-texts").textContent()) ?? "{}") as Record<string, string>;
    expect(Object.keys(named).sort()).toEqual(["sq/common", "sq/errors", "sq/listings", "sq/map", "sq/saved-searches"]);
    const files = [...new Set(Object.values(named))];
    expect(files).toHaveLength(1);
    expect(fetched).toEqual(files);
    // A client-side navigation to a listing: its texts come with its data; every key is found
    // (a missing one is a console error, which fails the test).
    await page.getByRole("link", { name: "Shiko detajet" }).first().click();
    await page.waitForURL(/\/property\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(fetched).toHaveLength(1);
    expectNoPageErrors(page);
  });

  it("when the file fails to arrive, the texts are loaded as catalog chunks, and the page still hydrates with them", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.route(/\/texts\/sq\/[^/]+\.json$/, (route) => route.abort());
    const chunks: string[] = [];
    page.on("request", (request) => {
      // The catalog chunks of the shell's texts (the route's own chunk is also "listings-…").
      if (/\/assets\/(common|errors|saved-searches)-[^/]+\.js$/.test(request.url())) chunks.push(new URL(request.url()).pathname);
    });
    // The page's own goto waits for hydration.
    await page.goto("/listings");
    const names = chunks.map((chunk) => /^(common|errors|saved-searches)-/.exec(chunk.split("/").pop()!)![1]);
    expect(names.sort()).toEqual(["common", "errors", "saved-searches"]);
    await expect(page.getByRole("heading", { level: 1, name: "Shpallje" })).toBeVisible();
    // Rendered in the browser with every text it uses: a missing one is a console error (checked below).
    await page.getByRole("link", { name: "Shiko detajet" }).first().click();
    await page.waitForURL(/\/property\//);
    expectNoPageErrors(page);
  });
});
