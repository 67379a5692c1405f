import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, expectNoPageErrors, registerInContext, setupBrowser, signIn } from "./support/browser";

// Where it is (issue 13 item 2): the map view of /listings, the detail page's map and the property
// form's picker, with the tiles served by the app itself (MAP_TILE_URL=local): no request ever leaves
// this machine.

const { newPage } = setupBrowser();

/** Every request the page makes to a host other than this machine (there must be none). */
function watchHosts(page: Page): string[] {
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (!["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) outside.push(request.url());
  });
  return outside;
}

const countOf = async (page: Page) =>
  Number((await page.getByRole("heading", { name: /prona? të gjetura?|pronë e gjetur/ }).textContent())!.match(/\d+/)![0]);

/**
 * The page's count equals the search's total as the API gives it. Other files add and delete listings on
 * the shared server meanwhile, so the comparison is made only when the total did not change around the
 * page's load.
 */
async function countMatchesTotal(page: Page): Promise<boolean> {
  const total = async () => ((await (await page.request.get("/api/properties")).json()) as { total: number }).total;
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = await total();
    await page.reload();
    const shown = await countOf(page);
    if ((await total()) === before) return shown === before;
  }
  return false;
}

describe("the map view of /listings", () => {
  it("shows the search's listings as clustered markers; 'Kërko në këtë zonë' narrows the list and puts bounds in the URL", async () => {
    const page = await newPage();
    const outside = watchHosts(page);
    await page.goto("/listings");
    await page.getByRole("link", { name: "Harta" }).click();
    await page.waitForURL(/view=map/);
    const map = page.getByTestId("listings-map");
    await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
    // Clusters (a count) and single markers (a price) together stand for every listing found.
    await expect(map.locator(".prona-cluster").first()).toBeVisible();
    const shown = () =>
      map.evaluate(
        (element) =>
          [...element.querySelectorAll(".prona-cluster span[aria-hidden]")].reduce((sum, span) => sum + Number(span.textContent), 0) +
          element.querySelectorAll(".prona-price").length,
      );
    // Against the count the map view's page states (other files add listings on the shared server).
    await expect.poll(async () => (await shown()) === (await countOf(page))).toBe(true);
    const all = await countOf(page);
    await expectAccessible(page);

    // A marker opens a card that links to its listing.
    await map.locator(".prona-cluster").first().click();
    const price = map.locator(".prona-price").first();
    await expect(price).toBeVisible();
    // The cluster's zoom may still be moving the marker when it is first clicked: click until the card opens.
    const cardLink = map.getByRole("link", { name: "Shiko pronën" });
    await expect
      .poll(
        async () => {
          if (!(await cardLink.isVisible())) await price.click();
          return cardLink.isVisible();
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe(true);
    await page.keyboard.press("Escape");

    // Zooming in shows the button; it searches the visible area only.
    const zoomIn = map.getByRole("button", { name: "Zmadho" });
    await zoomIn.click();
    await zoomIn.click();
    await page.getByRole("button", { name: "Kërko në këtë zonë" }).click();
    await page.waitForURL(/bounds=/);
    const bounds = new URL(page.url()).searchParams.get("bounds")!.split(",").map(Number);
    expect(bounds).toHaveLength(4);
    expect(bounds[0]!).toBeLessThan(bounds[2]!);
    await expect(page.getByText("Zona e zgjedhur në hartë")).toBeVisible();
    const narrowed = await countOf(page);
    expect(narrowed).toBeLessThan(all);
    // The list and the map answer the same search.
    const markers = (await (await page.request.get(`/api/properties/map?bounds=${bounds.join(",")}`)).json()) as { total: number };
    expect(markers.total).toBe(narrowed);

    // The chip clears the area.
    await page.getByRole("link", { name: "Hiq filtrin e zonës" }).click();
    await page.waitForURL((url) => !url.searchParams.has("bounds"));
    await expect.poll(() => countOf(page)).toBeGreaterThan(narrowed);
    expect(await countMatchesTotal(page)).toBe(true);
    expect(outside).toEqual([]);
    expectNoPageErrors(page);
  });

  it("on a 390 px phone one pane shows at a time, through the one view switch (issue 34 §2)", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const outside = watchHosts(page);
    await page.goto("/listings?view=map");
    const views = page.getByRole("group", { name: "Pamja" });
    // One switch, not two.
    await expect(views).toHaveCount(1);
    await expect(page.getByRole("button", { name: /^(Lista|Harta)$/ })).toHaveCount(0);
    const mapLink = views.getByRole("link", { name: "Harta" });
    const listLink = views.getByRole("link", { name: "Listë" });
    const results = page.getByRole("list", { name: "Rezultatet e kërkimit" });
    const map = page.getByTestId("listings-map");
    await expect(mapLink).toHaveAttribute("aria-current", "true");
    await expect(map.locator(".prona-cluster").first()).toBeVisible();
    await expect(results).toBeHidden();
    await Promise.all([page.waitForURL(/view=list/), listLink.click()]);
    await expect(listLink).toHaveAttribute("aria-current", "true");
    await expect(results).toBeVisible();
    await expect(map).toHaveCount(0);
    await Promise.all([page.waitForURL(/view=map/), mapLink.click()]);
    await expect(map.locator(".prona-cluster").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    expect(outside).toEqual([]);
    expectNoPageErrors(page);
  });

  it("without JavaScript the map view still lists the listings", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/listings?view=map");
    await expect(page.getByRole("list", { name: "Rezultatet e kërkimit" }).getByRole("article").first()).toBeVisible();
  });
});

describe("the detail page's map", () => {
  it("shows the pin of an exact listing, and the address text without JavaScript", async () => {
    const page = await newPage();
    const outside = watchHosts(page);
    // Not the penthouse: property.e2e counts that page's live viewers.
    await page.goto("/listings?q=Kalabri");
    await page.getByRole("link", { name: "Banesë 3+1 në Kalabri" }).first().click();
    await page.waitForURL(/\/property\//);
    await expect(page.getByRole("heading", { name: "Vendndodhja" })).toBeVisible();
    const map = page.getByTestId("detail-map");
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator(".prona-pin")).toBeVisible();
    await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
    await expectAccessible(page);
    expect(outside).toEqual([]);
    expectNoPageErrors(page);

    const plain = await newPage({ javaScriptEnabled: false });
    await plain.goto(new URL(page.url()).pathname);
    await expect(
      plain.getByRole("region", { name: "Vendndodhja" }).or(plain.locator("section[aria-labelledby=location-heading]")),
    ).toContainText("Prishtinë");
  });

  it("loads Leaflet on a phone only when the reader scrolls near a listing's map", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/listings?q=Kalabri");
    const listing = String(await page.getByRole("link", { name: "Banesë 3+1 në Kalabri" }).first().getAttribute("href"));
    const leaflet: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/leaflet/.test(request.url())) leaflet.push(request.url());
    });
    await page.goto(listing);
    await page.waitForLoadState("networkidle");
    // Below the photos, the description and the contact form: not needed for the page to be usable.
    expect(leaflet).toEqual([]);
    const map = page.getByTestId("detail-map");
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator(".prona-pin")).toBeVisible();
    expect(leaflet.length).toBeGreaterThan(0);
    expectNoPageErrors(page);
  });

  it("shows a circle, not a pin, for an approximate listing", async () => {
    const page = await newPage();
    await registerInContext(page);
    const created = await page.request.post("/api/properties", {
      data: {
        title: "Shtëpi me vendndodhje të përafërt",
        description: "Vetëm zona.",
        price: 90_000,
        location: "Prizren",
        latitude: 42.21234,
        longitude: 20.74321,
        location_approximate: true,
      },
      headers: { origin: baseUrl() },
    });
    expect(created.status()).toBe(201);
    const { property } = (await created.json()) as { property: { id: string } };
    // The owner sees it (pending): approve it through the owner's own view is not possible, so the owner looks.
    await page.goto(`/property/${property.id}`);
    const map = page.getByTestId("detail-map");
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator("path.prona-area")).toBeVisible();
    expect(await map.locator(".prona-pin").count()).toBe(0);
    await expect(page.getByText("vetëm zonën e përafërt")).toBeVisible();
  });
});

