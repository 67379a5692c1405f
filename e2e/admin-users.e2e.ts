import { describe, expect, it } from "vitest";
import { newAccount, signInAsAdmin } from "./support/admin";
import { expectAccessible, expectNoPageErrors, setupBrowser } from "./support/browser";

const { newPage } = setupBrowser();

describe("the users table", () => {
  it("searches, filters, toggles premium, edits and deletes with confirmation", async () => {
    const tag = `Vjosa${Date.now().toString(36)}`;
    const user = await newAccount(`${tag} Hoxha`, "renter");
    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    await page.getByLabel("Kërko sipas emrit").fill(tag);
    await page.getByRole("button", { name: "Kërko" }).click();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    const row = page.locator("tbody tr").first();
    await expect(row).toContainText(`${tag} Hoxha`);
    await expect(row).toContainText("Qiramarrës");
    await expect(row).toContainText(user.personal_id);
    await expectAccessible(page);

    // Filters combine with the search; an empty result has the spec's text.
    await page.getByLabel("Lloji i përdoruesit").selectOption("buyer");
    await expect(page.getByText("Nuk u gjet asnjë përdorues")).toBeVisible();
    await page.getByLabel("Lloji i përdoruesit").selectOption("renter");
    await expect(page.locator("tbody tr")).toHaveCount(1);

    // Premium on, with confirmation.
    await row.getByRole("group").or(row.locator("summary")).first().click();
    await row.getByRole("link", { name: "Bëje Premium" }).click();
    const premium = page.getByRole("dialog", { name: "Aktivizo Premium" });
    await expect(premium).toBeVisible();
    await expectAccessible(page);
    await premium.getByRole("button", { name: "Bëje Premium" }).click();
    await expect(page.getByText("Premium u aktivizua.")).toBeVisible();
    await expect(page.locator("tbody tr").first()).toContainText("Premium");
    // Wait for the filtered page itself: the row menu closes on navigation, so opening it while the
    // filter's navigation is still in flight would have it close under the click.
    await Promise.all([page.waitForURL(/premium=true/), page.getByLabel("Statusi premium").selectOption("true")]);
    await expect(page.locator("tbody tr")).toHaveCount(1);

    // Edit name and type.
    await page.locator("tbody tr summary").first().click();
    await page.locator("tbody tr").first().getByRole("link", { name: "Ndrysho" }).click();
    const edit = page.getByRole("dialog", { name: "Ndrysho përdoruesin" });
    await edit.getByLabel("Emri i plotë").fill(`${tag} Krasniqi`);
    await edit.getByLabel("Lloji i përdoruesit").selectOption("landlord");
    await edit.getByRole("button", { name: "Ruaj" }).click();
    await expect(page.getByText("Përdoruesi u përditësua.")).toBeVisible();
    await Promise.all([page.waitForURL(/user_type=landlord/), page.getByLabel("Lloji i përdoruesit").selectOption("landlord")]);
    await expect(page.locator("tbody tr").first()).toContainText(`${tag} Krasniqi`);

    // Delete, after confirmation.
    await page.locator("tbody tr summary").first().click();
    await page.locator("tbody tr").first().getByRole("link", { name: "Fshi" }).click();
    const del = page.getByRole("dialog", { name: "Fshi përdoruesin" });
    await expect(del).toContainText("Ky veprim nuk mund të zhbëhet");
    await del.getByRole("button", { name: "Fshi" }).click();
    await expect(page.getByText("Përdoruesi u fshi.")).toBeVisible();
    await expect(page.getByText("Nuk u gjet asnjë përdorues")).toBeVisible();
    expectNoPageErrors(page);
  });

  it("a filter change brings the users alone: the shell's and the admin pages' texts came with the page", async () => {
    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    // Passed through as the server sent it, and kept (the browser may drop a body once the page moved on).
    let body = "";
    await page.route(/\/admin\/users\.data/, async (route) => {
      const response = await route.fetch();
      body = await response.text();
      await route.fulfill({ response, body });
    });
    await Promise.all([page.waitForURL(/user_type=buyer/), page.getByLabel("Lloji i përdoruesit").selectOption("buyer")]);
    expect(body).toContain("users");
    // Neither the shell's texts (the skip link) nor the admin namespace (the filter's own label).
    expect(body).not.toContain("Kalo te përmbajtja");
    expect(body).not.toContain("Lloji i përdoruesit");
    // The page is still in Albanian, the filter's label and the table alike.
    await expect(page.getByLabel("Lloji i përdoruesit")).toHaveValue("buyer");
    await expect(page.getByRole("columnheader", { name: "Përdoruesi" })).toBeVisible();
    expectNoPageErrors(page);
  });

  it("grants admin rights by e-mail with the spec's messages", async () => {
    const user = await newAccount(`Admin i ri ${Date.now().toString(36)}`, "buyer");
    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    const submit = page.getByRole("button", { name: "Bëje administrator" });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel("Email", { exact: true }).check();
    await page.getByLabel("Email-i i përdoruesit").fill("askush-nuk-eshte@test.prona");
    await submit.click();
    await expect(page.getByText("Përdoruesi nuk u gjet ose nuk u bë administrator. Sigurohuni që email është i saktë.")).toBeVisible();
    await page.getByLabel("Email-i i përdoruesit").fill(user.email);
    await submit.click();
    await expect(page.getByText("Përdoruesi u bë administrator me sukses!")).toBeVisible();
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("grants admin rights without JavaScript, with the required-field message for a blank identifier", async () => {
    const user = await newAccount(`Admin pa JS ${Date.now().toString(36)}`, "renter");
    const page = await newPage({ javaScriptEnabled: false });
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    const submit = page.getByRole("button", { name: "Bëje administrator" });
    expect(await submit.isDisabled()).toBe(false);
    await page.getByLabel("ID personale (USER-XXXXXX)").fill("   ");
    await submit.click();
    await expect(page.getByText("Ju lutemi plotësoni fushën e kërkuar.")).toBeVisible();
    await page.getByLabel("ID personale (USER-XXXXXX)").fill(user.personal_id.toLowerCase());
    await page.getByRole("button", { name: "Bëje administrator" }).click();
    await expect(page.getByText("Përdoruesi u bë administrator me sukses!")).toBeVisible();
    // The bulk action's confirmation is a page of its own too.
    await page.getByRole("link", { name: "Bëji administratorë të gjithë shitësit dhe qiradhënësit" }).click();
    await expect(page.getByRole("dialog", { name: "Të drejta administratori për të gjithë shitësit dhe qiradhënësit" })).toBeVisible();
  });
});
