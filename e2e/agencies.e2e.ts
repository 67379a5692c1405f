import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, setupBrowser } from "./support/browser";
import { failFirstLoad } from "./support/failed-load";

const { newPage } = setupBrowser();

describe("/agjencite", () => {
  it("shows the demo data's agency accounts with their fields, filters by search, city and specialty, and toggles grid/list", async () => {
    const page = await newPage();
    await page.goto("/agjencite");
    const cards = page.getByTestId("agency-card");
    // The demo data's nine agencies (another browser test may add one of its own for a while).
    await expect(cards.filter({ hasText: "Demo" })).toHaveCount(9);
    await expect(page.getByTestId("agency-count")).toHaveText(/^\d+ agjenci$/);
    const dardania = cards.filter({ hasText: "Dardania Estate" });
    // The rating as Albanian writes decimals (issue 34 §10).
    await expect(dardania.getByText("Vlerësimi 4,8 nga 5")).toHaveCount(1);
    await expect(dardania.getByText("4,8", { exact: true })).toBeVisible();
    for (const text of ["Premium", "E verifikuar", "Demo", "14 agjentë", "Që nga 2009", "Prona luksoze", "info@dardaniaestate.com"]) {
      await expect(dardania.getByText(text, { exact: true })).toBeVisible();
    }
    // Its active listings, counted from the database.
    await expect(dardania.getByText(/^\d+ prona$/)).toBeVisible();
    // No placeholder contacts in public.
    const html = await page.getByTestId("agency-list").innerHTML();
    expect(html).not.toContain("@prona.local");
    expect(html).not.toContain(".example");
    await expectAccessible(page);

    await page.getByLabel("Qyteti").selectOption("Prizren");
    // Prizreni Home, and Sharri (Prizren and Dragash).
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

    await expect(page.getByRole("link", { name: "Regjistro agjencinë" })).toHaveAttribute("href", "/register?user_type=agency");
    await expect(page.getByRole("heading", { name: "Përfitimet e partneritetit" })).toBeVisible();
    // No testimonials that name demo agencies as if they were quotes of real people (issue 17 §3).
    await expect(page.getByRole("heading", { name: "Çfarë thonë agjencitë" })).toHaveCount(0);
    await expect(page.locator("figure")).toHaveCount(0);

    // Each agency has its page with its details and active listings.
    await page.goto("/agjencite");
    await dardania.getByRole("link", { name: "Shiko profilin dhe pronat e Dardania Estate" }).click();
    await expect(page).toHaveURL(/\/perdoruesi\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dardania Estate" })).toBeVisible();
    await expect(page.getByText("Kjo është një agjenci shembull e të dhënave demo, jo një agjenci e vërtetë.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pronat aktive" })).toBeVisible();
    expect(await page.getByRole("link", { name: "Shiko detajet" }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("shows 'Provo përsëri' when loading fails, and the retry loads the agencies", async () => {
    const page = await newPage();
    await page.goto("/kontakt");
    // The server's answer comes without the list (as when loading it fails); the retry asks again,
    // and its answer is held until the test has seen the spinner.
    const load = await failFirstLoad(page, "**/agjencite.data*");
    await page.getByTestId("footer").getByRole("link", { name: "Agjencitë" }).click();
    await expect(page.getByRole("alert")).toHaveText(/Ndodhi një gabim gjatë ngarkimit të agjencive/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Provo përsëri" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Duke u ngarkuar..." })).toBeVisible();
    load.release();
    await expect(page.getByTestId("agency-card").filter({ hasText: "Demo" })).toHaveCount(9);
    expect(load.calls()).toBe(2);
    await expect(page).toHaveURL(/\/agjencite$/);
  });

  it("works without JavaScript: the agencies are in the page, and the filters and the list view are a form", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/agjencite");
    const cards = page.getByTestId("agency-card");
    await expect(cards.filter({ hasText: "Demo" })).toHaveCount(9);
    await page.getByLabel("Qyteti").selectOption("Pejë");
    await page.getByLabel("Kërko", { exact: true }).fill("rugovë");
    await page.getByRole("button", { name: "Apliko filtrat" }).click();
    await expect(page).toHaveURL(/city=Pej%C3%AB/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Dukagjini Patundshmëri");
    await expect(page.getByTestId("agency-count")).toHaveText("1 agjenci");
    // The filters stay chosen; the list view keeps them.
    await expect(page.getByLabel("Qyteti")).toHaveValue("Pejë");
    await page.getByRole("button", { name: "Listë" }).click();
    await expect(page.getByTestId("agency-list")).toHaveAttribute("data-view", "list");
    await expect(cards).toHaveCount(1);
    // Enter in the search box keeps the chosen view.
    await page.getByLabel("Kërko", { exact: true }).fill("");
    await page.getByLabel("Kërko", { exact: true }).press("Enter");
    await expect(page.getByTestId("agency-list")).toHaveAttribute("data-view", "list");
    await expect(cards).toHaveCount(1);
  });
});

describe("/bashkepunimet", () => {
  it("shows the demo data's six partners marked Demo (no links out), service categories, partnership types to /kontakt, steps and FAQs", async () => {
    const page = await newPage();
    await page.goto("/bashkepunimet");
    const partners = page.getByTestId("partner-card");
    await expect(partners).toHaveCount(6);
    for (const type of ["Bankë", "Sigurime", "Ndërtim", "Dizajn", "Noteri"]) {
      await expect(partners.getByText(type, { exact: true }).first()).toBeVisible();
    }
    // Demo partners are data, labelled, and link to no one's real website by chance.
    await expect(partners.getByText("Demo", { exact: true })).toHaveCount(6);
    await expect(partners.getByRole("link")).toHaveCount(0);
    expect(await page.content()).not.toContain(".example");
    await expect(page.getByRole("heading", { name: "Banka dhe financa" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dizajn dhe dekor" })).toBeVisible();
    expect(await page.locator('main a[href="/kontakt"]').count()).toBeGreaterThanOrEqual(2);
    // Each partnership type leads to the contact form with its name as the subject.
    await page.getByRole("link", { name: "Na kontaktoni: Partner reklamues" }).click();
    await expect(page).toHaveURL(/\/kontakt\?subject=Partner/);
    await expect(page.getByLabel("Tema (opsionale)")).toHaveValue("Partner reklamues");
    await page.goBack();
    await expect(page.getByTestId("faq")).toHaveCount(4);
    const faq = page.getByTestId("faq").nth(3);
    await faq.locator("summary").click();
    await expect(faq.getByText(/vjetore dhe mund të rinovohen/)).toBeVisible();
    await expectAccessible(page);
    expectNoPageErrors(page);
  });
});
