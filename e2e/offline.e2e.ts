import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, setupBrowser } from "./support/browser";
import { withoutPagePart } from "./support/failed-load";

// A link tapped while the connection is down, and a page the server failed (issue 34 §11), on a phone:
// a styled page in the site's header and footer that says which it was, and "Provo përsëri".

const { newPage } = setupBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The page's stylesheet applies: the retry button is drawn as a button (the brand's blue, not transparent). */
async function styled(page: Page) {
  return page
    .getByRole("button", { name: "Provo përsëri" })
    .evaluate((button) => getComputedStyle(button).backgroundColor !== "rgba(0, 0, 0, 0)");
}

describe("offline", () => {
  it.each(["light", "dark"] as const)(
    "a link tapped offline shows the styled offline page with the header and footer; 'Provo përsëri' opens the page once online (%s)",
    async (colorScheme) => {
      const page = await newPage({ ...PHONE, colorScheme });
      await page.goto("/vlersimet");
      await page.context().setOffline(true);
      await page.getByTestId("footer").getByRole("link", { name: "Agjencitë" }).click();

      await expect(page.getByRole("heading", { level: 1, name: "Lidhja me internetin u ndërpre" })).toBeVisible();
      await expect(page.getByRole("alert")).toContainText("pajisja juaj nuk është e lidhur me internetin");
      await expect(page.getByTestId("top-nav")).toBeVisible();
      await expect(page.getByTestId("footer")).toBeVisible();
      await expect(page.getByRole("link", { name: "Kthehu në ballinë" })).toBeVisible();
      expect(await styled(page)).toBe(true);
      await expect.poll(() => page.title()).toBe("Lidhja me internetin u ndërpre – Prona");
      await expectAccessible(page);

      // Still offline: it says so and stays (no browser error page).
      await page.getByRole("button", { name: "Provo përsëri" }).click();
      await expect(page.getByTestId("route-error-status")).toHaveText("Ende pa lidhje. Provoni përsëri pasi të jeni në internet.");
      await expect(page.getByRole("heading", { level: 1, name: "Lidhja me internetin u ndërpre" })).toBeVisible();

      // Back online: the page asked for opens.
      await page.context().setOffline(false);
      await page.getByRole("button", { name: "Provo përsëri" }).click();
      await expect(page).toHaveURL(/\/agjencite$/);
      await expect(page.getByRole("heading", { level: 1, name: "Agjencitë e patundshmërive" })).toBeVisible();
      await expect(page.getByTestId("top-nav")).toBeVisible();
      expectNoPageErrors(page);
    },
  );

  it("says it in the page's language, from the phone menu too", async () => {
    const page = await newPage(PHONE);
    await page.goto("/kontakt?lang=en");
    await page.context().setOffline(true);
    const menu = page.getByTestId("mobile-menu");
    await menu.locator("summary").click();
    await menu.getByRole("navigation").getByRole("link", { name: "Agencies", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The connection dropped" })).toBeVisible();
    await expect(page.getByTestId("top-nav")).toBeVisible();
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/agjencite/);
    expectNoPageErrors(page);
  });

  it("a data request that never arrives, though the browser thinks it is online, says the connection dropped; trying again loads the page", async () => {
    const page = await newPage({ ...PHONE, colorScheme: "dark" });
    const dark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    await page.goto("/vlersimet");
    await page.route(/\.data(\?|$)/, (route) => route.abort("internetdisconnected"));
    await page.getByTestId("footer").getByRole("link", { name: "Kontakt" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Lidhja me internetin u ndërpre" })).toBeVisible();
    // The site's stylesheet and the theme stay though the root's layout was replaced (lib/keep-document-look.ts).
    expect(await styled(page)).toBe(true);
    expect(await dark()).toBe(true);
    await expect(page.locator("body")).not.toContainText("offline.");
    await expectAccessible(page);
    await page.unroute(/\.data(\?|$)/);
    await page.getByRole("button", { name: "Provo përsëri" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Na Kontaktoni" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    expect(await dark()).toBe(true);
    // The browser reports the empty style element the root's layout writes once replaced (a CSP
    // refusal of an inline style): the page's errors are not checked here.
  });
});

describe("the server failed the page", () => {
  it.each(["light", "dark"] as const)(
    "shows the styled generic error with the header and footer, not the offline page; 'Provo përsëri' loads it (%s)",
    async (colorScheme) => {
      const page = await newPage({ ...PHONE, colorScheme });
      await page.goto("/vlersimet");
      // The page's data comes without the page's own part (as when its loader failed on the server).
      await page.route("**/kontakt.data*", async (route) => {
        await route.fulfill({ response: await route.fetch({ url: withoutPagePart(route.request().url()) }) });
      });
      await page.getByTestId("footer").getByRole("link", { name: "Kontakt" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Ndodhi një gabim i papritur" })).toBeVisible();
      await expect(page.getByText("Lidhja me internetin u ndërpre")).toHaveCount(0);
      await expect(page.getByTestId("top-nav")).toBeVisible();
      await expect(page.getByTestId("footer")).toBeVisible();
      expect(await styled(page)).toBe(true);
      await expectAccessible(page);
      await page.unroute("**/kontakt.data*");
      await page.getByRole("button", { name: "Provo përsëri" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Na Kontaktoni" })).toBeVisible();
      expectNoPageErrors(page);
    },
  );
});
