import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, holdScripts, setupBrowser } from "./support/browser";

// Typing before the page is ready (issue 34 §13): on a slow phone the form shows before its code runs.
// What the person typed then is never overwritten: not by a remembered e-mail, not by the page's state.

const { newPage } = setupBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const ENTRY = /\/assets\/entry\.client-[^/]*\.js$/;

/** Opens `path` with the page's code held back; returns a function that lets it run and waits for hydration. */
async function openHeld(page: Page, path: string) {
  const release = await holdScripts(page, ENTRY);
  const loaded = page.goto(path);
  return async () => {
    release();
    await loaded;
  };
}

async function rememberEmail(page: Page, email: string) {
  await page.goto("/");
  await page.evaluate((value) => localStorage.setItem("prona.remembered_email", value), email);
}

describe("the login form with a remembered e-mail", () => {
  it("keeps exactly the e-mail typed before the page was ready, and signs in with it", async () => {
    const page = await newPage(PHONE);
    await rememberEmail(page, "buyer@prona.local");
    const ready = await openHeld(page, "/login");
    const email = page.getByLabel("Email");
    await email.pressSequentially("buyer@prona.local");
    await ready();
    await expect(email).toHaveValue("buyer@prona.local");

    await page.getByLabel("Fjalëkalimi", { exact: true }).fill("demo1234");
    await Promise.all([page.waitForURL("**/dashboard"), page.getByRole("button", { name: "Kyçu", exact: true }).click()]);
    expectNoPageErrors(page);
  });

  it("keeps another address typed before the page was ready, and leaves 'Më mbaj mend' as it was", async () => {
    const page = await newPage(PHONE);
    await rememberEmail(page, "owner@prona.local");
    const ready = await openHeld(page, "/login");
    await page.getByLabel("Email").pressSequentially("buyer@prona.local");
    await ready();
    await expect(page.getByLabel("Email")).toHaveValue("buyer@prona.local");
    await expect(page.getByLabel("Më mbaj mend")).not.toBeChecked();
    await expect(page.getByText("Ju lutemi jepni një adresë email valide")).toHaveCount(0);
    expectNoPageErrors(page);
  });

  it("fills nothing into the field the person is in, about to type; then takes exactly what they type", async () => {
    const page = await newPage(PHONE);
    await rememberEmail(page, "buyer@prona.local");
    const ready = await openHeld(page, "/login");
    await page.getByLabel("Email").focus();
    await ready();
    await expect(page.getByLabel("Email")).toHaveValue("");
    await page.getByLabel("Email").pressSequentially("owner@prona.local");
    await expect(page.getByLabel("Email")).toHaveValue("owner@prona.local");
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("still fills the remembered e-mail into an untouched, empty field", async () => {
    const page = await newPage(PHONE);
    await rememberEmail(page, "buyer@prona.local");
    await page.goto("/login");
    await expect(page.getByLabel("Email")).toHaveValue("buyer@prona.local");
    await expect(page.getByLabel("Më mbaj mend")).toBeChecked();
    expectNoPageErrors(page);
  });
});

describe("filters typed before the page was ready", () => {
  it("the reviews' search keeps its text and applies it once the page runs", async () => {
    const page = await newPage(PHONE);
    const ready = await openHeld(page, "/vlersimet");
    const search = page.getByLabel("Kërko", { exact: true });
    await search.pressSequentially("Karagaç");
    await ready();
    await expect(search).toHaveValue("Karagaç");
    await expect(page.getByTestId("review-card")).toHaveCount(1);
    expectNoPageErrors(page);
  });

  it("the agencies' search keeps its text and applies it once the page runs", async () => {
    const page = await newPage(PHONE);
    const ready = await openHeld(page, "/agjencite");
    const search = page.locator("#agency-search");
    await search.pressSequentially("zzz-asnjë-agjenci");
    await ready();
    await expect(search).toHaveValue("zzz-asnjë-agjenci");
    await expect(page.getByTestId("agency-card")).toHaveCount(0);
    expectNoPageErrors(page);
  });
});
