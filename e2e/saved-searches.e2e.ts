import fs from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { unsubscribeToken } from "~/.server/saved-searches/unsubscribe-token";
import { baseUrl, expectAccessible, expectNoPageErrors, setupBrowser, signIn, uniqueEmail } from "./support/browser";

const { newPage } = setupBrowser();

/** An account made through the API outside the page, so the page itself stays signed out. */
async function newAccount() {
  const email = uniqueEmail("saved");
  const password = "sekret123";
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl() },
    body: JSON.stringify({ name: "Kërkues Test", email, password, confirm_password: password, user_type: "buyer" }),
  });
  expect(response.status).toBe(201);
  return { email, password };
}

describe("saved searches", () => {
  it("a reader signs in from 'Ruaj kërkimin', comes back, saves the search, then renames and deletes it on its page", async () => {
    const account = await newAccount();
    const page = await newPage();
    await page.goto("/listings?location=Prishtin%C3%AB&min_rooms=2");

    // Signed out: the button leads to the login page, and back to the same search.
    await page.getByRole("link", { name: "Ruaj kërkimin" }).click();
    await expect(page).toHaveURL(/\/login\?redirect_to=/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill(account.password);
    await Promise.all([page.waitForURL("**/listings?**"), page.getByRole("button", { name: "Kyçu", exact: true }).click()]);
    expect(new URL(page.url()).searchParams.get("location")).toBe("Prishtinë");

    // The dialog: a name and how often to be alerted.
    await page.getByRole("button", { name: "Ruaj kërkimin" }).click();
    const dialog = page.getByRole("dialog", { name: "Ruaj kërkimin" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("Emri i kërkimit").fill("Banesa në Prishtinë");
    await dialog.getByLabel("Një herë në ditë").check();
    await dialog.getByRole("button", { name: "Ruaj", exact: true }).click();
    await expect(dialog.getByText("Kërkimi u ruajt.")).toBeVisible();
    await dialog.getByRole("link", { name: "Shiko kërkimet e ruajtura" }).click();

    await expect(page).toHaveURL(/\/kerkimet-e-ruajtura$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kërkimet e ruajtura" })).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Banesa në Prishtinë" }) });
    await expect(card.getByText("Vendndodhja: Prishtinë")).toBeVisible();
    await expect(card.getByText("2+ dhoma")).toBeVisible();
    await expect(card.getByLabel("Njoftimet për: Banesa në Prishtinë")).toHaveValue("daily");
    await expect(card.getByRole("link", { name: "Hap kërkimin: Banesa në Prishtinë" })).toHaveAttribute(
      "href",
      "/listings?location=Prishtin%C3%AB&min_rooms=2",
    );
    // Linked from the account menu.
    await expect(
      page.getByRole("navigation", { name: "Menyja e llogarisë" }).getByRole("link", { name: "Kërkimet e ruajtura" }),
    ).toBeVisible();
    await expectAccessible(page);

    // Rename.
    await card.getByLabel("Emri i ri për: Banesa në Prishtinë").fill("Prishtina 2+");
    await card.getByRole("button", { name: "Ruaj emrin" }).click();
    await expect(page.getByText("Emri u ndryshua.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Prishtina 2+" })).toBeVisible();

    // Alerts off.
    const renamed = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Prishtina 2+" }) });
    await renamed.getByLabel("Njoftimet për: Prishtina 2+").selectOption("none");
    await renamed.getByRole("button", { name: "Ruaj", exact: true }).click();
    await expect(page.getByText("Njoftimet u ndryshuan.")).toBeVisible();

    // Delete.
    await renamed.getByRole("button", { name: "Fshi kërkimin: Prishtina 2+" }).click();
    await expect(page.getByText("Kërkimi u fshi.")).toBeVisible();
    await expect(page.getByText("Nuk keni kërkime të ruajtura.")).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("works without JavaScript: save from /listings by a form post, and the e-mail's unsubscribe page stops alerts only by its button", async () => {
    const account = await newAccount();
    const page = await newPage({ javaScriptEnabled: false });
    page.setDefaultTimeout(10_000);
    await signIn(page, account.email, account.password);
    await page.goto("/listings?location=Pej%C3%AB&parking=1");
    await page.getByText("Ruaj kërkimin").click();
    await page.getByLabel("Emri i kërkimit").fill("Pejë me parking");
    await page.getByRole("button", { name: "Ruaj", exact: true }).click();
    await expect(page).toHaveURL(/\/kerkimet-e-ruajtura\?done=created$/);
    await expect(page.getByText("Kërkimi u ruajt.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Pejë me parking" })).toBeVisible();
    const listed = (await (await page.request.get("/api/saved-searches")).json()) as {
      saved_searches: { id: string; frequency: string }[];
    };
    const saved = listed.saved_searches[0]!;
    expect(saved.frequency).toBe("instant");

    // The link of the alert e-mails, signed with the server's secret (generated into its data directory).
    const secret = fs.readFileSync(path.join(inject("dataDir"), "auth-secret"), "utf8").trim();
    const token = unsubscribeToken(secret, saved.id);
    const visitor = await newPage();
    await visitor.goto(`/cabonohu?token=${encodeURIComponent(token)}`);
    await expect(visitor.getByText("Të ndalojmë email-et për kërkimin “Pejë me parking”?")).toBeVisible();
    await expectAccessible(visitor);
    // Opening the page (as a link scanner does) changed nothing.
    const frequency = async () =>
      ((await (await page.request.get(`/api/saved-searches/${saved.id}`)).json()) as { frequency: string }).frequency;
    expect(await frequency()).toBe("instant");
    await visitor.getByRole("button", { name: "Po, ndalo email-et" }).click();
    await expect(visitor.getByText("Nuk do të merrni më email për kërkimin “Pejë me parking”.")).toBeVisible();
    expect(await frequency()).toBe("none");

    // An altered link is refused.
    await visitor.goto(`/cabonohu?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`);
    await expect(visitor.getByText("Kjo lidhje nuk është e vlefshme ose kërkimi është fshirë.")).toBeVisible();
    expectNoPageErrors(page);
  });
});
