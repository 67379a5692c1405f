import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { call, newAccount, signInAsAdmin } from "./support/admin";
import { baseUrl, demoCookie, expectAccessible, expectNoPageErrors, registerInContext, setupBrowser } from "./support/browser";
import { failFirstLoad } from "./support/failed-load";

const { newPage } = setupBrowser();

const SHOWING = /Duke shfaqur (\d+) nga (\d+) vlerësime/;

async function openReviews(page: Page) {
  await page.goto("/vlersimet");
  await expect(page.getByTestId("showing")).toHaveText(SHOWING);
}

async function shownCount(page: Page) {
  const text = await page.getByTestId("showing").innerText();
  const [, shown, total] = text.match(SHOWING)!;
  return { shown: Number(shown), total: Number(total) };
}

async function starLabels(page: Page) {
  return page
    .getByTestId("review-card")
    .locator('[role="img"]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute("aria-label")!.split(" ")[0])));
}

describe("/vlersimet", () => {
  it("shows the summary with per-star bars and the demo data's reviews with every element, recent and marked Demo", async () => {
    const page = await newPage();
    await openReviews(page);
    const { shown, total } = await shownCount(page);
    expect(total).toBeGreaterThanOrEqual(8);
    expect(shown).toBe(total);
    await expect(page.getByTestId("review-card")).toHaveCount(total);
    // Written as Albanian writes decimals (issue 34 §10): "4,3".
    await expect(page.getByTestId("average")).toHaveText(/^\d,\d$/);
    await expect(page.getByRole("meter")).toHaveCount(5);
    const card = page.getByTestId("review-card").filter({ hasText: "Arta Krasniqi" });
    await expect(card.getByText("Blerje e verifikuar")).toBeVisible();
    await expect(card.getByText("Pronë", { exact: true })).toBeVisible();
    await expect(card.getByTestId("review-demo")).toHaveText("Demo");
    // Dated days to months before the demo data was seeded, not in 2023.
    const now = Date.now();
    for (const day of await page
      .getByTestId("review-card")
      .locator("time")
      .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!))) {
      const age = now - Date.parse(`${day}T12:00:00Z`);
      expect(age, day).toBeGreaterThan(-2 * 24 * 60 * 60 * 1000);
      expect(age, day).toBeLessThan(120 * 24 * 60 * 60 * 1000);
    }
    await expect(card.locator("time")).not.toHaveText(/2023/);
    await expect(card.getByText("Banesë 2+1 me pamje nga qyteti në Dardani")).toBeVisible();
    await expect(card.getByRole("img", { name: "5 nga 5 yje" })).toBeVisible();
    const link = card.getByRole("link", { name: "Shiko pronën" });
    expect(await link.getAttribute("href")).toMatch(/^\/property\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Udhëzime për vlerësimet" })).toBeVisible();
    await expect(page.getByText(/shqyrtohen nga ekipi ynë para publikimit/)).toBeVisible();
    // The featured reviews are the most helpful five-star ones of the list.
    await expect(page.getByTestId("featured-review")).toHaveCount(3);
    await expect(page.getByTestId("featured-review").first()).toContainText("Valbona Morina");
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("combines search, rating and category filters, and sorts", async () => {
    const page = await newPage();
    await openReviews(page);
    await page.getByLabel("Vlerësimi", { exact: true }).selectOption("5");
    await page.getByLabel("Kategoria", { exact: true }).selectOption("property");
    const cards = page.getByTestId("review-card");
    await expect(cards.filter({ hasText: "Mimoza Rexhepi" })).toHaveCount(1);
    for (const stars of await starLabels(page)) expect(stars).toBe(5);
    for (const text of await cards.allInnerTexts()) expect(text).toContain("Pronë");
    const { shown } = await shownCount(page);
    expect(shown).toBe(await cards.count());

    await page.getByLabel("Kërko", { exact: true }).fill("KARAGAÇ");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Mimoza Rexhepi");
    await page.getByLabel("Vlerësimi", { exact: true }).selectOption("3");
    await expect(page.getByText("Nuk u gjet asnjë vlerësim")).toBeVisible();
    await expect(page.getByTestId("showing")).toHaveText(/Duke shfaqur 0 nga/);

    await page.getByLabel("Vlerësimi", { exact: true }).selectOption("");
    await page.getByLabel("Kategoria", { exact: true }).selectOption("");
    await page.getByLabel("Kërko", { exact: true }).fill("agon");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Fotot nuk përputheshin");
    await page.getByLabel("Kërko", { exact: true }).fill("");

    await page.getByRole("button", { name: "Më të ulëtat" }).click();
    await expect(page.getByRole("button", { name: "Më të ulëtat" })).toHaveAttribute("aria-pressed", "true");
    const lowest = await starLabels(page);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    await page.getByRole("button", { name: "Më të lartat" }).click();
    const highest = await starLabels(page);
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    await page.getByRole("button", { name: "Më të rejat" }).click();
    const dates = await cards.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
    expect(dates).toEqual([...dates].sort().reverse());
    expectNoPageErrors(page);
  });

  it("marks a review as helpful once per visit, and the count is kept", async () => {
    const page = await newPage();
    await openReviews(page);
    const card = page.getByTestId("review-card").filter({ hasText: "Valbona Morina" });
    const kept = page.waitForResponse((r) => r.url().endsWith("/helpful") && r.request().method() === "POST");
    await card.getByRole("button", { name: "Shëno si të dobishme (15)" }).click();
    expect((await kept).status()).toBe(200);
    const marked = card.getByRole("button", { name: "E dobishme (16)" });
    await expect(marked).toHaveAttribute("disabled", "");
    await page.reload();
    await expect(
      page.getByTestId("review-card").filter({ hasText: "Valbona Morina" }).getByRole("button", { name: "Shëno si të dobishme (16)" }),
    ).toBeVisible();
  });

  it("shows the error state when loading fails, and 'Provo përsëri' really retries", async () => {
    const page = await newPage();
    await page.goto("/kontakt");
    // The server's answer comes without the list (as when loading it fails); the retry asks again,
    // and its answer is held until the test has seen the spinner.
    const load = await failFirstLoad(page, "**/vlersimet.data*");
    await page.getByTestId("footer").getByRole("link", { name: "Vlerësimet" }).click();
    await expect(page.getByRole("alert")).toHaveText(/Ndodhi një gabim gjatë ngarkimit të vlerësimeve/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Provo përsëri" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Duke u ngarkuar..." })).toBeVisible();
    load.release();
    await expect(page.getByTestId("showing")).toHaveText(SHOWING);
    expect(load.calls()).toBe(2);
  });

  it("works without JavaScript: the reviews are in the page, filters and sort are a form, and the call to action opens the form", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/vlersimet");
    const { total } = await shownCount(page);
    await expect(page.getByTestId("review-card")).toHaveCount(total);
    await page.getByLabel("Vlerësimi", { exact: true }).selectOption("5");
    await page.getByLabel("Kategoria", { exact: true }).selectOption("property");
    await page.getByRole("button", { name: "Apliko filtrat" }).click();
    await expect(page).toHaveURL(/rating=5/);
    for (const stars of await starLabels(page)) expect(stars).toBe(5);
    await expect(page.getByTestId("review-card").filter({ hasText: "Mimoza Rexhepi" })).toHaveCount(1);
    const filtered = await shownCount(page);
    expect(filtered.total).toBe(total);
    expect(filtered.shown).toBeLessThan(total);

    await page.getByLabel("Vlerësimi", { exact: true }).selectOption("");
    await page.getByRole("button", { name: "Më të ulëtat" }).click();
    await expect(page.getByRole("button", { name: "Më të ulëtat" })).toHaveAttribute("aria-pressed", "true");
    const lowest = await starLabels(page);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    // Enter in the search keeps the sort and the category.
    await page.getByLabel("Kërko", { exact: true }).fill("banesë");
    await page.getByLabel("Kërko", { exact: true }).press("Enter");
    await expect(page.getByRole("button", { name: "Më të ulëtat" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("Kategoria", { exact: true })).toHaveValue("property");
    const searched = await starLabels(page);
    expect(searched.length).toBeGreaterThan(0);
    expect(searched).toEqual([...searched].sort((a, b) => a - b));

    await page.getByRole("link", { name: "Shkruani një vlerësim" }).click();
    await expect(page.getByText("Për të shkruar një vlerësim duhet të jeni të kyçur.")).toBeVisible();
  });

  it("asks visitors to log in before writing; a user's review is validated, awaits moderation, and joins the list once published", async () => {
    const visitor = await newPage();
    await openReviews(visitor);
    await visitor.getByText("Shkruani një vlerësim", { exact: true }).first().click();
    await expect(visitor.getByText("Për të shkruar një vlerësim duhet të jeni të kyçur.")).toBeVisible();

    const page = await newPage();
    await registerInContext(page, { name: "Shpend Rama" });
    await openReviews(page);
    // The bottom call to action opens the form.
    await page.getByRole("link", { name: "Shkruani një vlerësim" }).click();
    await expect(page.getByLabel("Titulli")).toBeVisible();
    await page.getByRole("button", { name: "Dërgo vlerësimin" }).click();
    await expect(page.getByText("Ju lutemi shkruani një titull për vlerësimin.").first()).toBeVisible();
    await expect(page.getByText("Ju lutemi zgjidhni një vlerësim nga 1 deri në 5 yje.")).toBeVisible();
    const title = `Kërkim i shpejtë në Gjilan ${Date.now()}`;
    await page.getByLabel("Titulli").fill(title);
    await page.getByRole("group", { name: "Vlerësimi juaj" }).locator("label").nth(2).click();
    await expect(page.getByRole("radio", { name: "3 yje" })).toBeChecked();
    await page.locator("#write-review").getByLabel("Kategoria").selectOption("platform");
    await page.getByLabel("Komenti").fill("Shkurt");
    await page.getByRole("button", { name: "Dërgo vlerësimin" }).click();
    await expect(page.getByText("Komenti duhet të ketë të paktën 10 karaktere.").first()).toBeVisible();
    await page.getByLabel("Komenti").fill("Gjeta banesë me qira brenda një jave, por do të doja më shumë foto.");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Dërgo vlerësimin" }).click();
    await expect(page.getByText(/Vlerësimi juaj u dërgua dhe do të publikohet/)).toBeVisible();
    await expect(page.getByLabel("Titulli")).toHaveValue("");

    // Not listed until an administrator publishes it.
    await page.reload();
    await expect(page.getByTestId("showing")).toHaveText(SHOWING);
    await expect(page.getByText(title)).toHaveCount(0);
    const cookie = demoCookie("adminUser");
    const pending = (await (await fetch(`${baseUrl()}/api/admin/reviews`, { headers: { cookie } })).json()) as {
      reviews: { id: string; title: string }[];
    };
    const mine = pending.reviews.find((r) => r.title === title)!;
    const published = await fetch(`${baseUrl()}/api/admin/reviews/${mine.id}/publish`, {
      method: "POST",
      headers: { cookie, origin: baseUrl() },
    });
    expect(published.status).toBe(200);
    await page.reload();
    const card = page.getByTestId("review-card").filter({ hasText: title });
    await expect(card).toContainText("Shpend Rama");
    await expect(card).toContainText("Platformë");
    await card.getByRole("button", { name: "Shëno si të dobishme (0)" }).click();
    await expect(card.getByRole("button", { name: "E dobishme (1)" })).toBeVisible();
    expectNoPageErrors(page);
  });

  it("writes a review without JavaScript: the server validates, keeps what was typed, and stores it as pending", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await registerInContext(page, { name: "Albulena Gashi" });
    await page.goto("/vlersimet?write=1");
    const form = page.locator("#write-review");
    const title = `Pa JavaScript ${Date.now().toString(36)}`;
    await form.getByLabel("Titulli").fill(title);
    await form.getByLabel("Kategoria").selectOption("service");
    await form.getByLabel("Komenti").fill("Agjenti ishte i sjellshëm dhe i saktë me oraret.");
    await form.getByRole("button", { name: "Dërgo vlerësimin" }).click();
    await expect(page.getByText("Ju lutemi zgjidhni një vlerësim nga 1 deri në 5 yje.").first()).toBeVisible();
    await expect(form.getByLabel("Titulli")).toHaveValue(title);
    await form.getByRole("group", { name: "Vlerësimi juaj" }).locator("label").nth(4).click();
    await form.getByRole("button", { name: "Dërgo vlerësimin" }).click();
    await expect(page.getByText(/Vlerësimi juaj u dërgua dhe do të publikohet/)).toBeVisible();
    const cookie = demoCookie("adminUser");
    const pending = (await (await fetch(`${baseUrl()}/api/admin/reviews`, { headers: { cookie } })).json()) as {
      reviews: { title: string; rating: number; category: string }[];
    };
    expect(pending.reviews.find((r) => r.title === title)).toMatchObject({ rating: 5, category: "service" });
  });
});

// The administrators' side of the reviews: moderation.
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
