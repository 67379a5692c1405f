import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, registerInContext, setupBrowser } from "./support/browser";

const { newPage } = setupBrowser();

describe("settings", () => {
  it("saves the name and phone (3-second banner), shows e-mail and personal ID read-only", async () => {
    const page = await newPage();
    const { email } = await registerInContext(page, { name: "Emri i Vjetër" });
    // The page's clock is Playwright's, so the test can move it on instead of sleeping (below).
    await page.clock.install();
    await page.goto("/settings");
    await expectAccessible(page);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("readonly", "");
    expect(await page.getByLabel("ID personale").inputValue()).toMatch(/^USER-[A-Z0-9]{6}$/);

    await page.getByLabel("Numri i telefonit").fill("abc");
    await page.getByRole("button", { name: "Ruaj ndryshimet" }).click();
    await expect(page.getByRole("alert")).toContainText("Ju lutemi jepni një numër telefoni të vlefshëm");

    await page.getByLabel("Emri i plotë").fill("Valbona Krasniqi");
    await page.getByLabel("Numri i telefonit").fill("+383 44 987 654");
    await page.getByRole("button", { name: "Ruaj ndryshimet" }).click();
    const banner = page.getByText("Profili u përditësua me sukses!");
    await expect(banner).toBeVisible();
    await expect(page.getByTestId("user-menu")).toContainText("Valbona");
    // The banner goes after 3 seconds: the page's time moves 3.2 s on at once and stops there (2 s to
    // a pause, surely still ahead of the page's clock, then 1.2 s), and the banner is gone by then.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 2_000);
    await page.clock.runFor(1_200);
    await expect(banner).toBeHidden();
    await page.clock.resume();
    await page.reload();
    await expect(page.getByLabel("Emri i plotë")).toHaveValue("Valbona Krasniqi");
    await expect(page.getByLabel("Numri i telefonit")).toHaveValue("+383 44 987 654");
    expectNoPageErrors(page);
  });

  it("changes the password after checking the current one, with the spec's messages", async () => {
    const page = await newPage();
    const { password } = await registerInContext(page);
    await page.goto("/settings");
    const form = page.getByRole("form", { name: "Ndrysho fjalëkalimin" });
    const fill = async (current: string, next: string, confirm: string) => {
      await form.getByLabel("Fjalëkalimi aktual").fill(current);
      await form.getByLabel("Fjalëkalimi i ri").fill(next);
      await form.getByLabel("Konfirmo fjalëkalimin e ri").fill(confirm);
      await form.getByRole("button", { name: "Ndrysho fjalëkalimin" }).click();
    };
    await fill(password, "iRi12345", "tjeter12");
    await expect(form.getByRole("alert")).toHaveText("Fjalëkalimet e reja nuk përputhen");
    await fill(password, "abc", "abc");
    await expect(form.getByRole("alert")).toHaveText("Fjalëkalimi duhet të ketë të paktën 6 karaktere");
    await fill("gabim1234", "iRi12345", "iRi12345");
    await expect(form.getByRole("alert")).toHaveText("Fjalëkalimi aktual nuk është i saktë.");
    await fill(password, "iRi12345", "iRi12345");
    await expect(page.getByText("Fjalëkalimi u ndryshua me sukses!")).toBeVisible();
    // Still signed in, and the new password works.
    await page.reload();
    await expect(page).toHaveURL(/\/settings$/);
    expectNoPageErrors(page);
  });

  it("saves notification preferences; the dependent ones follow e-mail", async () => {
    const page = await newPage();
    await registerInContext(page);
    await page.goto("/settings");
    const email = page.getByLabel("Njoftime me email");
    const alerts = page.getByLabel("Njoftime për pronat");
    const messages = page.getByLabel("Njoftime për mesazhet");
    await expect(email).toBeChecked();
    await expect(alerts).toBeChecked();
    await expect(messages).toBeChecked();

    await alerts.uncheck();
    await email.uncheck();
    expect(await alerts.isDisabled()).toBe(true);
    expect(await messages.isDisabled()).toBe(true);
    await expect(messages).not.toBeChecked();
    await page.getByRole("button", { name: "Ruaj preferencat" }).click();
    await expect(page.getByText("Preferencat e njoftimeve u ruajtën me sukses!")).toBeVisible();
    await page.reload();
    await expect(email).not.toBeChecked();
    await expect(alerts).not.toBeChecked();
    await expect(messages).not.toBeChecked();

    // Turning e-mail back on offers the other two again (on, their default); the user keeps messages only.
    await email.check();
    await expect(alerts).toBeChecked();
    await expect(messages).toBeChecked();
    await alerts.uncheck();
    await page.getByRole("button", { name: "Ruaj preferencat" }).click();
    await expect(page.getByText("Preferencat e njoftimeve u ruajtën me sukses!")).toBeVisible();
    await page.reload();
    await expect(email).toBeChecked();
    await expect(alerts).not.toBeChecked();
    await expect(messages).toBeChecked();
    expectNoPageErrors(page);
  });

  it("deletes the account after confirming with the password, and signs out", async () => {
    const page = await newPage();
    const { email, password } = await registerInContext(page);
    await page.goto("/settings");
    await page.getByText("Fshi llogarinë", { exact: true }).click();
    const confirm = page.getByRole("form", { name: "Jeni i sigurt?" });
    await confirm.getByLabel("Fjalëkalimi juaj").fill("gabim1234");
    await confirm.getByRole("button", { name: "Po, fshi llogarinë time" }).click();
    await expect(page.getByRole("alert")).toHaveText("Fjalëkalimi nuk është i saktë. Llogaria nuk u fshi.");
    await expectAccessible(page);

    await confirm.getByLabel("Fjalëkalimi juaj").fill(password);
    await confirm.getByRole("button", { name: "Po, fshi llogarinë time" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Kyçu" }).first()).toBeVisible();
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/login\?redirect_to=%2Fsettings$/);
    // The account is gone: its login no longer works.
    const login = await page.request.post("/api/auth/login", {
      data: { email, password },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(login.status()).toBe(401);
    expectNoPageErrors(page);
  });
});
