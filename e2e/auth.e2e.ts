import { describe, expect, it } from "vitest";
import {
  baseUrl,
  expectAccessible,
  expectNoPageErrors,
  loginThroughForm,
  registerInContext,
  setupBrowser,
  uniqueEmail,
} from "./support/browser";
import { waitForMail } from "./support/outbox";

const { newPage } = setupBrowser();

describe("sign up", () => {
  it("creates an account and lands on /dashboard, signed in", async () => {
    const page = await newPage();
    await page.goto("/register");
    // axe: shell.e2e.ts checks this page as it opens, in both themes.
    const email = uniqueEmail("signup");
    await page.getByLabel("Emri i plotë").fill("Blerta Hoxha");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill("sekret123");
    await page.getByLabel("Konfirmo fjalëkalimin").fill("sekret123");
    await page.getByLabel("Qiradhënës").check();
    await Promise.all([page.waitForURL("**/dashboard"), page.getByRole("button", { name: "Regjistrohu", exact: true }).click()]);
    await expect(page.getByTestId("user-menu")).toContainText("Blerta");
    expectNoPageErrors(page);
  });

  it("shows the spec's messages before posting (mismatch, then length)", async () => {
    const page = await newPage();
    await page.goto("/register");
    await page.getByLabel("Emri i plotë").fill("Test");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill("abc");
    await page.getByLabel("Konfirmo fjalëkalimin").fill("abd");
    await page.getByRole("button", { name: "Regjistrohu", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Fjalëkalimet nuk përputhen");
    await page.getByLabel("Konfirmo fjalëkalimin").fill("abc");
    await page.getByRole("button", { name: "Regjistrohu", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Fjalëkalimi duhet të ketë të paktën 6 karaktere");
    await expect(page).toHaveURL(/\/register$/);
    expectNoPageErrors(page);
  });

  it("works with JavaScript disabled, and the server gives the same messages", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/register");
    await page.getByLabel("Emri i plotë").fill("Pa Skript");
    const email = uniqueEmail("nojs");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill("sekret123");
    await page.getByLabel("Konfirmo fjalëkalimin").fill("tjeter123");
    await page.getByRole("button", { name: "Regjistrohu", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Fjalëkalimet nuk përputhen");
    // The form keeps what was typed (but never the passwords).
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill("sekret123");
    await page.getByLabel("Konfirmo fjalëkalimin").fill("sekret123");
    await page.getByRole("button", { name: "Regjistrohu", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

describe("sign in and out", () => {
  it("signs in with 'remember me' (e-mail kept, persistent cookie) and out with 'Dilni'", async () => {
    const page = await newPage();
    const { email, password } = await registerInContext(page);
    await page.context().clearCookies();
    await page.goto("/login");
    // axe: shell.e2e.ts checks this page as it opens, in both themes.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill(password);
    await page.getByLabel("Më mbaj mend").check();
    await Promise.all([page.waitForURL("**/dashboard"), page.getByRole("button", { name: "Kyçu", exact: true }).click()]);
    expect(await page.evaluate(() => localStorage.getItem("prona.remembered_email"))).toBe(email);
    const session = (await page.context().cookies()).find((c) => c.name.endsWith("session_token"));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);

    const menu = page.getByTestId("user-menu");
    await menu.locator("summary").click();
    await Promise.all([page.waitForURL(`${baseUrl()}/`), menu.getByRole("button", { name: "Dilni" }).click()]);
    await expect(page.getByRole("link", { name: "Kyçu" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirect_to=%2Fdashboard$/);
    // The remembered e-mail is filled in on the next visit.
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Më mbaj mend")).toBeChecked();
    expectNoPageErrors(page);
  });

  it("without 'remember me' the session cookie ends with the browser and the e-mail is forgotten", async () => {
    const page = await newPage();
    const { email, password } = await registerInContext(page);
    await page.context().clearCookies();
    await page.goto("/login");
    await page.evaluate((e) => localStorage.setItem("prona.remembered_email", e), email);
    await page.reload();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Më mbaj mend")).toBeChecked();
    await page.getByLabel("Më mbaj mend").uncheck();
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill(password);
    await Promise.all([page.waitForURL("**/dashboard"), page.getByRole("button", { name: "Kyçu", exact: true }).click()]);
    const session = (await page.context().cookies()).find((c) => c.name.endsWith("session_token"));
    expect(session?.expires).toBe(-1);
    expect(await page.evaluate(() => localStorage.getItem("prona.remembered_email"))).toBeNull();
  });

  it("shows the mapped message for wrong credentials", async () => {
    const page = await newPage();
    await page.goto("/login");
    await page.getByLabel("Email").fill("buyer@prona.local");
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill("gabim-gabim");
    await page.getByRole("button", { name: "Kyçu", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Email-i ose fjalëkalimi është i pasaktë. Kontrolloni të dhënat dhe provoni përsëri.");
    expectNoPageErrors(page);
  });

  it("works with JavaScript disabled", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/login");
    await page.getByLabel("Email").fill("buyer@prona.local");
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill("demo1234");
    await page.getByRole("button", { name: "Kyçu", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

describe("password reset", () => {
  it("sends a link to the outbox; the link sets a new password and goes to /login after 3 seconds", async () => {
    const page = await newPage();
    const { email } = await registerInContext(page);
    await page.context().clearCookies();
    await page.goto("/forgot-password");
    // axe: shell.e2e.ts checks this page as it opens, in both themes.
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Dërgo lidhjen" }).click();
    await expect(page.getByRole("status")).toContainText("Nëse ekziston një llogari me këtë email");

    const mail = await waitForMail(email);
    const link = mail.match(/https?:\/\/\S+\/reset-password#access_token=[\w%-]+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await expectAccessible(page);
    await page.getByLabel("Fjalëkalimi i ri").fill("iRi12345");
    await page.getByLabel("Konfirmo fjalëkalimin e ri").fill("iRi12345");
    await page.getByRole("button", { name: "Ruaj fjalëkalimin" }).click();
    await expect(page.getByRole("status")).toContainText("Fjalëkalimi u ndryshua me sukses");
    const started = Date.now();
    await page.waitForURL("**/login", { timeout: 8_000 });
    expect(Date.now() - started).toBeGreaterThan(2_000);

    await loginThroughForm(page, email, "iRi12345");
    // The link works once.
    await page.context().clearCookies();
    await page.goto(link!);
    await page.getByLabel("Fjalëkalimi i ri").fill("tjeter123");
    await page.getByLabel("Konfirmo fjalëkalimin e ri").fill("tjeter123");
    await page.getByRole("button", { name: "Ruaj fjalëkalimin" }).click();
    await expect(page.getByRole("alert")).toContainText("është e pavlefshme ose ka skaduar");
    expectNoPageErrors(page);
  });

  it("says so when the link carries no token", async () => {
    const page = await newPage();
    await page.goto("/reset-password");
    await expect(page.getByRole("alert")).toHaveText(
      "Lidhja nuk përmban kodin e rivendosjes. Sigurohuni që keni hapur lidhjen nga email-i juaj.",
    );
  });
});

describe("admin login", () => {
  it("signs a non-administrator out again with the spec's message", async () => {
    const page = await newPage();
    await page.goto("/admin/login");
    // axe: shell.e2e.ts checks this page as it opens, in both themes.
    await page.getByLabel("Email").fill("buyer@prona.local");
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill("demo1234");
    await page.getByRole("button", { name: "Hyr" }).click();
    await expect(page.getByRole("alert")).toHaveText("Nuk keni të drejta administratori. Qasja u refuzua.");
    const session = (await page.context().cookies()).find((c) => c.name.endsWith("session_token"));
    expect(session).toBeUndefined();
  });

  it("validates with the English messages of document 2", async () => {
    const page = await newPage();
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Hyr" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email-i është i detyrueshëm");
    await page.getByLabel("Email").fill("admin@prona");
    await page.getByRole("button", { name: "Hyr" }).click();
    await expect(page.getByRole("alert")).toHaveText("Shkruani një adresë email të vlefshme");
    await page.getByLabel("Email").fill("admin@prona.local");
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill("abc");
    await page.getByRole("button", { name: "Hyr" }).click();
    await expect(page.getByRole("alert")).toHaveText("Fjalëkalimi duhet të ketë të paktën 6 karaktere");
  });

  it("lets an administrator into /admin, without the public header and footer", async () => {
    const page = await newPage();
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill("admin@prona.local");
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill("demo1234");
    await Promise.all([page.waitForURL("**/admin"), page.getByRole("button", { name: "Hyr" }).click()]);
    await expect(page.getByTestId("top-nav")).toHaveCount(0);
    await expect(page.getByTestId("footer")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Paneli", level: 1 })).toBeVisible();
    expectNoPageErrors(page);
  });
});
