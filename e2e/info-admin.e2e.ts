import { describe, expect, it } from "vitest";
import { call, loginAsAdmin, newAccount, signInAsAdmin } from "./support/admin";
import { expectAccessible, expectNoPageErrors, registerInContext, setupBrowser, uniqueEmail } from "./support/browser";

// The administrators' side of the informational pages' two stored forms: the contact inbox
// (/admin/messages) and review moderation (/admin/reviews).

const { newPage } = setupBrowser();

describe("/admin/messages", () => {
  it("shows a message sent from /kontakt; the administrator marks it read and unread, replies by email and deletes it", async () => {
    const visitor = await newPage();
    await visitor.goto("/kontakt");
    const email = uniqueEmail("kutia");
    const subject = `Pyetje për agjencitë ${Date.now().toString(36)}`;
    await visitor.getByLabel("Emri i plotë *").fill("Teuta Krasniqi");
    await visitor.getByLabel("Email *").fill(email);
    await visitor.getByLabel("Tema (opsionale)").fill(subject);
    await visitor.getByLabel("Mesazhi *").fill("Përshëndetje,\nsi mund ta regjistroj agjencinë time?");
    await visitor.getByRole("button", { name: "Dërgo mesazhin" }).click();
    await expect(visitor.getByText(/Mesazhi juaj u dërgua me sukses/)).toBeVisible();

    const page = await newPage();
    await loginAsAdmin(page);
    await page.getByRole("link", { name: "Mesazhet" }).first().click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    const card = page.getByTestId("contact-message").filter({ hasText: subject });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute("data-unread", "true");
    await expect(card).toContainText("Teuta Krasniqi");
    await expect(card).toContainText("si mund ta regjistroj agjencinë time?");
    const reply = card.getByRole("link", { name: "Përgjigju me email" });
    expect(await reply.getAttribute("href")).toBe(`mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`);
    await expectAccessible(page);

    await card.getByRole("button", { name: "Shëno si të lexuar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Mesazhi u shënua si i lexuar." })).toBeVisible();
    await expect(card).not.toHaveAttribute("data-unread", "true");
    await page.getByRole("link", { name: /^Të palexuara/ }).click();
    await expect(page).toHaveURL(/filter=unread/);
    await expect(page.getByTestId("contact-message").filter({ hasText: subject })).toHaveCount(0);
    await page.getByRole("link", { name: /^Të gjitha/ }).click();
    await card.getByRole("button", { name: "Shëno si të palexuar" }).click();
    await expect(card).toHaveAttribute("data-unread", "true");

    await card.getByRole("link", { name: "Fshi mesazhin nga Teuta Krasniqi" }).click();
    const dialog = page.getByRole("dialog", { name: "Fshi mesazhin" });
    await expect(dialog).toContainText(email);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Fshi" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Mesazhi u fshi." })).toBeVisible();
    await expect(page.getByTestId("contact-message").filter({ hasText: subject })).toHaveCount(0);
    expectNoPageErrors(page);
  });

  it("works without JavaScript (mark read is a form)", async () => {
    const sender = await newAccount("Dren Morina");
    const subject = `Pa JavaScript ${Date.now().toString(36)}`;
    expect(
      (
        await call("POST", "/api/contact-messages", sender.cookie, {
          name: "Dren Morina",
          email: sender.email,
          subject,
          message: "Mesazh për kutinë.",
        })
      ).status,
    ).toBe(201);
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill("admin@prona.local");
    await page.getByLabel("Fjalëkalimi", { exact: true }).fill("demo1234");
    await page.getByRole("button", { name: "Hyr", exact: true }).click();
    await page.goto("/admin/messages");
    const card = page.getByTestId("contact-message").filter({ hasText: subject });
    await expect(card).toContainText("Përdorues i regjistruar");
    await card.getByRole("button", { name: "Shëno si të lexuar" }).click();
    await expect(page.getByText("Mesazhi u shënua si i lexuar.")).toBeVisible();
    await expect(page.getByTestId("contact-message").filter({ hasText: subject })).not.toHaveAttribute("data-unread", "true");
  });

  it("is for administrators only: a visitor goes to the admin login, a user to the home page", async () => {
    const visitor = await newPage();
    await visitor.goto("/admin/messages");
    await expect(visitor).toHaveURL(/\/admin\/login/);
    const user = await newPage();
    await registerInContext(user);
    await user.goto("/admin/reviews");
    await expect(user).toHaveURL(/^http:\/\/[^/]+\/$/);
  });
});

describe("/admin/reviews", () => {
  it("a user's review waits as pending; published it joins /vlersimet, rejected it leaves it again", async () => {
    const author = await newAccount("Lirim Hasani");
    const title = `Shërbim i shpejtë ${Date.now().toString(36)}`;
    const written = await call<{ review: { id: string } }>("POST", "/api/reviews", author.cookie, {
      title,
      rating: 4,
      category: "service",
      comment: "Agjenti u përgjigj brenda ditës dhe vizita u caktua shpejt.",
    });
    expect(written.status).toBe(201);

    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto("/admin/reviews");
    await expect(page.getByRole("link", { name: /^Në pritje \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
    const card = page.getByTestId("moderation-review").filter({ hasText: title });
    await expect(card).toContainText("Nga Lirim Hasani");
    await expect(card).toContainText("Shërbim");
    await expect(card.getByTestId("review-status")).toHaveText("Në pritje");
    await expect(card.getByRole("img", { name: "4 nga 5 yje" })).toBeVisible();
    await expectAccessible(page);

    await card.getByRole("button", { name: `Publiko vlerësimin "${title}"` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Vlerësimi u publikua" })).toBeVisible();
    await expect(page.getByTestId("moderation-review").filter({ hasText: title })).toHaveCount(0);

    const reviews = await newPage();
    await reviews.goto("/vlersimet");
    await expect(reviews.getByTestId("review-card").filter({ hasText: title })).toContainText("Lirim Hasani");

    await page.getByRole("link", { name: /^Publikuar/ }).click();
    const published = page.getByTestId("moderation-review").filter({ hasText: title });
    await expect(published.getByTestId("review-status")).toHaveText("Publikuar");
    await published.getByRole("button", { name: `Refuzo vlerësimin "${title}"` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Vlerësimi u refuzua" })).toBeVisible();
    await page.getByRole("link", { name: /^Refuzuar/ }).click();
    await expect(page.getByTestId("moderation-review").filter({ hasText: title }).getByTestId("review-status")).toHaveText("Refuzuar");

    await reviews.reload();
    await expect(reviews.getByTestId("showing")).toHaveText(/Duke shfaqur/);
    await expect(reviews.getByTestId("review-card").filter({ hasText: title })).toHaveCount(0);
    expectNoPageErrors(page);
    expectNoPageErrors(reviews);
  });
});
