import { describe, expect, it, vi } from "vitest";
import { call, newAccount, ownerWithListing, signInAsAdmin } from "./support/admin";
import { expectAccessible, expectNoPageErrors, registerInContext, setupBrowser, signIn } from "./support/browser";
import { waitForMail } from "./support/outbox";

const { newPage } = setupBrowser();

type Notification = { type: string; title: string; message: string; property_id: string | null };

async function notificationsOf(cookie: string) {
  const res = await call<{ items: Notification[] }>("GET", "/api/notifications", cookie);
  expect(res.status).toBe(200);
  return res.body.items;
}

describe("reporting a listing", () => {
  it("a visitor reports with JavaScript: reasons, the text 'Tjetër' needs, a thank-you; the owner cannot report", async () => {
    const listing = await ownerWithListing("raportim");
    try {
      const page = await newPage();
      await page.goto(`/property/${listing.property.id}`);
      await page.getByText("Raporto shpalljen").click();
      const form = page.locator("#report");
      await expect(form.getByRole("radio", { name: "Çmim i gabuar" })).toBeVisible();
      await expectAccessible(page);

      // "Tjetër" without a text is refused in the browser, with the server's own message.
      await form.getByRole("radio", { name: "Tjetër" }).check();
      await form.getByRole("button", { name: "Dërgo raportimin" }).click();
      await expect(form.getByText("Përshkruani shkurt problemin.").first()).toBeVisible();

      await form.getByLabel("Përshkrimi").fill("Fotot janë marrë nga një shpallje tjetër.");
      const email = `raportues-${Date.now().toString(36)}@example.com`;
      await form.getByLabel("Email-i juaj (sipas dëshirës)").fill(email);
      await form.getByRole("button", { name: "Dërgo raportimin" }).click();
      await expect(form.getByText("Faleminderit! Raportimi juaj u dërgua.", { exact: false })).toBeVisible();
      await expectAccessible(page);
      expectNoPageErrors(page);

      // The address hears only a confirmation link until it is confirmed (issue 33 §9); opening the link
      // changes nothing, its button confirms.
      const mail = await waitForMail(email);
      const link = /https?:\/\/\S+\/konfirmo-raportimin\?token=[\w%.-]+/.exec(mail)?.[0];
      expect(link).toBeTruthy();
      const confirm = await newPage();
      await confirm.goto(new URL(link!).pathname + new URL(link!).search);
      await expect(confirm.getByRole("heading", { name: "Konfirmoni adresën tuaj" })).toBeVisible();
      await expect(confirm.getByText(listing.title, { exact: false })).toBeVisible();
      await expectAccessible(confirm);
      await confirm.getByRole("button", { name: "Konfirmo adresën" }).click();
      await expect(confirm.getByRole("status")).toContainText("Adresa u konfirmua.");
      expectNoPageErrors(confirm);

      // The owner sees no report control on their own listing.
      const ownerPage = await newPage();
      await signIn(ownerPage, listing.owner.email, "sekret123");
      await ownerPage.goto(`/property/${listing.property.id}`);
      await expect(ownerPage.getByRole("heading", { name: listing.title })).toBeVisible();
      await expect(ownerPage.getByText("Raporto shpalljen")).toHaveCount(0);
    } finally {
      await listing.cleanup();
    }
  });

  it("a signed-in reader reports without JavaScript; a second report is refused with a clear message", async () => {
    const listing = await ownerWithListing("raportim-pa-js");
    try {
      const page = await newPage({ javaScriptEnabled: false });
      await registerInContext(page);
      await page.goto(`/property/${listing.property.id}`);
      await page.getByText("Raporto shpalljen").click();
      const form = page.locator("#report");
      // Signed in: no e-mail field, the outcome comes as a notification.
      await expect(form.getByLabel("Email-i juaj (sipas dëshirës)")).toHaveCount(0);
      await form.getByRole("radio", { name: "Është shitur/dhënë tashmë" }).check();
      await form.getByRole("button", { name: "Dërgo raportimin" }).click();
      await expect(page.locator("#report").getByText("Faleminderit! Raportimi juaj u dërgua.", { exact: false })).toBeVisible();

      await page.goto(`/property/${listing.property.id}`);
      await page.getByText("Raporto shpalljen").click();
      await page.locator("#report").getByRole("radio", { name: "Mashtrim" }).check();
      await page.locator("#report").getByRole("button", { name: "Dërgo raportimin" }).click();
      await expect(page.locator("#report").getByText("E keni raportuar tashmë këtë shpallje.", { exact: false })).toBeVisible();
      // (axe needs JavaScript in the page: the same form is checked with it in the test above.)
    } finally {
      await listing.cleanup();
    }
  });
});

