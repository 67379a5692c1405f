import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, setupBrowser } from "./support/browser";

// Issue 34 §1, §2 and §5 (search), measured on a 390×844 phone: listings on the first screen of / and
// /listings, place suggestions that lead to their listings, one view switch, removable filter chips,
// the order at the top, and sold or rented listings only when asked for.

const { newPage } = setupBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** At least this much of the first card (its photo) shows on the first screen. */
const CARD_SHOWN = 160;

const firstCardTop = async (page: Page) => {
  const card = page.locator("main article").first();
  await expect(card).toBeVisible();
  return (await card.boundingBox())!.y;
};
const countOf = async (page: Page) => Number((await page.locator("#results-heading").textContent())!.match(/\d+/)?.[0] ?? "0");

describe("the first screen on a phone", () => {
  it.each(["sq", "en", "de"])("the first listing of / and /listings starts within the first screen (%s), light and dark", async (lang) => {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await newPage({ ...PHONE, colorScheme });
      for (const path of ["/", "/listings"]) {
        await page.goto(`${path}?lang=${lang}`);
        const top = await firstCardTop(page);
        expect(top, `${path} ${lang} ${colorScheme}`).toBeLessThan(PHONE.viewport.height - CARD_SHOWN);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      // axe once per theme (the languages give the same page in other words).
      if (lang === "sq") await expectAccessible(page);
      expectNoPageErrors(page);
    }
  });

  it("the home page's other filters wait behind 'Më shumë filtra' on a phone, and show at once on a wide screen", async () => {
    const page = await newPage(PHONE);
    await page.goto("/");
    const form = page.getByRole("form", { name: "Kërkimi i pronave" });
    await expect(form.getByLabel("Çmimi maksimal")).toBeHidden();
    await form.getByText("Më shumë filtra").click();
    await expect(form.getByLabel("Çmimi maksimal")).toBeVisible();
    await form.getByLabel("Dhoma").selectOption("2");
    await Promise.all([page.waitForURL(/\/listings\?/), form.getByRole("button", { name: "Kërko" }).click()]);
    expect(new URL(page.url()).searchParams.get("min_rooms")).toBe("2");

    const wide = await newPage();
    await wide.goto("/");
    const wideForm = wide.getByRole("form", { name: "Kërkimi i pronave" });
    await expect(wideForm.getByLabel("Çmimi maksimal")).toBeVisible();
    await expect(wideForm.getByText("Më shumë filtra")).toBeHidden();
    expectNoPageErrors(page);
    expectNoPageErrors(wide);
  });

  it("/listings has one view switch, and the order at the top of the results (a phone and a wide screen)", async () => {
    for (const options of [PHONE, { viewport: { width: 1280, height: 900 } }]) {
      const page = await newPage(options);
      await page.goto("/listings");
      await expect(page.getByRole("group", { name: "Pamja" })).toHaveCount(1);
      const sort = page.getByRole("combobox", { name: "Rendit sipas" });
      await expect(sort).toHaveCount(1);
      // Above the first card, within the first screen.
      const sortTop = (await sort.boundingBox())!.y;
      expect(sortTop).toBeLessThan(await firstCardTop(page));
      expect(sortTop).toBeLessThan(options.viewport.height - CARD_SHOWN);
      // Choosing an order applies it, and keeps the filters.
      await page.goto("/listings?listing_type=sale");
      await Promise.all([
        page.waitForURL(/sort=price_low/),
        page.getByRole("combobox", { name: "Rendit sipas" }).selectOption("price_low"),
      ]);
      expect(new URL(page.url()).searchParams.get("listing_type")).toBe("sale");
      const api = (await (await page.request.get("/api/properties?listing_type=sale&sort=price_low&page_size=3")).json()) as {
        properties: { title: string }[];
      };
      // The address changes before the new results arrive: wait for them.
      await expect
        .poll(() => page.locator("main article h3").evaluateAll((headings) => headings.slice(0, 3).map((h) => h.textContent?.trim())))
        .toEqual(api.properties.map((p) => p.title));
      expectNoPageErrors(page);
    }
  });
});

