import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, loginAs, registerInContext, setupBrowser } from "./support/browser";

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

  it("a new user is prompted to add a first property, on a phone too", async () => {
    const page = await newPage({ viewport: { width: 375, height: 800 } });
    await registerInContext(page, { name: "Qira Marrës", user_type: "renter" });
    await page.goto("/dashboard");
    await expect(page.getByText("Gjeni banesën e duhur me qira.", { exact: false })).toBeVisible();
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