describe("the reports queue in the admin area", () => {
  it("shows the reported listing beside its reports; writing to the owner and deactivating tell the owner and the reporters", async () => {
    const first = await ownerWithListing("raportuar");
    const second = await ownerWithListing("raportuar-2");
    try {
      const reporter = await newAccount("Raportuesi Testues");
      for (const listing of [first, second]) {
        const res = await call("POST", `/api/properties/${listing.property.id}/reports`, reporter.cookie, {
          reason: "wrong_price",
          text: "Çmimi në përshkrim ndryshon nga ai në titull.",
        });
        expect(res.status).toBe(201);
      }

      const page = await newPage();
      await signInAsAdmin(page);
      await page.goto("/admin/reports");
      await expect(page.getByTestId("open-reports-badge").first()).toBeVisible();
      const card = page.getByTestId("reported-listing").filter({ hasText: first.title });
      await expect(card.getByRole("heading", { name: first.title })).toBeVisible();
      await expect(card.getByText("Çmimi në përshkrim ndryshon nga ai në titull.")).toBeVisible();
      await expect(card.getByText("Raportuesi Testues", { exact: false })).toBeVisible();
      await expectAccessible(page);

      // Write to the owner: the dialog asks for the message.
      await card.getByRole("link", { name: `Shkruaji pronarit: ${first.title}` }).click();
      const dialog = page.getByRole("dialog", { name: "Shkruaji pronarit" });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      const message = "Ju lutemi korrigjoni çmimin në titull.";
      await dialog.getByLabel("Mesazhi për pronarin").fill(message);
      await dialog.getByRole("button", { name: "Shkruaji pronarit" }).click();
      await expect(page.getByText("Mesazhi iu dërgua pronarit. Raportuesit u njoftuan.")).toBeVisible();
      await expect(page.getByTestId("reported-listing").filter({ hasText: first.title })).toHaveCount(0);
      const [ownerNote] = await notificationsOf(first.owner.cookie);
      expect(ownerNote).toMatchObject({ title: "Mesazh nga administratorët për shpalljen tuaj", property_id: first.property.id });
      expect(ownerNote!.message).toContain(message);
      // Newest first: the approval's e-mail may come before it.
      await vi.waitFor(async () => expect(await waitForMail(first.owner.email, 1000)).toContain(message), { timeout: 10_000 });

      // Deactivate the other: confirmed in a dialog; the listing leaves the public site.
      const other = page.getByTestId("reported-listing").filter({ hasText: second.title });
      await other.getByRole("link", { name: `Çaktivizo shpalljen: ${second.title}` }).click();
      const confirm = page.getByRole("dialog", { name: "Të çaktivizohet shpallja?" });
      await confirm.getByRole("button", { name: "Çaktivizo shpalljen" }).click();
      await expect(page.getByText("Shpallja u çaktivizua. Pronari dhe raportuesit u njoftuan.")).toBeVisible();
      expect((await call("GET", `/api/properties/${second.property.id}`, "")).status).toBe(404);

      // Both outcomes reach the reporter; the handled tab keeps the history.
      const outcomes = (await notificationsOf(reporter.cookie)).filter((n) => n.title === "Raportimi juaj u shqyrtua");
      expect(outcomes.map((n) => n.property_id).sort()).toEqual([first.property.id, second.property.id].sort());
      await page.getByRole("link", { name: /^Të shqyrtuara/ }).click();
      await expect(page.getByTestId("reported-listing").filter({ hasText: second.title }).getByText("Shpallja u çaktivizua")).toBeVisible();
      await expectAccessible(page);
      expectNoPageErrors(page);
    } finally {
      await first.cleanup();
      await second.cleanup();
    }
  });
});
