import { describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, expectNoPageErrors, registerInContext, setupBrowser } from "./support/browser";

// Sharing a listing and coming back to it after signing in (issue 13 §5).

const { newPage } = setupBrowser();

async function firstListing(): Promise<{ id: string; title: string }> {
  // Not the first (the penthouse): property.e2e counts that page's live viewers.
  const response = await fetch(`${baseUrl()}/api/properties?q=Ferizaj&listing_type=rent&page_size=1`);
  const body = (await response.json()) as { properties: { id: string; title: string }[] };
  return body.properties[0]!;
}

describe("sharing a listing", () => {
  it("offers WhatsApp, Viber, Facebook and copy link with the listing's address", async () => {
    const { id, title } = await firstListing();
    const page = await newPage({ permissions: ["clipboard-read", "clipboard-write"] });
    await page.goto(`/property/${id}`);
    const share = page.getByRole("region", { name: "Shpërndaje" });
    const address = `${baseUrl()}/property/${id}`;
    const text = encodeURIComponent(`${title} ${address}`);
    await expect(share.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", `https://wa.me/?text=${text}`);
    await expect(share.getByRole("link", { name: /Viber/ })).toHaveAttribute("href", `viber://forward?text=${text}`);
    await expect(share.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
    );
    await share.getByRole("button", { name: "Kopjo lidhjen" }).click();
    await expect(share.getByRole("status")).toHaveText("Lidhja u kopjua.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("opens the phone's share sheet where there is one", async () => {
    const { id } = await firstListing();
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    // Headless Chromium has no share sheet: stand in for the phone's, recording what was shared.
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { __shared: unknown[] }).__shared = shared;
      Object.defineProperty(navigator, "share", { value: (data: unknown) => (shared.push(data), Promise.resolve()) });
    });
    await page.goto(`/property/${id}`);
    await page.getByRole("button", { name: "Shpërndaje…" }).click();
    const shared = await page.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared);
    expect(shared).toEqual([expect.objectContaining({ url: `${baseUrl()}/property/${id}` })]);
    expectNoPageErrors(page);
  });
});

describe("coming back after signing in", () => {
  it("signing in from a listing returns to that listing, ready to contact the owner", async () => {
    const { id } = await firstListing();
    const page = await newPage();
    const { email, password } = await registerInContext(page);
    await page.context().clearCookies();
    await page.goto(`/property/${id}`);
    await page.getByRole("region", { name: "Kontakto pronarin" }).getByRole("link", { name: "Kyçu" }).click();
    await expect(page).toHaveURL(/\/login\?redirect_to=/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill(password);
    await Promise.all([page.waitForURL(`**/property/${id}`), page.getByRole("button", { name: "Kyçu", exact: true }).click()]);
    await expect(page.getByTestId("user-menu")).toBeVisible();
    expectNoPageErrors(page);
  });

  it("a page that needs an account (opened signed out) comes back after signing in, also without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const { email, password } = await registerInContext(page);
    await page.context().clearCookies();
    await page.goto("/favorites");
    await expect(page).toHaveURL(/\/login\?redirect_to=%2Ffavorites$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Kyçu", exact: true }).click();
    await expect(page).toHaveURL(/\/favorites$/);
  });
});
