import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, setupBrowser } from "./support/browser";

const { newPage } = setupBrowser();

describe("/agjencite", () => {
  it("shows the 8 agencies with their fields, filters by search, city and specialty, and toggles grid/list", async () => {
    const page = await newPage();
    await page.goto("/agjencite");
    const cards = page.getByTestId("agency-card");
    await expect(cards).toHaveCount(8);
    await expect(page.getByTestId("agency-count")).toHaveText("8 agjenci");
    const dardania = cards.filter({ hasText: "Dardania Estate" });
    await expect(dardania.getByText("Vlerësimi 4.8 nga 5")).toHaveCount(1);
    await expect(dardania.getByText("4.8", { exact: true })).toBeVisible();
    for (const text of ["Premium", "E verifikuar", "14 agjentë", "186 prona", "Që nga 2009", "Prona luksoze", "dardania@prona.local"]) {
      await expect(dardania.getByText(text, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    await page.getByLabel("Qyteti").selectOption("Prizren");
    await expect(cards).toHaveCount(2);
    await page.getByLabel("Specializimi").selectOption("land");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Sharri Patundshmëri");
    await page.getByLabel("Kërko", { exact: true }).fill("dardania");
    await expect(page.getByText("Nuk u gjet asnjë agjenci")).toBeVisible();
    await page.getByLabel("Qyteti").selectOption("");
    await page.getByLabel("Specializimi").selectOption("");
    await page.getByLabel("Kërko", { exact: true }).fill("rugovë");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Dukagjini Patundshmëri");

    await expect(page.getByTestId("agency-list")).toHaveAttribute("data-view", "grid");
    await page.getByRole("button", { name: "Listë" }).click();
    await expect(page.getByTestId("agency-list")).toHaveAttribute("data-view", "list");
    await expect(page.getByRole("button", { name: "Listë" })).toHaveAttribute("aria-pressed", "true");

    await expect(page.getByRole("link", { name: "Regjistro agjencinë" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("heading", { name: "Përfitimet e partneritetit" })).toBeVisible();
    await expect(page.locator("figure")).toHaveCount(2);
    expectNoPageErrors(page);
  });

  it("shows 'Provo përsëri' when loading fails, and the retry loads the agencies", async () => {
    const page = await newPage();
    let calls = 0;
    await page.route("**/api/agencies", async (route) => {
      calls += 1;
      if (calls === 1) await route.abort("connectionrefused");
      else await route.continue();
    });
    await page.goto("/agjencite");
    await expect(page.getByRole("alert")).toContainText("Ndodhi një gabim gjatë ngarkimit të agjencive");
    await page.getByRole("button", { name: "Provo përsëri" }).click();
    await expect(page.getByTestId("agency-card")).toHaveCount(8);
    expect(calls).toBe(2);
  });
});

describe("/bashkepunimet", () => {
  it("shows six partners, six service categories, partnership types to /kontakt, three steps and four FAQs", async () => {
    const page = await newPage();
    await page.goto("/bashkepunimet");
    const partners = page.getByTestId("partner-card");
    await expect(partners).toHaveCount(6);
    for (const type of ["Bankë", "Sigurime", "Ndërtim", "Dizajn", "Noteri"]) {
      await expect(partners.getByText(type, { exact: true }).first()).toBeVisible();
    }
    const visit = partners.first().getByRole("link", { name: /Vizito faqen/ });
    await expect(visit).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("heading", { name: "Banka dhe financa" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dizajn dhe dekor" })).toBeVisible();
    expect(await page.locator('main a[href="/kontakt"]').count()).toBeGreaterThanOrEqual(5);
    await expect(page.getByTestId("faq")).toHaveCount(4);
    const faq = page.getByTestId("faq").nth(3);
    await faq.locator("summary").click();
    await expect(faq.getByText(/vjetore dhe mund të rinovohen/)).toBeVisible();
    await expectAccessible(page);
    expectNoPageErrors(page);
  });
});
