import { describe, expect, it } from "vitest";
import { formatMoney } from "~/domain/format";
import { monthlyPayment } from "~/domain/mortgage";
import { baseUrl, expectAccessible, expectNoPageErrors, setupBrowser } from "./support/browser";

// The mortgage calculator of sale listings (issue 14 §7): the settings' defaults, the reader's values,
// with and without JavaScript.

const { newPage } = setupBrowser();

async function saleListing(): Promise<{ id: string; price: number }> {
  // Not the first sale listing (the penthouse): property.e2e counts that page's live viewers.
  const response = await fetch(`${baseUrl()}/api/properties?q=Kalabri&listing_type=sale&page_size=1`);
  const body = (await response.json()) as { properties: { id: string; price: number }[] };
  return body.properties[0]!;
}

// As the page reads (the matcher compares text with ordinary spaces).
const shown = (amount: number) => formatMoney(Math.round(amount * 100) / 100, { language: "sq", currency: "EUR" }).replace(/\u00a0/g, " ");

describe("mortgage calculator", () => {
  it("starts from the listing's price with 20% down over 20 years at 6.5%, and follows the fields", async () => {
    const { id, price } = await saleListing();
    const page = await newPage();
    await page.goto(`/property/${id}`);
    const calculator = page.getByRole("region", { name: "Llogaritësi i kredisë" });
    const down = Math.round(price * 0.2);
    await expect(calculator.getByLabel("Çmimi (€)")).toHaveValue(String(price));
    await expect(calculator.getByLabel("Kësti fillestar (€)")).toHaveValue(String(down));
    await expect(calculator.getByTestId("mortgage-monthly")).toHaveText(shown(monthlyPayment(price - down, 6.5, 20)));

    await calculator.getByLabel("Afati (vite)").fill("30");
    await calculator.getByLabel("Norma e interesit (% në vit)").fill("5");
    await expect(calculator.getByTestId("mortgage-monthly")).toHaveText(shown(monthlyPayment(price - down, 5, 30)));
    await calculator.getByLabel("Kësti fillestar (€)").fill(String(price));
    await expect(calculator.getByRole("alert")).toHaveText("Kësti fillestar duhet të jetë më i vogël se çmimi.");
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("checks what was typed with its own message in the page's language, never the browser's bubble (issue 34 §10)", async () => {
    const { id } = await saleListing();
    const page = await newPage();
    await page.goto(`/property/${id}?lang=en`);
    const calculator = page.getByRole("region", { name: "Mortgage calculator" });
    const form = calculator.locator("form");
    expect(await form.evaluate((el: HTMLFormElement) => el.noValidate)).toBe(true);
    const term = calculator.getByLabel("Term (years)");
    await term.fill("100");
    await calculator.getByRole("button", { name: "Calculate" }).click();
    // Not sent: the reader is taken to the field to correct, which the message describes.
    await expect(term).toBeFocused();
    await expect(term).toHaveAttribute("aria-invalid", "true");
    const message = calculator.getByRole("alert");
    await expect(message).toHaveText(/^Check the values/);
    await expect(term).toHaveAttribute("aria-describedby", (await message.getAttribute("id"))!);
    expect(page.url()).not.toContain("m_term");
    await expectAccessible(page);
    await term.fill("25");
    await expect(term).not.toHaveAttribute("aria-invalid", "true");
    await expect(calculator.getByTestId("mortgage-monthly")).toBeVisible();

    // Without JavaScript the server answers the same values with the same message.
    const plain = await newPage({ javaScriptEnabled: false });
    await plain.goto(`/property/${id}`);
    const noJs = plain.getByRole("region", { name: "Llogaritësi i kredisë" });
    await noJs.getByLabel("Afati (vite)").fill("100");
    await noJs.getByRole("button", { name: "Llogarit" }).click();
    await expect(plain).toHaveURL(/m_term=100/);
    await expect(plain.getByRole("region", { name: "Llogaritësi i kredisë" }).getByRole("alert")).toHaveText(/^Kontrolloni vlerat/);
    expectNoPageErrors(page);
  });

  it("works without JavaScript: the server computes what the form sent", async () => {
    const { id } = await saleListing();
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`/property/${id}`);
    const calculator = page.getByRole("region", { name: "Llogaritësi i kredisë" });
    await calculator.getByLabel("Çmimi (€)").fill("100000");
    await calculator.getByLabel("Kësti fillestar (€)").fill("0");
    await calculator.getByLabel("Afati (vite)").fill("30");
    await calculator.getByLabel("Norma e interesit (% në vit)").fill("6");
    await calculator.getByRole("button", { name: "Llogarit" }).click();
    await expect(page).toHaveURL(/m_price=100000/);
    // The known value: 100,000 € at 6% over 30 years is 599.55 € a month.
    await expect(page.getByTestId("mortgage-monthly")).toHaveText(shown(599.55));
  });

  it("fits a phone: the sale listing's page (calculator, facts, map) does not scroll sideways", async () => {
    const { id } = await saleListing();
    const page = await newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(`/property/${id}`);
    await expect(page.getByRole("region", { name: "Llogaritësi i kredisë" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it("is not offered on rentals", async () => {
    const response = await fetch(`${baseUrl()}/api/properties?q=Ferizaj&listing_type=rent&page_size=1`);
    const { properties } = (await response.json()) as { properties: { id: string }[] };
    const page = await newPage();
    await page.goto(`/property/${properties[0]!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.getByRole("region", { name: "Llogaritësi i kredisë" }).count()).toBe(0);
  });
});
