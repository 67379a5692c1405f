import { describe, expect, it } from "vitest";
import { loginAsAdmin, newAccount, postProperty, signInAsAdmin } from "./support/admin";
import { expectAccessible, expectNoPageErrors, registerInContext, setupBrowser } from "./support/browser";

const { newPage } = setupBrowser();

describe("admin dashboard, analytics and premium", () => {
  it("shows the dashboard figures and lists, accessible in both themes", async () => {
    const page = await newPage();
    await loginAsAdmin(page);
    await expect(page.getByRole("heading", { name: "Paneli", level: 1 })).toBeVisible();
    for (const label of ["Përdoruesit", "Pronat", "Shikimet", "Të preferuarat"])
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "5 vendndodhjet kryesore" })).toBeVisible();
    await expect(page.getByRole("list", { name: "5 vendndodhjet kryesore" }).getByRole("listitem")).toHaveCount(5);
    await expect(page.getByText("Përqindja premium")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Kalo në temën e errët" }).click();
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("switches analytics periods, with the trend as a table too", async () => {
    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto("/admin/analytics");
    await expect(page.getByRole("link", { name: "30 ditët e fundit" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("table").first().locator("tbody tr")).toHaveCount(6);
    await page.getByRole("link", { name: "Viti i fundit" }).click();
    await expect(page).toHaveURL(/period=1year/);
    await expect(page.locator("table").first().locator("tbody tr")).toHaveCount(12);
    await expect(page.getByText("Nën 50.000 €")).toBeVisible();
    await expect(page.getByText("500 – 1.000 €")).toBeVisible();
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("finds an account by its payment reference on the premium page", async () => {
    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto("/admin/premium");
    await expect(page.getByRole("row", { name: /Besa Gashi/ })).toBeVisible();
    await page.getByLabel("Referenca e pagesës", { exact: true }).fill("PREMIUM-USER-000000");
    await page.getByRole("button", { name: "Gjej" }).click();
    await expect(page.getByText("Përdoruesi nuk u gjet")).toBeVisible();
    await expectAccessible(page);
    expectNoPageErrors(page);
  });
});

describe("premium after a bank transfer", () => {
  it("finds the payer by PREMIUM-{personal_id}, extends by a month, then ends premium with confirmation", async () => {
    const payer = await newAccount(`Paguesi ${Date.now().toString(36)}`);
    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto("/admin/premium");
    await page.getByLabel("Referenca e pagesës", { exact: true }).fill(`premium-${payer.personal_id.toLowerCase()}`);
    await page.getByRole("button", { name: "Gjej" }).click();
    const found = page.getByRole("region", { name: "Llogaria e kësaj reference" });
    await expect(found).toContainText(payer.name);
    await expect(found).toContainText("Llogari bazë");
    await found.getByRole("button", { name: `Zgjat Premium për ${payer.name} me 1 muaj` }).click();
    await expect(page.getByText(/^Premium u zgjat deri më \d{2}\.\d{2}\.\d{4}\.$/)).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(payer.name) });
    await expect(row).toContainText("edhe");
    await expectAccessible(page);

    await row.getByRole("link", { name: "Përfundo" }).click();
    const dialog = page.getByRole("dialog", { name: "Përfundo Premium" });
    await expect(dialog).toContainText(payer.name);
    await dialog.getByRole("button", { name: "Përfundo" }).click();
    await expect(page.getByText("Premium përfundoi.")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(payer.name) })).toHaveCount(0);
    expectNoPageErrors(page);
  });
});

