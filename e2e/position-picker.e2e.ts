import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, setupBrowser } from "./support/browser";

// The property form's position picker on a phone (issue 34 §9, §10): it follows the place typed under
// Lokacioni, says so when the pin lies far from it, and its zoom buttons speak the page's language.

const { newPage } = setupBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PRIZREN = { lat: 42.2139, lng: 20.7397 };

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The map tile (x, y) holding a position at a zoom (the local tiles' address names it: /map-tiles/z/x/y.png). */
function tileOf(at: { lat: number; lng: number }, zoom: number) {
  const n = 2 ** zoom;
  const lat = (at.lat * Math.PI) / 180;
  return {
    x: Math.floor(((at.lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n),
  };
}

/** The position the picker's fields hold now. */
async function fields(page: Page) {
  return {
    lat: Number(await page.getByLabel("Gjerësia gjeografike").inputValue()),
    lng: Number(await page.getByLabel("Gjatësia gjeografike").inputValue()),
  };
}

/** A tap at a point of the map, `dx` pixels right of its centre. */
async function tapMap(map: Locator, dx: number) {
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + dx, y: box.height / 2 } });
}

/**
 * Zooms out from `from` by `times` steps, each step waited for until a tile of the new zoom has loaded
 * and Leaflet's transition is over (a click during the transition may be lost, or land on the old scale).
 */
async function zoomedOut(page: Page, map: Locator, from: number, times: number) {
  const button = map.getByRole("button", { name: "Zvogëlo" });
  for (let zoom = from - 1; zoom >= from - times; zoom--) {
    await button.click();
    await expect(map.locator(`img.leaflet-tile-loaded[src*="/map-tiles/${zoom}/"]`).first()).toBeVisible();
    await expect(map.locator(".leaflet-zoom-anim")).toHaveCount(0);
  }
  await page.waitForTimeout(300);
}

describe("the position picker on a phone", () => {
  it.each(["light", "dark"] as const)(
    "centres on the place typed, warns when the pin is far from it (and not when near), with Albanian zoom buttons (%s)",
    async (colorScheme) => {
      // The form is only read and typed into, never sent: the demo premium seller's stored session.
      const page = await newPage({ ...PHONE, colorScheme, signedInAs: "premium" });
      await page.goto("/add-property");
      const map = page.getByTestId("position-picker-map");
      const warning = page.getByTestId("position-warning");
      await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();

      // Leaflet's zoom buttons, in the page's language.
      await expect(map.getByRole("button", { name: "Zmadho" })).toHaveAttribute("title", "Zmadho");
      await expect(map.getByRole("button", { name: "Zvogëlo" })).toHaveAttribute("title", "Zvogëlo");
      await expect(map.getByRole("button", { name: /Zoom/ })).toHaveCount(0);

      // The map goes to the place typed (after a pause in typing): Prizren's tile at the town's zoom
      // shows, and a tap in the map's middle is in Prizren.
      await page.getByLabel("Lokacioni").pressSequentially("Prizren");
      const { x, y } = tileOf(PRIZREN, 13);
      await expect(map.locator(`img.leaflet-tile[src$="/13/${x}/${y}.png"]`)).toHaveCount(1);
      await expect(map.locator(".leaflet-zoom-anim")).toHaveCount(0);
      await tapMap(map, 0);
      expect(distanceKm(await fields(page), PRIZREN)).toBeLessThan(1);
      await expect(map.locator(".prona-pin")).toBeVisible();
      await expect(warning).toHaveText("");

      // A pin put well away from Prizren: said, with the distance and the place, in the live region.
      await zoomedOut(page, map, 13, 4);
      await tapMap(map, 160);
      const far = await fields(page);
      expect(distanceKm(far, PRIZREN)).toBeGreaterThan(20);
      await expect(warning).toHaveAttribute("aria-live", "polite");
      await expect(warning).toHaveText(/Shenja është rreth \d+ km larg qendrës së vendit që shkruat te Lokacioni \(Prizren\)/);
      await expectAccessible(page);

      // The place's centre puts it right; coordinates typed far away warn too.
      await page.getByRole("button", { name: "Përdor qendrën e vendit" }).click();
      await expect(warning).toHaveText("");
      await page.getByLabel("Gjerësia gjeografike").fill("42.6629");
      await page.getByLabel("Gjatësia gjeografike").fill("21.1655");
      await expect(warning).toContainText("(Prizren)");
      await page.getByRole("button", { name: "Përdor qendrën e vendit" }).click();
      await expect(page.getByLabel("Gjerësia gjeografike")).toHaveValue("42.2139");
      await expect(warning).toHaveText("");

      // Another place typed: the warning follows the location, not only the pin.
      await page.getByLabel("Lokacioni").fill("Pejë");
      await expect(warning).toContainText("(Pejë)");
      expectNoPageErrors(page);
    },
  );

  it("speaks English on an English page: the zoom buttons and the warning", async () => {
    const page = await newPage({ ...PHONE, signedInAs: "premium" });
    await page.goto("/add-property?lang=en");
    const map = page.getByTestId("position-picker-map");
    await expect(map.getByRole("button", { name: "Zoom in" })).toBeVisible();
    await page.getByLabel("Location *").fill("Gjakovë");
    await page.getByLabel("Latitude").fill("42.6629");
    await page.getByLabel("Longitude").fill("21.1655");
    await expect(page.getByTestId("position-warning")).toHaveText(
      /The pin is about \d+ km from the centre of the place you typed under Location \(Gjakovë\)/,
    );
    expectNoPageErrors(page);
  });
});
