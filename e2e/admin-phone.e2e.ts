import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "./support/admin";
import { expectAccessible, expectNoPageErrors, setupBrowser } from "./support/browser";

// The admin area on a phone (issue 17 §4): lists become cards with their actions in sight, the charts
// keep readable labels, and the settings' sticky save bar never covers the field being filled in.
const { newPage } = setupBrowser();
const PHONE = { width: 375, height: 812 };

async function phonePage(colorScheme: "light" | "dark" = "light") {
  const page = await newPage({ viewport: PHONE, colorScheme });
  await signInAsAdmin(page);
  return page;
}

/** The page itself never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** Displayed and wholly inside the screen's width (not clipped by a table scrolling sideways). */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

/** Every card of the list shows its actions as visible links (no closed row menu), on screen. */
async function expectCardsWithActions(page: Page, actions: string[]) {
  const rows = page.locator("tbody tr");
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    await expect(row.locator("summary")).toBeHidden();
    const group = row.getByRole("group", { name: /^Veprimet për / });
    for (const action of actions) await expectOnScreen(group.getByRole("link", { name: action, exact: true }));
  }
}

describe("the admin area on a phone (375 px)", () => {
  it("shows the dashboard at 390 px without sideways scroll, what waits for approval and the open reports first", async () => {
    for (const [scheme, lang, pendingLabel, reportsLabel] of [
      ["light", "sq", "Prona në pritje të aprovimit", "Raportime të hapura"],
      ["dark", "en", "Listings awaiting approval", "Open reports"],
    ] as const) {
      const page = await newPage({ viewport: { width: 390, height: 844 }, colorScheme: scheme, isMobile: true, hasTouch: true });
      await signInAsAdmin(page);
      await page.goto(`/admin?lang=${lang}`);
      // Nothing wider than the screen (the newest lists made the page 405 px wide).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const wide = await page
        .locator("main *")
        .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().right > 390.5).map((el) => el.outerHTML.slice(0, 80)));
      expect(wide).toEqual([]);
      // The queues come first, each with its count and its link, on the first screen.
      const queue = page.getByTestId("admin-queue-item");
      await expect(queue).toHaveCount(2);
      const pending = queue.nth(0);
      await expect(pending).toContainText(pendingLabel);
      await expect(pending).toHaveAttribute("href", "/admin/properties?status=pending");
      await expect(queue.nth(1)).toContainText(reportsLabel);
      await expect(queue.nth(1)).toHaveAttribute("href", "/admin/reports");
      const [firstFigure, pendingBox] = await Promise.all([
        page
          .locator("main section")
          .filter({ has: page.locator("#admin-figures") })
          .boundingBox(),
        pending.boundingBox(),
      ]);
      expect(pendingBox!.y + pendingBox!.height).toBeLessThanOrEqual(844);
      expect(pendingBox!.y).toBeLessThan(firstFigure!.y);
      await expectAccessible(page);

      // The count is the listings waiting: the link opens exactly them.
      const count = Number((await pending.getByTestId("admin-queue-count").textContent())!.replace(/\D/g, ""));
      expect(count).toBeGreaterThan(0);
      await pending.click();
      await expect(page).toHaveURL(/\/admin\/properties\?status=pending$/);
      expectNoPageErrors(page);
    }
  });

  it("shows the users as cards with their badges and actions on screen", async () => {
    const page = await phonePage();
    await page.goto("/admin/users");
    await expectNoSidewaysScroll(page);
    await expectCardsWithActions(page, ["Ndrysho", "Fshi"]);
    // The demo premium user's badge and the administrator's, each on screen in its card.
    await page.goto("/admin/users?q=Besa%20Gashi");
    await expectNoSidewaysScroll(page);
    const besa = page.locator("tbody tr", { hasText: "Besa Gashi" });
    await expectOnScreen(besa.getByText("Premium", { exact: true }));
    await expectOnScreen(besa.getByRole("link", { name: "Hiq Premium" }));
    // A card names each fact (the table's header row is hidden here).
    await expect(besa.getByText("Lloji", { exact: true })).toBeVisible();
    await page.goto("/admin/users?q=Administratori%20Prona");
    const admin = page.locator("tbody tr", { hasText: "admin@prona.local" });
    await expectOnScreen(admin.getByText("Admin", { exact: true }));
    await expectOnScreen(admin.getByRole("link", { name: "Bëje Premium" }));
    await expectAccessible(page);

    // The visible action works like the menu's: it opens its dialog.
    await admin.getByRole("link", { name: "Ndrysho", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Ndrysho përdoruesin" })).toBeVisible();
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("shows the properties as cards with status, badges and every action, in both themes", async () => {
    for (const scheme of ["light", "dark"] as const) {
      const page = await phonePage(scheme);
      await page.goto("/admin/properties");
      await expectNoSidewaysScroll(page);
      await expectCardsWithActions(page, ["Shiko", "Ndrysho", "Ndrysho statusin", "Fshi"]);
      const rows = page.locator("tbody tr");
      for (let i = 0; i < (await rows.count()); i++) await expectOnScreen(rows.nth(i).locator("td").nth(4).locator("span").last());
      await expectAccessible(page);
      expectNoPageErrors(page);
    }
  });

  it("keeps the properties as cards where the table would not fit beside the sidebar (1024 px)", async () => {
    const page = await newPage({ viewport: { width: 1024, height: 768 } });
    await signInAsAdmin(page);
    await page.goto("/admin/properties");
    const row = page.locator("tbody tr").first();
    await expect(row.locator("summary")).toBeHidden();
    const edit = row.getByRole("group", { name: /^Veprimet për / }).getByRole("link", { name: "Ndrysho", exact: true });
    await expect(edit).toBeVisible();
    expect((await edit.boundingBox())!.x + (await edit.boundingBox())!.width).toBeLessThanOrEqual(1024);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("shows the premium users as cards with their extend and end buttons on screen", async () => {
    const page = await phonePage();
    await page.goto("/admin/premium");
    await expectNoSidewaysScroll(page);
    const rows = page.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await rows.count()); i++) {
      const row = rows.nth(i);
      await expectOnScreen(row.getByText(/Premium/).first());
      await expectOnScreen(row.getByRole("button", { name: /Zgjat/ }).first());
      await expectOnScreen(row.getByRole("link", { name: "Përfundo" }));
    }
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("gives the analytics chart readable month labels and the trend table readable headers", async () => {
    for (const scheme of ["light", "dark"] as const) {
      const page = await phonePage(scheme);
      await page.goto("/admin/analytics?period=1year");
      await expectNoSidewaysScroll(page);
      const trend = page.getByRole("region", { name: "Trendi mujor" });

      // The month labels under the bars: at least 11 px as drawn, on screen, none over another.
      const labels = await trend.locator("ol[aria-hidden] li").evaluateAll((items) =>
        items
          .filter((item) => getComputedStyle(item).visibility === "visible")
          .map((item) => {
            const text = item.firstChild as Text;
            const range = document.createRange();
            range.selectNodeContents(text);
            const box = range.getBoundingClientRect();
            return { left: box.left, right: box.right, height: box.height, size: parseFloat(getComputedStyle(item).fontSize) };
          }),
      );
      expect(labels.length).toBeGreaterThanOrEqual(6);
      for (const [i, label] of labels.entries()) {
        expect(label.size).toBeGreaterThanOrEqual(11);
        expect(label.height).toBeGreaterThanOrEqual(11);
        expect(label.left).toBeGreaterThanOrEqual(0);
        expect(label.right).toBeLessThanOrEqual(PHONE.width);
        if (i > 0) expect(label.left).toBeGreaterThan(labels[i - 1]!.right);
      }

      // The trend table fits: its headers side by side with room between them, none cut off.
      const table = trend.getByRole("table");
      const fits = await table.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth);
      expect(fits).toBe(true);
      const heads = await table.locator("thead th").evaluateAll((cells) =>
        cells.map((cell) => {
          const shown = [...cell.querySelectorAll("span")].find((s) => s.getClientRects().length > 0 && !s.className.includes("sr-only"));
          const box = (shown ?? cell).getBoundingClientRect();
          return { left: box.left, right: box.right, text: (shown ?? cell).textContent!.trim() };
        }),
      );
      expect(heads.map((h) => h.text)).toEqual(["Muaji", "Shik.", "Pronat", "Përd.", "Pref."]);
      for (let i = 1; i < heads.length; i++) expect(heads[i]!.left).toBeGreaterThan(heads[i - 1]!.right + 4);
      // Screen readers still hear the full names.
      await expect(table.getByRole("columnheader", { name: "Të preferuarat" })).toHaveCount(1);
      await expectAccessible(page);
      expectNoPageErrors(page);
    }
  });

  it("keeps the focused settings field clear of the sticky save bar", async () => {
    const page = await phonePage();
    await page.goto("/admin/settings");
    const bar = page.getByRole("button", { name: "Ruaj të gjitha cilësimet" }).locator("..");
    const first = page.locator("main form input:visible, main form select:visible, main form textarea:visible").first();
    await first.focus();
    let checked = 0;
    // Tab through the shown group's fields as a keyboard user would, up to the save button.
    for (let step = 0; step < 60; step++) {
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        if (!el.matches("input, select, textarea")) return el.matches("button[type=submit]") ? "save" : null;
        const box = el.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, name: el.getAttribute("name") };
      });
      if (focused === "save") break;
      if (focused) {
        const barBox = (await bar.boundingBox())!;
        expect(focused.bottom, `${focused.name} is under the save bar`).toBeLessThanOrEqual(barBox.y);
        expect(focused.top).toBeGreaterThanOrEqual(0);
        checked++;
      }
      await page.keyboard.press("Tab");
    }
    expect(checked).toBeGreaterThan(3);
    expectNoPageErrors(page);
  });
});