describe("the property form's position picker", () => {
  it("a click on the map sets the position fields; the place's centre fills them too; the listing is saved there", async () => {
    const page = await newPage();
    const outside = watchHosts(page);
    await signIn(page, "premium@prona.local");
    await page.goto("/add-property");
    const latitude = page.getByLabel("Gjerësia gjeografike");
    const longitude = page.getByLabel("Gjatësia gjeografike");
    await expect(latitude).toHaveValue("");
    const map = page.getByTestId("position-picker-map");
    await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();

    await page.getByLabel("Lokacioni").fill("Prizren");
    await page.getByRole("button", { name: "Përdor qendrën e vendit" }).click();
    await expect(latitude).toHaveValue("42.2139");
    await expect(longitude).toHaveValue("20.7397");

    await expect(map.locator(".prona-pin")).toBeVisible();
    await map.click({ position: { x: 80, y: 60 } });
    await expect(latitude).not.toHaveValue("42.2139");
    const lat = Number(await latitude.inputValue());
    const lng = Number(await longitude.inputValue());
    expect(lat).toBeGreaterThan(42.2139);
    expect(lng).toBeLessThan(20.7397);

    await page.getByLabel("Vetëm zonën e përafërt").check();
    await page.getByLabel("Titulli").fill("Banesë me pozicion nga harta");
    await page.getByLabel("Përshkrimi").fill("Banesë e ndritshme pranë qendrës.");
    await page.getByLabel("Çmimi (€)").fill("400");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Shto pronën" }).click();
    // Saved: the form says so and moves on to my properties.
    await page.waitForURL(/\/my-properties/, { timeout: 15_000 });
    const mine = (await (await page.request.get("/api/my/properties")).json()) as {
      properties: { title: string; latitude: number; longitude: number; location_approximate: boolean }[];
    };
    expect(mine.properties.find((p) => p.title === "Banesë me pozicion nga harta")).toMatchObject({
      latitude: lat,
      longitude: lng,
      location_approximate: true,
    });
    expect(outside).toEqual([]);
    expectNoPageErrors(page);
  });

  it("refuses a position outside Kosovo in the form, with the message by the field", async () => {
    const page = await newPage();
    await registerInContext(page);
    await page.goto("/add-property");
    await page.getByLabel("Titulli").fill("Banesë jashtë");
    await page.getByLabel("Përshkrimi").fill("Përshkrim.");
    await page.getByLabel("Çmimi (€)").fill("300");
    await page.getByLabel("Lokacioni").fill("Tiranë");
    await page.getByLabel("Gjerësia gjeografike").fill("41.3275");
    await page.getByLabel("Gjatësia gjeografike").fill("19.8187");
    await page.getByRole("button", { name: "Shto pronën" }).click();
    await expect(page.getByText("Pozicioni duhet të jetë brenda Kosovës").first()).toBeVisible();
  });
});