describe("settings", () => {
  it("saves all four groups with one button and shows the spec's banner", async () => {
    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto("/admin/settings");
    await expect(page.getByRole("tab", { name: "Të përgjithshme" })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page);
    const footerText = page.getByLabel("Teksti i fundit të faqes");
    const footerBefore = await footerText.inputValue();
    const footerNext = `© Prona sh.p.k. ${Date.now().toString(36)}`;
    await footerText.fill(footerNext);
    await page.getByRole("tab", { name: "Pronat" }).click();
    const duration = page.getByLabel("Kohëzgjatja e zakonshme e shpalljes (ditë)");
    const before = await duration.inputValue();
    const next = before === "45" ? "46" : "45";
    await duration.fill(next);
    await page.getByRole("tab", { name: "Sistemi" }).click();
    await expect(page.getByTestId("last-backup")).toBeVisible();
    await page.getByRole("button", { name: "Ruaj të gjitha cilësimet" }).click();
    await expect(page.getByText("Cilësimet u ruajtën me sukses!")).toBeVisible();
    await page.reload();
    await page.getByRole("tab", { name: "Pronat" }).click();
    await expect(page.getByLabel("Kohëzgjatja e zakonshme e shpalljes (ditë)")).toHaveValue(next);
    // Other groups kept their values (one save wrote all four).
    await expect(page.getByLabel("Fotot për përdoruesit falas")).toHaveValue("3");
    // The footer text takes effect on the public pages.
    const visitor = await newPage();
    await visitor.goto("/");
    await expect(visitor.getByTestId("footer")).toContainText(footerNext);
    await page.getByLabel("Kohëzgjatja e zakonshme e shpalljes (ditë)").fill(before);
    await page.getByRole("tab", { name: "Të përgjithshme" }).click();
    await page.getByLabel("Teksti i fundit të faqes").fill(footerBefore);
    await page.getByRole("button", { name: "Ruaj të gjitha cilësimet" }).click();
    await expect(page.getByText("Cilësimet u ruajtën me sukses!")).toBeVisible();
    expectNoPageErrors(page);
  });

  it("explains the backup commands and downloads the data export, which is not a backup", async () => {
    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto("/admin/settings?tab=system");
    await expect(page.getByTestId("backup-how-to")).toContainText("npm run backup");
    await expect(page.getByTestId("backup-how-to")).toContainText("npm run restore -- <skedari>");
    const lastBackup = await page.getByTestId("last-backup").textContent();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Shkarko eksportin e të dhënave (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^prona-export-.*\.json$/);
    const path = await download.path();
    const fs = await import("node:fs");
    const exported = JSON.parse(fs.readFileSync(path, "utf8")) as { format: string; tables: Record<string, unknown[]> };
    expect(exported.tables.properties!.length).toBeGreaterThan(0);
    expect(Object.keys(exported.tables)).not.toContain("sessions");
    // Only `npm run backup` records a backup's time.
    await page.reload();
    await expect(page.getByTestId("last-backup")).toHaveText(lastBackup!);
    expectNoPageErrors(page);
  });
});

describe("property edit", () => {
  it("edits any property with the shared property form and returns to its page", async () => {
    const owner = await newAccount("Pronari Ndryshimit");
    const property = await postProperty(owner.cookie, `Banesë për ndryshim ${Date.now().toString(36)}`);
    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto(`/admin/properties/${property.id}`);
    await page.getByRole("link", { name: "Ndrysho", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/properties/edit/${property.id}$`));
    const newTitle = `Titull nga admini ${Date.now().toString(36)}`;
    await page.getByLabel(/^Titulli/).fill(newTitle);
    await expectAccessible(page);
    await page.getByRole("button", { name: /Ruaj|Përditëso/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/properties/${property.id}$`));
    await expect(page.getByRole("heading", { name: newTitle })).toBeVisible();
    await expect(page.getByText("Në pritje").first()).toBeVisible();
    expectNoPageErrors(page);
  });
});

describe("admin login messages", () => {
  it("signs an already signed-in non-administrator out with the automatic check's message", async () => {
    const page = await newPage();
    await registerInContext(page);
    await page.goto("/admin/login");
    await expect(page.getByRole("alert")).toHaveText("Nuk keni të drejta administratori");
    const session = (await page.context().cookies()).find((c) => c.name.endsWith("session_token"));
    expect(session).toBeUndefined();
    await expectAccessible(page);
  });

  it("answers wrong credentials with the spec's text", async () => {
    const page = await newPage();
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill("admin@prona.local");
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill("gabim12345");
    await page.getByRole("button", { name: "Hyr" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email-i ose fjalëkalimi është i pasaktë. Kontrolloni të dhënat dhe provoni përsëri.");
    expectNoPageErrors(page);
  });
});
