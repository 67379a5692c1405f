import { describe, expect, it, onTestFinished } from "vitest";
import { formatDate } from "~/domain/format";
import type { PlatformSettings } from "~/domain/settings";
import { adminCookie, call } from "./support/admin";
import { expectAccessible, expectNoPageErrors, registerInContext, setupBrowser, signIn } from "./support/browser";

const { newPage } = setupBrowser();

type Me = { user: { personal_id: string; premium_until: string | null; premium_active: boolean } };

describe("premium page", () => {
  it("free user: monthly/annual toggle with the 20% label and the saving, 'Bëhu Premium' reveals the payment instructions, copy buttons", async () => {
    const page = await newPage({ permissions: ["clipboard-read", "clipboard-write"] });
    await signIn(page, "owner@prona.local");
    await page.goto("/premium");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shitni dhe jepni me qira më shpejt me Premium");
    await expect(page.getByTestId("premium-status")).toHaveCount(0);

    // Monthly by default; the benefits of the spec.
    await expect(page.getByTestId("plan-price")).toContainText("9,99 € /muaj");
    await expect(page.getByTestId("plan-saving")).toHaveCount(0);
    await expect(page.getByTestId("benefit-featured_listings")).toContainText("Top Shpallje");
    await expect(page.getByTestId("benefit-advanced_statistics")).toContainText("Statistika të avancuara");
    await expect(page.getByTestId("benefit-priority_support")).toContainText("brenda 24 orëve");
    await expect(page.getByTestId("benefit-unlimited_properties")).toContainText("Shpallje të pakufizuara");
    await expect(page.getByTestId("testimonial")).toHaveCount(2);

    // Annual: price, the 20% label and the spec's 19.98 (two months free).
    const annual = page.getByRole("group", { name: "Plani i pagesës" }).getByRole("link", { name: /Vjetor/ });
    await expect(annual).toContainText("20% zbritje");
    await annual.click();
    await expect(page).toHaveURL(/\/premium\?plan=annual$/);
    await expect(annual).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("plan-price")).toContainText("99,99 € /vit");
    await expect(page.getByTestId("plan-saving")).toContainText("2 muaj falas, me vlerë 19,98 €");

    // The payment instructions are hidden until 'Bëhu Premium', which reveals, scrolls to and focuses them.
    const payment = page.getByTestId("payment");
    await expect(payment).toBeHidden();
    await page.getByRole("main").getByRole("link", { name: "Bëhu Premium" }).first().click();
    await expect(payment).toBeVisible();
    await expect(page.getByTestId("payment-amount")).toHaveText("99,99 €");
    const heading = page.getByRole("heading", { name: "Udhëzimet për pagesë" });
    await expect.poll(async () => page.evaluate(() => document.activeElement?.id)).toBe("payment-title");
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1, { timeout: 5_000 }).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await heading.boundingBox())?.y ?? 9_999, { timeout: 5_000 }).toBeLessThan(900);
    await expect(payment).toContainText("Llogaria juaj kalon në Premium brenda 1-2 ditëve të punës pas pagesës.");
    // A fresh install's sample bank account and support address are not offered: the contact form is.
    await expect(page.getByTestId("payment-unset")).toContainText("Të dhënat bankare do të publikohen së shpejti");
    await expect(page.getByTestId("payment-iban")).toHaveCount(0);
    await expect(payment.getByRole("link", { name: "formularin e kontaktit" })).toHaveAttribute("href", "/kontakt?subject=Premium");

    // Once the administrator sets them, the page shows them.
    const admin = await adminCookie();
    const before = (await call<{ settings: PlatformSettings }>("GET", "/api/admin/settings", admin)).body.settings;
    const saved = await call("PUT", "/api/admin/settings", admin, {
      premium: { iban: "XK05 1701 0000 0000 4512" },
      site: { support_email: "ndihma@shembull.com" },
    });
    expect(saved.status).toBe(200);
    onTestFinished(async () => {
      await call("PUT", "/api/admin/settings", admin, {
        premium: { iban: before.premium.iban },
        site: { support_email: before.site.support_email },
      });
    });
    await page.reload();
    await page.getByRole("main").getByRole("link", { name: "Bëhu Premium" }).first().click();
    await expect(payment.getByRole("link", { name: "ndihma@shembull.com" })).toHaveAttribute("href", "mailto:ndihma@shembull.com");

    // The amount follows the plan.
    await page.getByRole("link", { name: "Mujor" }).click();
    await expect(page.getByTestId("payment-amount")).toHaveText("9,99 €");
    await expect(payment).toBeVisible();

    // Copy the IBAN: clipboard, then 'U kopjua!' for about 2 seconds.
    const iban = (await page.getByTestId("payment-iban").innerText()).trim();
    expect(iban).toBe("XK05 1701 0000 0000 4512");
    const copyIban = page.getByRole("button", { name: "Kopjo IBAN-in" });
    await copyIban.click();
    const clickedAt = Date.now();
    const confirmation = copyIban.getByRole("status");
    await expect(confirmation).toHaveText("U kopjua!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(iban);
    await expect(confirmation).toHaveText("");
    const shownFor = Date.now() - clickedAt;
    expect(shownFor).toBeGreaterThan(1_500);
    expect(shownFor).toBeLessThan(3_500);

    // Copy the reference PREMIUM-{personal_id}.
    const me = (await (await page.request.get("/api/me")).json()) as Me;
    await expect(page.getByTestId("payment-reference")).toHaveText(`PREMIUM-${me.user.personal_id}`);
    const copyReference = page.getByRole("button", { name: "Kopjo referencën" });
    await copyReference.click();
    await expect(copyReference.getByRole("status")).toHaveText("U kopjua!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`PREMIUM-${me.user.personal_id}`);

    // FAQ answers open.
    await page.getByText("A rinovohet automatikisht? Si e anuloj?").click();
    await expect(page.getByText("Për periudha të papërdorura pjesërisht nuk bëhet rimbursim.", { exact: false })).toBeVisible();
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("premium user: sees the status and the expiry date, on a phone", async () => {
    const page = await newPage({ viewport: { width: 375, height: 800 } });
    await signIn(page, "premium@prona.local");
    await page.goto("/premium");
    const me = (await (await page.request.get("/api/me")).json()) as Me;
    expect(me.user.premium_active).toBe(true);
    const status = page.getByTestId("premium-status");
    await expect(status).toContainText("Jeni anëtar Premium");
    await expect(status).toContainText(`Premium-i juaj është aktiv deri më ${formatDate(me.user.premium_until!, "sq")}.`);
    await expect(page.getByRole("main").getByRole("link", { name: "Vazhdo Premium" }).first()).toBeVisible();
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("works without JavaScript: the toggle is a link, 'Bëhu Premium' jumps to the payment instructions", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await registerInContext(page);
    await page.goto("/premium");
    await page.getByRole("link", { name: /Vjetor/ }).click();
    await expect(page).toHaveURL(/plan=annual/);
    await expect(page.getByTestId("plan-price")).toContainText("99,99 €");
    await expect(page.getByTestId("payment")).toBeHidden();
    await page.getByRole("main").getByRole("link", { name: "Bëhu Premium" }).first().click();
    await expect(page).toHaveURL(/plan=annual#payment$/);
    await expect(page.getByTestId("payment")).toBeVisible();
    await expect(page.getByTestId("payment-amount")).toHaveText("99,99 €");
    await expect(page.getByTestId("payment-reference")).toHaveText(/^PREMIUM-USER-[A-Z0-9]{6}$/);
  });
});
