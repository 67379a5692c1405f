import { describe, expect, it } from "vitest";
import { adminCookie, call, ownerWithListing } from "./support/admin";
import { expectAccessible, expectNoPageErrors, setupBrowser, signIn } from "./support/browser";

// The listing's life from the owner's side (issue 14): mark sold and active again, renew an expired
// listing, and what buyers see: "Shitur" in search and on the page, "Çmimi u ul" and the price history.

const { newPage } = setupBrowser();

describe("the listing lifecycle", () => {
  it("marks a listing sold (buyers see it marked, without the contact form), active again, and renews it once expired", async () => {
    const { owner, title, property, cleanup } = await ownerWithListing("Jetë");
    const word = title.split(" ").at(-1)!;
    const page = await newPage();
    await signIn(page, owner.email, "sekret123");
    await page.goto("/my-properties");
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card.getByText(/^Skadon më \d+ \p{L}+ \d{4}$/u)).toBeVisible();
    await expectAccessible(page);

    // Marking it sold asks first (issue 34 §12): nothing changes until the owner confirms.
    await card.getByRole("link", { name: "Shëno si të shitur" }).click();
    await expect(page).toHaveURL(new RegExp(`change=${property.id}&to=sold`));
    const confirm = page.getByRole("dialog", { name: "Shëno si të shitur?" });
    await expect(confirm).toContainText(title);
    await expectAccessible(page);
    const statusNow = async () =>
      ((await (await page.request.get(`/api/properties/${property.id}`)).json()) as { property: { status: string } }).property.status;
    expect(await statusNow()).toBe("active");
    await confirm.getByRole("link", { name: "Anulo" }).click();
    await expect(confirm).toBeHidden();
    expect(await statusNow()).toBe("active");
    await expect(card.getByText("Aktiv", { exact: true })).toBeVisible();

    await card.getByRole("link", { name: "Shëno si të shitur" }).click();
    await confirm.getByRole("button", { name: "Po, shënoje si të shitur" }).click();
    await expect(page.getByText("Statusi i shpalljes tani është: Shitur.")).toBeVisible();
    expect(await statusNow()).toBe("sold");
    await expect(page).not.toHaveURL(/change=/);
    await expect(card.getByRole("button", { name: "Aktivizo", exact: true })).toBeVisible();

    // A buyer sees it marked in search (when asking for the recently sold too: issue 34) and on its
    // page, with no way to contact the owner.
    const buyer = await newPage();
    await buyer.goto(`/listings?q=${word}&include_closed=1`);
    await expect(buyer.getByRole("article").filter({ hasText: title }).getByText("Shitur", { exact: true })).toBeVisible();
    await buyer.goto(`/property/${property.id}`);
    await expect(buyer.getByText(/Kjo pronë është shitur më \d+ \p{L}+ \d{4}\./u)).toBeVisible();
    await expect(buyer.getByText("Kjo pronë nuk pranon më kërkesa kontakti.")).toBeVisible();
    await expectAccessible(buyer);

    await card.getByRole("button", { name: "Aktivizo", exact: true }).click();
    await expect(page.getByText("Statusi i shpalljes tani është: Aktiv.")).toBeVisible();

    // Expired (the lifecycle job's doing; here an administrator's): it waits under "Skaduar" with "Rinovo".
    const admin = await adminCookie();
    expect((await call("POST", `/api/admin/properties/${property.id}/status`, admin, { status: "expired" })).status).toBe(200);
    await page.goto("/my-properties");
    await page
      .getByRole("navigation", { name: "Filtro sipas statusit" })
      .getByRole("link", { name: /Skaduar/ })
      .click();
    await expect(card.getByText(/^Skadoi më /)).toBeVisible();
    await card.getByRole("button", { name: "Rinovo" }).click();
    await expect(page.getByText(/^Shpallja u rinovua deri më \d+ \p{L}+ \d{4}\.$/u)).toBeVisible();
    await buyer.goto(`/listings?q=${word}`);
    await expect(buyer.getByRole("article").filter({ hasText: title })).toBeVisible();
    expectNoPageErrors(page);
    expectNoPageErrors(buyer);
    await cleanup();
  });

  it("changes the status without JavaScript too", async () => {
    const { owner, title, cleanup } = await ownerWithListing("PaJS");
    const page = await newPage({ javaScriptEnabled: false });
    await signIn(page, owner.email, "sekret123");
    await page.goto("/my-properties");
    const card = page.getByRole("article").filter({ hasText: title });
    // The confirmation is a page of its own without JavaScript; only its button changes the status.
    await card.getByRole("link", { name: "Çaktivizo" }).click();
    await expect(page).toHaveURL(/to=inactive/);
    const confirm = page.getByRole("dialog", { name: "Çaktivizo shpalljen?" });
    await expect(confirm).toContainText(title);
    await expect(card.getByText("Aktiv", { exact: true })).toBeVisible();
    await confirm.getByRole("button", { name: "Po, çaktivizoje" }).click();
    await expect(page.getByText("Statusi i shpalljes tani është: Joaktiv.")).toBeVisible();
    await expect(card.getByRole("button", { name: "Aktivizo", exact: true })).toBeVisible();
    await cleanup();
  });

  it("shows a lowered price as 'Çmimi u ul' on the card and the page, with the price history", async () => {
    const { owner, title, property, cleanup } = await ownerWithListing("Çmim");
    const word = title.split(" ").at(-1)!;
    expect((await call("PATCH", `/api/properties/${property.id}`, owner.cookie, { price: 69_000 })).status).toBe(200);
    const page = await newPage();
    await page.goto(`/listings?q=${word}`);
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card.getByText("Çmimi u ul me 4.500 €")).toHaveCount(1);
    await expect(card.getByText("69.000 €")).toBeVisible();
    await page.goto(`/property/${property.id}`);
    const history = page.getByRole("region", { name: "Historiku i çmimit" });
    await expect(history.getByText("nga 73.500 € në 69.000 €")).toBeVisible();
    await expectAccessible(page);
    expectNoPageErrors(page);
    await cleanup();
  });
});
