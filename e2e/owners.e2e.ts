import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { call, newAccount, ownerWithListing, signInAsAdmin } from "./support/admin";
import { expectAccessible, expectNoPageErrors, setupBrowser, signIn } from "./support/browser";

// Who is selling (issue 14 §3): the owner card, 'Shfaq numrin' with and without JavaScript, and the
// public profile it links to. Each test makes its own owner and listing.

const { newPage } = setupBrowser();
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function ownerWithPhone(label: string) {
  const made = await ownerWithListing(label);
  cleanups.push(made.cleanup);
  expect((await call("PATCH", "/api/me", made.owner.cookie, { name: made.owner.name, phone: "049 555 120" })).status).toBe(200);
  return made;
}

describe("the owner card and 'Shfaq numrin'", () => {
  it("shows who sells; the number is not in the page until the click, then with call, WhatsApp and Viber links", async () => {
    const { owner, property } = await ownerWithPhone("telefon");
    const page = await newPage();
    await page.goto(`/property/${property.id}`);
    const card = page.getByTestId("owner-card");
    await expect(card.getByRole("heading", { name: "Publikuar nga" })).toBeVisible();
    await expect(card.getByRole("link", { name: owner.name })).toHaveAttribute("href", `/perdoruesi/${owner.id}`);
    await expect(card.getByText("Pronar privat")).toBeVisible();
    await expect(card.getByText("1 pronë aktive")).toBeVisible();
    expect(await page.content()).not.toContain("555 120");
    await expectAccessible(page);

    await card.getByRole("button", { name: "Shfaq numrin" }).click();
    const phone = page.getByTestId("owner-phone");
    await expect(phone.getByRole("link", { name: "049 555 120" })).toHaveAttribute("href", "tel:+38349555120");
    await expect(phone.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/38349555120");
    await expect(phone.getByRole("link", { name: "Viber" })).toHaveAttribute("href", "viber://chat?number=%2B38349555120");
    await expectAccessible(page);

    // The profile the card links to: the owner and their active listing, without the number.
    await card.getByRole("link", { name: "Shiko profilin dhe pronat" }).click();
    await expect(page).toHaveURL(new RegExp(`/perdoruesi/${owner.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: owner.name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Shiko detajet" })).toHaveCount(1);
    expect(await page.content()).not.toContain("555 120");
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("works without JavaScript: the button is a form, and the page comes back with the number", async () => {
    const { property } = await ownerWithPhone("pa-js");
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`/property/${property.id}`);
    expect(await page.content()).not.toContain("555 120");
    await page.getByRole("button", { name: "Shfaq numrin" }).click();
    await expect(page.getByTestId("owner-phone").getByRole("link", { name: "049 555 120" })).toBeVisible();
    await expect(page.getByRole("link", { name: "WhatsApp" }).first()).toHaveAttribute("href", "https://wa.me/38349555120");
  });

  it("an unknown profile is 'Përdoruesi nuk u gjet'", async () => {
    const page = await newPage();
    const response = await page.goto("/perdoruesi/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Përdoruesi nuk u gjet" })).toBeVisible();
    await expectAccessible(page);
  });
});

describe("the verified badge", () => {
  it("an administrator verifies an owner in the users table; the listing's owner card then says 'Verifikuar'", async () => {
    const { owner, property } = await ownerWithPhone("verifikim");
    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto(`/admin/users?q=${encodeURIComponent(owner.name)}`);
    const row = page.locator("tbody tr").first();
    await expect(row).toContainText(owner.name);
    await row.locator("summary").click();
    await row.getByRole("link", { name: "Verifiko" }).click();
    const dialog = page.getByRole("dialog", { name: "Verifiko përdoruesin" });
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Verifiko" }).click();
    await expect(page.getByText("Përdoruesi u verifikua.")).toBeVisible();
    await expect(page.locator("tbody tr").first().getByText("Verifikuar")).toBeVisible();

    await page.goto(`/property/${property.id}`);
    await expect(page.getByTestId("owner-card").getByText("Verifikuar")).toBeVisible();
    expectNoPageErrors(page);
  });
});

describe("an agency's details", () => {
  it("an agency fills in its details on /agjencia (a form), and the agencies page shows them", async () => {
    const unique = Date.now().toString(36);
    const agency = await newAccount(`Agjencia Testuese ${unique}`, "agency");
    // The agencies page of the other browser tests counts the demo agencies: this one leaves again.
    cleanups.push(() => call("DELETE", "/api/me", agency.cookie, { password: "sekret123" }));
    const page = await newPage();
    await signIn(page, agency.email, "sekret123");
    await page.goto("/agjencia");
    await expect(page.getByRole("heading", { name: "Të dhënat e agjencisë" })).toBeVisible();
    await page.getByLabel("Përshkrimi").fill(`Banesa dhe toka në Ferizaj ${unique}.`);
    await page.getByLabel("Qytetet").fill("Ferizaj, Shtërpcë");
    await page.getByLabel("Toka").check();
    await page.getByLabel("Faqja e internetit").fill("iliria");
    await page.getByRole("button", { name: "Ruaj të dhënat" }).click();
    await expect(page.getByRole("alert")).toContainText("Shkruani adresën e plotë të faqes");
    // What was typed stays.
    await expect(page.getByLabel("Qytetet")).toHaveValue("Ferizaj, Shtërpcë");
    await expect(page.getByLabel("Toka")).toBeChecked();
    await page.getByLabel("Faqja e internetit").fill("https://iliria-prona.com");
    await page.getByRole("button", { name: "Ruaj të dhënat" }).click();
    await expect(page.getByText("Të dhënat e agjencisë u ruajtën.")).toBeVisible();
    await expectAccessible(page);

    // The logo: a file checked by the server, shown at once and on the agencies page.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#b45309" } })
      .png()
      .toBuffer();
    // Our own control, in the page's language (not the browser's "Choose File"), with the file's name.
    await expect(page.locator('label[for="agency-logo"]')).toHaveText("Zgjidhni logon");
    await expect(page.getByTestId("agency-logo-name")).toHaveText("Asnjë skedar i zgjedhur.");
    await page.getByLabel("Zgjidhni logon").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await expect(page.getByTestId("agency-logo-name")).toHaveText("Skedari i zgjedhur: logo.png");
    await page.getByRole("button", { name: "Ngarko logon" }).click();
    await expect(page.getByText("Logoja u ruajt.")).toBeVisible();
    await expect(page.getByRole("img", { name: "Logoja" })).toBeVisible();

    await page.goto(`/agjencite?q=${unique}`);
    const card = page.getByTestId("agency-card").filter({ hasText: agency.name });
    await expect(card).toContainText("Ferizaj, Shtërpcë");
    await expect(card).toContainText("Toka");
    await expect(card.getByText("Demo", { exact: true })).toHaveCount(0);
    await expect(card.locator("img")).toHaveCount(1);
    expectNoPageErrors(page);
  });
});

describe("the agency logo's file control on a phone", () => {
  it.each(["light", "dark"] as const)(
    "is a translated button the keyboard reaches, and names the chosen file (%s)",
    async (colorScheme) => {
      const agency = await newAccount(`Agjencia Logo ${Date.now().toString(36)}`, "agency");
      cleanups.push(() => call("DELETE", "/api/me", agency.cookie, { password: "sekret123" }));
      const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme });
      await signIn(page, agency.email, "sekret123");
      await page.goto("/agjencia");
      const button = page.locator('label[for="agency-logo"]');
      await expect(button).toBeVisible();
      await expect(button).toHaveText("Zgjidhni logon");
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await expect(page.getByText(/Choose File|No file chosen/)).toHaveCount(0);
      // The input itself is hidden from sight, not from the keyboard: Tab from the heading's link reaches it.
      const input = page.getByLabel("Zgjidhni logon");
      await page.getByRole("link", { name: /profilin/i }).focus();
      await page.keyboard.press("Tab");
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute("aria-describedby", "agency-logo-name agency-logo-hint");
      await input.setInputFiles({ name: "zyra-ime.webp", mimeType: "image/webp", buffer: Buffer.from("RIFF") });
      await expect(page.getByTestId("agency-logo-name")).toHaveText("Skedari i zgjedhur: zyra-ime.webp");
      await expectAccessible(page);
      expectNoPageErrors(page);
    },
  );
});

describe("registering an agency", () => {
  it("'Regjistro agjencinë' opens the registration with the account type Agjenci chosen", async () => {
    const page = await newPage();
    await page.goto("/agjencite");
    await page.getByRole("link", { name: "Regjistro agjencinë" }).click();
    await expect(page).toHaveURL(/\/register\?user_type=agency$/);
    await expect(page.getByRole("radio", { name: /Agjenci/ })).toBeChecked();
    await expectAccessible(page);
  });
});
