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

describe("/kushtet-e-perdorimit", () => {
  it("opens on the general tab, switches between the eight tabs and prints", async () => {
    const page = await newPage();
    await page.goto("/kushtet-e-perdorimit");
    const menu = page.getByRole("navigation", { name: "Seksionet e kushteve" });
    await expect(menu.getByRole("link")).toHaveCount(8);
    const panel = page.getByTestId("terms-panel");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Të përgjithshme");
    await expect(menu.getByRole("link", { name: "Të përgjithshme" })).toHaveAttribute("aria-current", "page");
    for (const kind of [/Llogari bazë/, /Llogari Premium/, /Llogari agjenti ose agjencie/])
      await expect(panel.getByText(kind)).toBeVisible();
    await expect(panel.getByText(/shqyrtohet|aprovohet/)).toHaveCount(0);
    await expect(page.getByText("Përditësuar së fundmi: 22 nëntor 2026").first()).toBeVisible();
    await expectAccessible(page);

    await menu.getByRole("link", { name: "Llogaria e përdoruesit" }).click();
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Llogaria e përdoruesit");
    await expect(panel.getByText(/të paktën 18 vjeç/)).toBeVisible();
    await expect(panel.getByText(/vetëm një llogari/)).toBeVisible();
    await expect(panel.getByText(/informacion të vërtetë/)).toBeVisible();

    await menu.getByRole("link", { name: "Përmbajtja dhe shpalljet" }).click();
    await expect(panel.getByText(/bëhet publike vetëm pasi të aprovohet/)).toBeVisible();

    await menu.getByRole("link", { name: "Pagesat dhe abonimet" }).click();
    await expect(panel.getByText(/rinovohet automatikisht/)).toBeVisible();
    await expect(panel.getByText(/të paktën 24 orë para/)).toBeVisible();
    await expect(panel.getByText(/Nuk ka rimbursim për periudhat e pjesshme/)).toBeVisible();
    await expect(panel.getByText(/transfertë bankare, me kartelë dhe me pagesë elektronike/)).toBeVisible();
    // The prices are the platform's (admin settings), as the premium page shows them.
    await expect(panel.getByText(/Çmimet aktuale janë 9,99\s€ në muaj dhe 99,99\s€ në vit/)).toBeVisible();
    await expect(page).toHaveURL(/\?tab=payment$/);
    // On screen only the chosen tab; printed, the whole terms.
    await expect(page.getByRole("heading", { level: 2, name: "Ndërprerja" })).toBeHidden();
    await page.emulateMedia({ media: "print" });
    for (const title of [
      "Të përgjithshme",
      "Llogaria e përdoruesit",
      "Përmbajtja dhe shpalljet",
      "Privatësia",
      "Pagesat dhe abonimet",
      "Përgjegjësitë",
      "Ndërprerja",
      "Dispozitat ligjore",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Seksionet e kushteve" })).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole("button", { name: "Printo" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expect(page.getByRole("link", { name: "Na kontaktoni" })).toHaveAttribute("href", "/kontakt");
    expectNoPageErrors(page);
  });

  it("fits a phone screen: every tab is in sight (a wrapped list, no sideways strip), the page does not scroll sideways", async () => {
    const page = await newPage({ viewport: { width: 375, height: 812 } });
    await page.goto("/kushtet-e-perdorimit?tab=payment");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const menu = page.getByRole("navigation", { name: "Seksionet e kushteve" });
    expect(await menu.locator("ul").evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const link of await menu.getByRole("link").all()) {
      const box = await link.boundingBox();
      expect(box!.x >= 0 && box!.x + box!.width <= 375).toBe(true);
    }
    await menu.getByRole("link", { name: "Dispozitat ligjore" }).click();
    await expect(page.getByTestId("terms-panel").getByRole("heading", { level: 2 })).toHaveText("Dispozitat ligjore");
    await expectAccessible(page);
  });

  it("switches tabs without JavaScript too", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/kushtet-e-perdorimit");
    await page.getByRole("link", { name: "Ndërprerja" }).click();
    await expect(page.getByTestId("terms-panel").getByRole("heading", { level: 2 })).toHaveText("Ndërprerja");
  });
});

describe("/privatesia", () => {
  it("has nine anchors, expandable data groups, the 30-day promise and the contact section; the footer's cookies link leads to #cookies", async () => {
    const page = await newPage();
    await page.goto("/");
    await page.getByTestId("footer").getByRole("link", { name: "Cookies" }).click();
    await expect(page).toHaveURL(/\/privatesia#cookies$/);
    await expect(page.locator("#cookies")).toBeVisible();
    expect(await page.locator("#cookies").evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(250);

    const toc = page.getByRole("navigation", { name: "Në këtë faqe" });
    const hrefs = await toc.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toEqual(["#overview", "#collection", "#usage", "#sharing", "#rights", "#cookies", "#security", "#changes", "#contact"]);
    await toc.getByRole("link", { name: "Të drejtat tuaja" }).click();
    await expect(page).toHaveURL(/#rights$/);
    await expect(page.getByText("Çdo kërkese i përgjigjemi brenda 30 ditëve.")).toBeVisible();

    const groups = page.getByTestId("data-group");
    await expect(groups).toHaveCount(5);
    await expect(groups.nth(3).getByText(/Adresa IP/)).toBeHidden();
    await groups.nth(3).locator("summary").click();
    await expect(groups.nth(3).getByText(/Adresa IP/)).toBeVisible();

    const contact = page.locator("#contact");
    // No guessed mailbox or sample address: the contact form (an administrator's own details show when set).
    await expect(contact.getByRole("link", { name: "Formulari i kontaktit" })).toHaveAttribute("href", "/kontakt");
    await expect(contact.getByText(/prona\.local|Nënë Tereza/)).toHaveCount(0);
    await expect(contact.getByText(/Agjencinë për Informim dhe Privatësi/)).toBeVisible();
    await expect(page.getByText("Përditësuar së fundmi: 22 nëntor 2026")).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "Lexoni edhe Kushtet e përdorimit" })).toHaveAttribute(
      "href",
      "/kushtet-e-perdorimit",
    );
    await expect(page.locator("main").getByRole("link", { name: "Na kontaktoni" })).toHaveAttribute("href", "/kontakt");
    await expectAccessible(page);
    expectNoPageErrors(page);
  });
});
