import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, setupBrowser } from "./support/browser";

const { newPage } = setupBrowser();

describe("listings search", () => {
  it("filters in the URL, with the results in the server-rendered HTML, and stays accessible", async () => {
    const page = await newPage();
    await page.goto("/listings");
    await expect(page.getByRole("heading", { name: /prona të gjetura/ })).toBeVisible();
    const all = Number((await page.getByRole("heading", { name: /prona të gjetura/ }).textContent())!.match(/\d+/)![0]);
    expect(all).toBeGreaterThan(20);
    await expectAccessible(page);

    // Keyword without accents finds the accented word; the filters go into the URL.
    await page.getByLabel("Kërko", { exact: true }).fill("penthouse");
    await Promise.all([page.waitForURL(/q=penthouse/), page.getByRole("button", { name: "Kërko" }).click()]);
    await expect(page.getByRole("heading", { name: "1 pronë e gjetur" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Penthouse luksoze në Sunny Hill" })).toBeVisible();

    // Choosing a type searches at once (JavaScript).
    await page.goto("/listings");
    await Promise.all([page.waitForURL(/type=land/), page.getByLabel("Lloji i pronës").selectOption("land")]);
    await page.goto(page.url());
    const cards = page.getByRole("list", { name: "Rezultatet e kërkimit" }).getByRole("article");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) expect(await cards.nth(i).textContent()).not.toMatch(/dhom[aë]/);

    // A shared link shows the same results, server-rendered.
    const html = await (await fetch(`${page.url().split("/listings")[0]}/listings?q=prishtine&listing_type=rent&sort=price_low`)).text();
    expect(html).toContain("Banesë 3+1 me dy banjo në Mati 1");
    expect(html).not.toContain("Penthouse luksoze");

    // List view and the empty state.
    await page.goto("/listings?view=list&q=nothing-like-this-anywhere");
    await expect(page.getByText("Nuk u gjet asnjë pronë")).toBeVisible();
    await expect(page.getByRole("heading", { name: "0 prona të gjetura" })).toBeVisible();
    expectNoPageErrors(page);
  });

  it("a filter change loads the results alone: the page's texts came once, with the page", async () => {
    const page = await newPage();
    await page.goto("/listings");
    const data = page.waitForResponse((response) => /\/listings\.data\?/.test(response.url()));
    await Promise.all([page.waitForURL(/type=land/), page.getByLabel("Lloji i pronës").selectOption("land")]);
    const body = await (await data).text();
    // The answer names the search's loader only, and carries results but no catalog.
    expect(new URL((await data).url()).searchParams.get("_routes")).toBe("routes/public/listings");
    expect(body).toContain("properties");
    expect(body).not.toContain("Ilustrim i pronës");
    expect(body).not.toContain("saved-searches");
    // The texts are still there, in the page and in the refreshed results.
    await expect(page.getByRole("heading", { name: /prona? të gjetura?/ })).toBeVisible();
    await expect(page.getByLabel("Lloji i pronës")).toHaveValue("land");
    expectNoPageErrors(page);
  });

  it("works without JavaScript: the form is a GET to /listings", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/listings");
    await page.getByLabel("Kërko", { exact: true }).fill("prizren");
    await page.getByLabel("Lloji i pronës").selectOption("house");
    await page.getByRole("group", { name: "Çmimi (€)" }).getByLabel("Deri").fill("250000");
    await Promise.all([page.waitForURL(/\/listings\?/), page.getByRole("button", { name: "Kërko" }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get("q")).toBe("prizren");
    expect(url.searchParams.get("type")).toBe("house");
    expect(url.searchParams.get("max_price")).toBe("250000");
    await expect(page.getByRole("link", { name: "Shtëpi familjare me oborr në Ortakoll" })).toBeVisible();
    // The villa costs 340.000 €: above the chosen maximum.
    expect(await page.getByRole("link", { name: "Vilë me pishinë në Jaglenicë" }).count()).toBe(0);
  });

  it("pages through results with links that keep the filters", async () => {
    const page = await newPage();
    await page.goto("/listings?listing_type=sale");
    const nav = page.getByRole("navigation", { name: "Faqet e rezultateve" });
    await Promise.all([page.waitForURL(/page=2/), nav.getByRole("link", { name: "Tjetra" }).click()]);
    expect(new URL(page.url()).searchParams.get("listing_type")).toBe("sale");
    await expect(nav.getByText("2", { exact: true })).toBeVisible();
  });

  it("the home page's hero search opens /listings with its filters, and shows the latest listings", async () => {
    const page = await newPage();
    await page.goto("/");
    await expect(page.getByRole("list", { name: "Shpalljet më të reja" }).getByRole("article")).toHaveCount(4);
    await page.getByRole("form", { name: "Kërkimi i pronave" }).getByText("Me qira", { exact: true }).click();
    await page.getByLabel("Vendndodhja").fill("pejë");
    await Promise.all([page.waitForURL(/\/listings\?/), page.getByRole("button", { name: "Kërko" }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get("listing_type")).toBe("rent");
    expect(url.searchParams.get("location")).toBe("pejë");
    await expect(page.getByRole("link", { name: "Shtëpi pushimi në Rugovë" })).toBeVisible();
    await expectAccessible(page);
    expectNoPageErrors(page);
  });
});