describe("place suggestions (the home page's location box)", () => {
  it("suggests towns first in every spelling, by keyboard and by touch, and a chosen neighbourhood leads to its listings", async () => {
    const page = await newPage(PHONE);
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Vendndodhja" });
    const options = page.getByRole("listbox", { name: "Vende të sugjeruara" }).getByRole("option");
    await box.fill("prisht");
    await expect(options.first()).toHaveText("Prishtinë");
    await expect(options.nth(1)).toContainText("Prishtinë");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expectAccessible(page);
    for (const [typed, first] of [
      ["pristina", "Prishtinë"],
      ["peja", "Pejë"],
      ["Prizrenit", "Prizren"],
    ]) {
      await box.fill(typed!);
      await expect(options.first()).toHaveText(first!);
    }
    // Escape closes the list; the text stays as typed.
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("Prizrenit");

    // Down moves to a suggestion, Enter takes it (the form is not sent yet).
    await box.fill("Dard");
    await expect(options.first()).toContainText("Dardani");
    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", String(await options.first().getAttribute("id")));
    await box.press("Enter");
    await expect(box).toHaveValue("Dardani");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    expect(new URL(page.url()).pathname).toBe("/");

    // Dardani's listing is for rent: "Në shitje" finds none there, and the empty page leads to it.
    await Promise.all([page.waitForURL(/\/listings\?/), box.press("Enter")]);
    expect(new URL(page.url()).searchParams.get("location")).toBe("Dardani");
    expect(await countOf(page)).toBe(0);
    await page.getByRole("link", { name: /^Shiko \d+ pronë? me qira me këto filtra$/ }).click();
    await page.waitForURL(/listing_type=rent/);
    await expect(page.getByRole("link", { name: "Banesë 2+1 me pamje nga qyteti në Dardani" }).first()).toBeVisible();

    // A tap on a suggestion takes it; Arbëri (for sale) is found at once.
    await page.goto("/");
    await box.fill("arb");
    await options.filter({ hasText: "Arbëri" }).click();
    await expect(box).toHaveValue("Arbëri");
    await Promise.all([page.waitForURL(/\/listings\?/), page.getByRole("button", { name: "Kërko" }).click()]);
    expect(await countOf(page)).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Banesë 2+1 në Arbëri (Dragodan)" }).first()).toBeVisible();
    expectNoPageErrors(page);
  });

  it("is a plain text box without JavaScript, and what was typed is searched", async () => {
    const page = await newPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto("/");
    await expect(page.getByRole("combobox", { name: "Vendndodhja" })).toHaveCount(0);
    await page.getByRole("textbox", { name: "Vendndodhja" }).fill("Ulpianë");
    await Promise.all([page.waitForURL(/\/listings\?/), page.getByRole("button", { name: "Kërko" }).click()]);
    await expect(page.getByRole("link", { name: "Banesë 1+1 në Ulpianë" }).first()).toBeVisible();
  });
});

describe("the filters above the results", () => {
  it("shows each filter as a chip whose link takes it away (without JavaScript too); 'Pastro filtrat' only when one is on", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await newPage({ ...PHONE, javaScriptEnabled });
      await page.goto("/listings");
      await expect(page.getByRole("list", { name: "Filtrat aktivë" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: /Pastro/ })).toHaveCount(0);

      await page.goto("/listings?location=Prishtinë&type=apartment&min_rooms=3&sort=price_low");
      const chips = page.getByRole("list", { name: "Filtrat aktivë" }).getByRole("link");
      await expect(chips).toHaveCount(3);
      const narrowest = await countOf(page);
      await Promise.all([
        page.waitForURL((url) => !url.searchParams.has("type")),
        page.getByRole("link", { name: "Hiq filtrin: Banesë" }).click(),
      ]);
      const url = new URL(page.url());
      // The other filters and the order stay.
      expect(url.searchParams.get("location")).toBe("Prishtinë");
      expect(url.searchParams.get("min_rooms")).toBe("3");
      expect(url.searchParams.get("sort")).toBe("price_low");
      await expect(chips).toHaveCount(2);
      expect(await countOf(page)).toBeGreaterThanOrEqual(narrowest);
      if (!javaScriptEnabled) {
        // The order's own button sends it with the filters.
        await page.getByRole("combobox", { name: "Rendit sipas" }).selectOption("price_high");
        await Promise.all([page.waitForURL(/sort=price_high/), page.getByRole("button", { name: "Rendit" }).click()]);
        expect(new URL(page.url()).searchParams.get("location")).toBe("Prishtinë");
        await expect(chips).toHaveCount(2);
      }
      await Promise.all([page.waitForURL((u) => u.search === ""), page.getByRole("link", { name: "Pastro filtrat" }).first().click()]);
      await expect(page.getByRole("list", { name: "Filtrat aktivë" })).toHaveCount(0);
      // axe: /listings without filters on a phone is checked in the first test of this file.
      if (javaScriptEnabled) expectNoPageErrors(page);
    }
  });
});

describe("sold and rented listings in search", () => {
  it("are not in the default results, and show (marked) with 'Përfshi të shiturat…', as a chip", async () => {
    const page = await newPage(PHONE);
    const title = "Lokal pranë Stacionit të Autobusëve në Pejë";
    await page.goto("/listings?q=Stacionit+Autobus%C3%ABve");
    expect(await countOf(page)).toBe(0);
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);

    await page.getByRole("button", { name: /^Filtrat/ }).click();
    const sheet = page.getByRole("dialog");
    await sheet.getByLabel("Përfshi të shiturat dhe të dhënat me qira së fundi").check();
    await Promise.all([page.waitForURL(/include_closed=1/), sheet.getByRole("button", { name: "Apliko" }).click()]);
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText("Shitur", { exact: true })).toBeVisible();
    const chip = page.getByRole("link", { name: "Hiq filtrin: Edhe të shiturat dhe të dhënat me qira së fundi" });
    await expect(chip).toBeVisible();
    // The long chip wraps within the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await Promise.all([page.waitForURL((url) => !url.searchParams.has("include_closed")), chip.click()]);
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    expectNoPageErrors(page);
  });
});
