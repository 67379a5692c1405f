import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, loginAs, registerInContext, setupBrowser, signIn } from "./support/browser";

const { newPage } = setupBrowser();

describe("dashboard", () => {
  it("free user: welcome by user type, personal ID dialog, views and favourites masked (and not in the page data)", async () => {
    const page = await newPage();
    await loginAs(page, "owner@prona.local");
    await expect(page.getByRole("heading", { name: "Mirë se vini, Driton Berisha!" })).toBeVisible();
    await expect(page.getByText("Menaxhoni pronat që shisni dhe ndiqni interesin e blerësve.")).toBeVisible();
    await expect(page.getByTestId("stats-locked")).toBeVisible();
    await expect(page.getByTestId("stat-views")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Bëhu Premium" }).last()).toHaveAttribute("href", "/premium");
    // The figures are not sent to a free user at all.
    const html = await (await page.request.get("/dashboard.data")).text();
    expect(html).toContain("active_properties");
    expect(html).not.toContain("last_7_days");
    await expect(page.getByRole("list", { name: "Pronat e mia të fundit" }).locator(":scope > li")).toHaveCount(3);

    await page.getByRole("button", { name: "ID-ja personale" }).click();
    const dialog = page.getByRole("dialog", { name: "ID-ja juaj personale" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("personal-id")).toHaveText(/^USER-[A-Z0-9]{6}$/);
    await expect(dialog).toContainText("Mos e ndani kurrë ID-në tuaj personale me askënd.");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Mbyll" }).click();
    await expect(dialog).toBeHidden();
    expectNoPageErrors(page);
  });

  it("premium user: views (with this week) and favourites visible, per-card statistics", async () => {
    const page = await newPage();
    await loginAs(page, "premium@prona.local");
    await expect(page.getByTestId("stats-locked")).toHaveCount(0);
    await expect(page.getByTestId("stat-views")).toContainText("Shikime gjithsej");
    await expect(page.getByTestId("stat-views")).toContainText("këtë javë");
    await expect(page.getByTestId("stat-favorites")).toBeVisible();
    await expect(page.getByRole("list", { name: "Pronat e mia të fundit" }).locator(":scope > li")).toHaveCount(4);
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("a new seller is prompted to add a first property, on a phone too", async () => {
    const page = await newPage({ viewport: { width: 375, height: 800 } });
    await registerInContext(page, { name: "Shitës i Ri", user_type: "seller" });
    await page.goto("/dashboard");
    await expect(page.getByText("Menaxhoni pronat që shisni", { exact: false })).toBeVisible();
    await expect(page.getByText("Ende nuk keni shtuar asnjë pronë.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Shto pronën e parë" })).toHaveAttribute("href", "/add-property");
    await expect(page.getByTestId("stat-active")).toContainText("0");
    await expectAccessible(page);

    // The menu is a scrolling row on a phone: the current page's link is brought into view.
    await page.goto("/profile");
    const current = page.getByRole("navigation", { name: "Menyja e llogarisë" }).getByRole("link", { name: "Profili" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect
      .poll(async () => {
        const box = await current.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 375;
      })
      .toBe(true);
    expectNoPageErrors(page);
  });
});

// Issue 34 §7: each account type sees what it does first, on a 390 × 844 phone.
describe("the account's own menu and dashboard on a phone", () => {
  const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

  /** The names of the phone menu's account links, in order (the part above the site's own links). */
  async function phoneMenu(page: Page) {
    const menu = page.getByTestId("mobile-menu");
    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open", "");
    const links = await menu
      .getByRole("navigation")
      .getByRole("link")
      .evaluateAll((els) => els.map((el) => ({ name: el.textContent?.trim() ?? "", href: el.getAttribute("href") })));
    // The site's own links begin with the home page's.
    return links
      .slice(
        0,
        links.findIndex((link) => link.href === "/"),
      )
      .map((link) => link.name);
  }

  it("a buyer's menu and dashboard lead with favourites, saved searches, messages and notifications, with no owner figures", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await newPage({ ...PHONE, colorScheme });
      await signIn(page, "buyer@prona.local");
      await page.goto("/dashboard");

      const menu = await phoneMenu(page);
      expect(menu).toEqual(["Paneli im", "Të preferuarat", "Kërkimet e ruajtura", "Mesazhet", "Njoftimet", "Profili"]);
      expect(menu).not.toContain("Pronat e mia");
      expect(menu).not.toContain("Shto pronë");
      await expectAccessible(page);
      await page.getByTestId("mobile-menu").locator("summary").click();

      // The shortcuts count the buyer's own things and open their pages.
      const main = page.locator("main");
      await expect(page.getByTestId("shortcut-favorites")).toHaveAttribute("href", "/favorites");
      await expect(page.getByTestId("shortcut-saved-searches")).toHaveAttribute("href", "/kerkimet-e-ruajtura");
      await expect(page.getByTestId("shortcut-sent")).toHaveAttribute("href", "/messages?box=sent");
      await expect(page.getByTestId("shortcut-notifications")).toHaveAttribute("href", "/notifications");
      const favorites = (await (await page.request.get("/api/me/favorites")).json()) as { total: number };
      await expect(page.getByTestId("shortcut-favorites")).toContainText(String(favorites.total));
      // No owner figures: no active listings count, no locked statistics, no premium offer.
      await expect(page.getByTestId("stat-active")).toHaveCount(0);
      await expect(page.getByTestId("stats-locked")).toHaveCount(0);
      await expect(main.getByText(/prona aktive/i)).toHaveCount(0);
      await expect(page.getByText("Bëhu Premium")).toHaveCount(0);
      // Becoming a seller stays one quiet link away.
      await expect(main.getByRole("link", { name: "Shtoni një shpallje" })).toHaveAttribute("href", "/add-property");
      // The first screen shows the shortcuts.
      const box = (await page.getByTestId("shortcut-notifications").boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page);
      expectNoPageErrors(page);
    }
  });

  it("a buyer's header on a wide screen offers no new listing, and the user menu leads with favourites", async () => {
    const page = await newPage();
    await signIn(page, "buyer@prona.local");
    await page.goto("/favorites");
    const header = page.getByTestId("top-nav");
    await expect(header.getByTestId("user-menu")).toBeVisible();
    await expect(header.getByRole("link", { name: "Shto pronë" })).toHaveCount(0);
    const menu = page.getByTestId("user-menu");
    await menu.locator("summary").click();
    const names = await menu.getByRole("link").evaluateAll((els) => els.map((el) => el.textContent?.trim()));
    expect(names).toEqual(["Paneli im", "Të preferuarat", "Kërkimet e ruajtura", "Mesazhet", "Profili"]);
    // The account sidebar keeps every page a buyer may need, "Pronat e mia" after the buyer's own.
    const sidebar = await page
      .getByRole("navigation", { name: "Menyja e llogarisë" })
      .getByRole("link")
      .evaluateAll((els) => els.map((el) => el.textContent?.trim()));
    expect(sidebar.slice(0, 5)).toEqual(["Paneli im", "Të preferuarat", "Kërkimet e ruajtura", "Mesazhet", "Njoftimet"]);
    expect(sidebar).toContain("Pronat e mia");
    expect(sidebar).not.toContain("Bëhu Premium");
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("a seller's menu and dashboard lead with their listings, a new listing, received requests and the figures", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "owner@prona.local");
    await page.goto("/dashboard");
    expect(await phoneMenu(page)).toEqual(["Paneli im", "Pronat e mia", "Shto pronë", "Mesazhet", "Njoftimet", "Profili"]);
    await page.getByTestId("mobile-menu").locator("summary").click();
    await expect(page.getByTestId("stat-active")).toHaveAttribute("href", "/my-properties");
    await expect(page.getByTestId("shortcut-received")).toHaveAttribute("href", "/messages?box=received");
    await expect(page.locator("main").getByRole("link", { name: "Shto pronë", exact: true })).toHaveAttribute("href", "/add-property");
    await expect(page.getByTestId("stats-locked")).toBeVisible();
    await expect(page.getByTestId("shortcut-favorites")).toHaveCount(0);
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("an administrator's menu and dashboard lead with the admin area and what waits there, in English too", async () => {
    const page = await newPage({ ...PHONE, colorScheme: "dark" });
    await signIn(page, "admin@prona.local");
    await page.goto("/dashboard");
    expect((await phoneMenu(page))[0]).toBe("Paneli i administratorit");
    await page.getByTestId("mobile-menu").locator("summary").click();
    const note = page.getByTestId("dashboard-admin");
    await expect(note.getByText(/^\d+ prona? në pritje të aprovimit · \d+ raportim/)).toBeVisible();
    await expect(note.getByRole("link", { name: "Hap panelin e administratorit" })).toHaveAttribute("href", "/admin");
    await expectAccessible(page);
    await page.goto("/dashboard?lang=en");
    await expect(page.getByTestId("dashboard-admin").getByText(/^\d+ listings? awaiting approval · \d+ open report/)).toBeVisible();
    expect((await phoneMenu(page))[0]).toBe("Admin panel");
    expectNoPageErrors(page);
  });
});
