import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, setupBrowser } from "./support/browser";

const { newPage } = setupBrowser();

describe("/keshilla-ligjore", () => {
  it("has a sticky table of contents whose six anchors lead to their sections, the taxes table and the resources", async () => {
    const page = await newPage();
    await page.goto("/keshilla-ligjore");
    await expect(page.getByText(/Ky udhëzues është vetëm informues/)).toBeVisible();
    const toc = page.getByRole("navigation", { name: "Në këtë faqe" });
    const hrefs = await toc.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toEqual(["#buying", "#selling", "#renting", "#taxes", "#documents", "#legal-help"]);
    expect(await toc.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");

    await toc.getByRole("link", { name: "Tatimet dhe tarifat" }).click();
    await expect(page).toHaveURL(/#taxes$/);
    const taxes = page.locator("#taxes");
    await expect(taxes).toBeVisible();
    expect(await taxes.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200);
    for (const figure of [
      "10–15% e çmimit",
      "0.5–1% e vlerës",
      "0.3–0.8% e vlerës",
      "30–50 €",
      "9%",
      "0.15–1% në vit",
      "1–2 qira mujore",
      "15–30 ditë pune",
    ]) {
      await expect(taxes.getByRole("cell", { name: figure, exact: true })).toBeVisible();
    }
    await expect(page.locator("#buying ol > li")).toHaveCount(8);
    const help = page.locator("#legal-help");
    await expect(help.getByRole("link", { name: "Shihni partnerët tanë ligjorë" })).toHaveAttribute("href", "/bashkepunimet");
    await expect(help.getByRole("link", { name: "Na shkruani për ndihmë" })).toHaveAttribute("href", "/kontakt");
    const external = page.locator('a[target="_blank"]');
    await expect(external).toHaveCount(4);
    await expect(page.getByRole("link", { name: /Agjencia Kadastrale e Kosovës/ })).toHaveAttribute("href", "https://akk.rks-gov.net");
    await expect(page.getByText("Përditësuar së fundmi: 22 nëntor 2026").first()).toBeVisible();
    await expect(page.getByTestId("faq")).toHaveCount(4);
    await expectAccessible(page);
    expectNoPageErrors(page);
  });
});
