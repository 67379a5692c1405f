import { describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, expectNoPageErrors, registerInContext, setupBrowser, signIn } from "./support/browser";

// Issue 13 items 3 and 6: the listing facts on the pages, the owner's form, and /listings on a phone.

const { newPage } = setupBrowser();
const PHONE = { width: 390, height: 844 };

type Found = { total: number; properties: { id: string; reference: number; title: string }[] };
async function searchApi(query: string): Promise<Found> {
  return (await (await fetch(`${baseUrl()}/api/properties?${query}`)).json()) as Found;
}

describe("/listings on a phone", () => {
  it("shows a result on the first screen; 'Filtrat (N)' opens a sheet that narrows the list", async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/listings?listing_type=rent");
    const heading = page.getByRole("heading", { name: /prona të gjetura/ });
    const before = Number((await heading.textContent())!.match(/\d+/)![0]);
    expect(before).toBe((await searchApi("listing_type=rent")).total);

    // The first card starts within the first screen; the filters wait behind their button.
    const firstCard = page.getByRole("list", { name: "Rezultatet e kërkimit" }).getByRole("article").first();
    const box = await firstCard.boundingBox();
    expect(box!.y + 120).toBeLessThan(PHONE.height);
    await expect(page.getByLabel("Kërko", { exact: true })).toBeHidden();
    const opener = page.getByRole("button", { name: "Filtrat (1)" });
    await expect(opener).toBeVisible();

    // The sheet: a labelled modal dialog; Escape closes it and gives the focus back.
    await opener.click();
    const sheet = page.getByRole("dialog", { name: "Filtrat (1)" });
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute("aria-modal", "true");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // Focus stays inside: Tab from the last control comes back to the first.
    await opener.click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole("link", { name: "Pastro" }).focus();
    await page.keyboard.press("Tab");
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Shift+Tab");
    expect(await sheet.getByRole("link", { name: "Pastro" }).evaluate((el) => el === document.activeElement)).toBe(true);

    // The price boxes step by the listing type chosen: 50 € for rent, 5.000 € for sale.
    const maxPrice = sheet.getByRole("group", { name: "Çmimi (€)" }).getByLabel("Deri");
    await expect(maxPrice).toHaveAttribute("step", "50");
    await sheet.getByText("Në shitje", { exact: true }).click();
    await expect(maxPrice).toHaveAttribute("step", "5000");
    await sheet.getByText("Me qira", { exact: true }).click();
    await expect(maxPrice).toHaveAttribute("step", "50");

    // Choosing a filter does nothing until "Apliko"; then the list narrows and the count follows.
    await sheet.getByLabel("E mobiluar").check();
    await expect(sheet).toBeVisible();
    expect(new URL(page.url()).searchParams.get("furnished")).toBeNull();
    await Promise.all([page.waitForURL(/furnished=1/), sheet.getByRole("button", { name: "Apliko" }).click()]);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const expected = (await searchApi("listing_type=rent&furnished=1")).total;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(before);
    await expect(heading).toHaveText(expected === 1 ? "1 pronë e gjetur" : `${expected} prona të gjetura`);
    await expect(page.getByRole("button", { name: "Filtrat (2)" })).toBeVisible();
    expectNoPageErrors(page);
  });

  it("keeps the filters reachable without JavaScript (a link opens them), and the price boxes step by the listing type", async () => {
    const page = await newPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto("/listings?listing_type=sale");
    await expect(page.getByLabel("Kërko", { exact: true })).toBeHidden();
    await page.getByRole("link", { name: "Filtrat (1)" }).click();
    await expect(page.getByLabel("Ngrohja")).toBeVisible();
    const price = page.getByRole("group", { name: "Çmimi (€)" });
    await expect(price.getByLabel("Deri")).toHaveAttribute("step", "5000");
    await page.getByLabel("Ngrohja").selectOption("central");
    await price.getByLabel("Deri").fill("150000");
    await Promise.all([page.waitForURL(/heating=central/), page.getByRole("button", { name: "Apliko" }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get("max_price")).toBe("150000");
    const expected = (await searchApi("listing_type=sale&heating=central&max_price=150000")).total;
    await expect(page.getByRole("heading", { name: / gjetura?$/ })).toHaveText(
      expected === 1 ? "1 pronë e gjetur" : `${expected} prona të gjetura`,
    );

    // For rent the boxes step by 50 €.
    await page.goto("/listings?listing_type=rent");
    await expect(page.locator("input[name=min_price]")).toHaveAttribute("step", "50");
  });

  it("on a wide screen the filters stay in the sidebar, with the new filters in the URL", async () => {
    const page = await newPage();
    await page.goto("/listings");
    await expect(page.getByRole("button", { name: /^Filtrat/ })).toBeHidden();
    await page.getByRole("group", { name: "Sipërfaqja (m²)" }).getByLabel("Nga").fill("100");
    await Promise.all([page.waitForURL(/min_area=100/), page.getByRole("button", { name: "Kërko" }).click()]);
    await Promise.all([page.waitForURL(/added=7d/), page.getByLabel("Shtuar").selectOption("7d")]);
    const expected = (await searchApi("min_area=100&added=7d")).total;
    await expect(page.getByRole("heading", { name: / gjetura?$/ })).toHaveText(
      expected === 1 ? "1 pronë e gjetur" : `${expected} prona të gjetura`,
    );
    await expectAccessible(page);
    expectNoPageErrors(page);
  });
});

describe("listing facts on the pages", () => {
  it("the detail page shows the facts, the price per m², when it was added and the reference, which the search finds", async () => {
    const [listing] = (await searchApi("q=Dardani&listing_type=rent")).properties;
    const page = await newPage();
    await page.goto(`/property/${listing!.id}`);
    const facts = page.getByRole("region", { name: "Të dhënat kryesore" });
    for (const text of ["Kati 6 nga 9", "Viti i ndërtimit: 2012", "Ngrohja: qendrore", "E mobiluar", "Ashensor", "Pa parking"]) {
      await expect(facts.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("price-per-area")).toHaveText("Çmimi për m²: 5,77 €/m²/muaj");
    await expect(page.getByText(/^Shtuar para \d+ dit(e|ësh)$/)).toBeVisible();
    await expect(page.getByTestId("property-reference")).toHaveText(`Nr. ref. ${listing!.reference}`);
    await expectAccessible(page);

    // The reference typed in the keyword box finds the listing.
    await page.goto(`/listings?q=%23${listing!.reference}`);
    await expect(page.getByRole("heading", { name: "1 pronë e gjetur" })).toBeVisible();
    await expect(page.getByRole("link", { name: listing!.title })).toBeVisible();
    // Cards show the price per m² and how long ago the listing was added.
    const card = page.getByRole("article").filter({ hasText: listing!.title });
    await expect(card.getByText(/5,77\s€\/m²\/muaj/)).toBeVisible();
    await expect(card.getByText(/^Shtuar para/)).toBeVisible();
    expectNoPageErrors(page);
  });

  it("the owner's cards show the reference", async () => {
    const page = await newPage();
    await signIn(page, "owner@prona.local");
    await page.goto("/my-properties");
    const mine = (await (await page.request.get("/api/my/properties")).json()) as { properties: { title: string; reference: number }[] };
    const first = mine.properties[0]!;
    const card = page.getByRole("list", { name: "Pronat e mia" }).getByRole("article").filter({ hasText: first.title });
    await expect(card.getByText(`Nr. ref. ${first.reference}`)).toBeVisible();
  });

  it("the owner fills in the facts in the property form; land hides them; the detail page shows them", async () => {
    const page = await newPage();
    await registerInContext(page, { user_type: "seller" });
    await page.goto("/add-property");
    const title = `Banesë me fakte ${Date.now()}`;
    await page.getByLabel("Titulli").fill(title);
    await page.getByLabel("Përshkrimi").fill("Banesë e ndritshme me ashensor.");
    await page.getByLabel("Çmimi (€)").fill("120000");
    await page.getByLabel("Lloji i shpalljes").selectOption("sale");
    await page.getByLabel("Sipërfaqja (m²)").fill("80");
    // The location box suggests Kosovo's places.
    await page.getByLabel("Lokacioni").focus();
    await expect(page.locator("datalist option[value='Prishtinë']")).toHaveCount(1);
    await page.getByLabel("Lokacioni").fill("Prishtinë");

    // Land has no building facts: the fieldset hides, and comes back for a flat.
    await page.getByLabel("Lloji i pronës").selectOption("land");
    await expect(page.getByLabel("Kati", { exact: true })).toBeHidden();
    await page.getByLabel("Lloji i pronës").selectOption("apartment");

    // A floor above the building's floors is refused in the browser, with the message at the field.
    await page.getByLabel("Kati", { exact: true }).fill("7");
    await page.getByLabel("Numri i kateve").fill("5");
    await page.getByRole("button", { name: "Shto pronën" }).click();
    await expect(page.getByText("Kati nuk mund të jetë më i lartë se numri i kateve të ndërtesës.").first()).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Kati", { exact: true }).fill("3");
    await page.getByLabel("Viti i ndërtimit").fill("2019");
    await page.getByLabel("Ngrohja").selectOption("central");
    await page.getByLabel("Ashensor").selectOption("1");
    await page.getByLabel("Parking").selectOption("0");
    await page.getByRole("button", { name: "Shto pronën" }).click();
    await page.waitForURL("**/my-properties?saved=created", { timeout: 8_000 });

    const mine = (await (await page.request.get("/api/my/properties")).json()) as {
      properties: {
        id: string;
        title: string;
        reference: number;
        floor: number;
        floors_total: number;
        heating: string;
        elevator: boolean;
      }[];
    };
    const saved = mine.properties.find((p) => p.title === title)!;
    expect(saved).toMatchObject({ floor: 3, floors_total: 5, year_built: 2019, heating: "central", elevator: true, parking: false });
    await page.goto(`/property/${saved.id}`);
    const facts = page.getByRole("region", { name: "Të dhënat kryesore" });
    await expect(facts.getByText("Kati 3 nga 5", { exact: true })).toBeVisible();
    await expect(facts.getByText("Pa parking", { exact: true })).toBeVisible();
    await expect(page.getByTestId("price-per-area")).toHaveText("Çmimi për m²: 1.500 €/m²");
    await expect(page.getByTestId("property-reference")).toHaveText(`Nr. ref. ${saved.reference}`);

    // The edit form shows the saved facts.
    await page.goto(`/edit-property/${saved.id}`);
    await expect(page.getByLabel("Kati", { exact: true })).toHaveValue("3");
    await expect(page.getByLabel("Ngrohja")).toHaveValue("central");
    await expect(page.getByLabel("Ashensor")).toHaveValue("1");
    await expect(page.getByLabel("E mobiluar")).toHaveValue("");
    expectNoPageErrors(page);
  });
});
