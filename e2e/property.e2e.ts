import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { adminCookie, call, ownerWithListing } from "./support/admin";
import { baseUrl, expectAccessible, expectNoPageErrors, registerInContext, setupBrowser, signIn } from "./support/browser";

const { newPage } = setupBrowser();

/** The id of a demo listing, found through the public search. */
async function listingId(q: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/properties?q=${encodeURIComponent(q)}`);
  const body = (await response.json()) as { properties: { id: string }[] };
  return body.properties[0]!.id;
}

/**
 * The address of the photo the gallery shows now (the one the browser took from its srcset or src), or
 * null while it does not show. (Its naturalWidth would be the srcset's density-corrected one.) The
 * photos are a row that scrolls: the one shown is the one at the row's left edge.
 */
function mainPhoto(page: Page): Promise<string | null> {
  return page.getByTestId("gallery-row").evaluate((row) => {
    const left = row.getBoundingClientRect().left;
    const img = [...row.children].find((li) => Math.abs(li.getBoundingClientRect().left - left) < 2)?.querySelector("img");
    return img && img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : null;
  });
}

/** The count the photo shown carries ("2 / 4"). */
function shownCount(page: Page): Promise<string | null> {
  return page.getByTestId("gallery-row").evaluate((row) => {
    const left = row.getBoundingClientRect().left;
    const slide = [...row.children].find((li) => Math.abs(li.getBoundingClientRect().left - left) < 2);
    return slide?.querySelector("[data-testid=photo-count]")?.textContent ?? null;
  });
}

/**
 * Makes a stored photo's medium variant fail to load in the browser, as a photo stored before there
 * were medium variants does. Not by deleting the file: the server's backfill job could make it again
 * meanwhile; a file that does not decode it leaves alone (it only makes missing ones).
 */
const breakMediumVariant = (url: string) =>
  fs.writeFileSync(path.join(inject("dataDir"), url.replace(/\.jpg$/, ".medium.webp")), "not a photo");

describe("property page", () => {
  it("shows the listing with its gallery, details and Open Graph tags; unknown ids answer 404", async () => {
    const id = await listingId("Penthouse luksoze");
    const html = await (await fetch(`${baseUrl()}/property/${id}`)).text();
    expect(html).toMatch(/<title>Penthouse luksoze në Sunny Hill – 265\.000\s€ \| Prona<\/title>/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/storage\/property-images\/[^"]+"/);
    expect(html).toMatch(/<meta name="description" content="265\.000\s€ · Prishtinë · Penthouse me tarracë/);

    const page = await newPage();
    await page.goto(`/property/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Penthouse luksoze në Sunny Hill" })).toBeVisible();
    await expect.poll(() => shownCount(page)).toBe("1 / 4");
    await page.getByRole("button", { name: "Foto e mëparshme" }).click();
    await expect.poll(() => shownCount(page)).toBe("4 / 4");
    await page.getByRole("button", { name: "Foto tjetër" }).click();
    await expect.poll(() => shownCount(page)).toBe("1 / 4");
    await page.getByRole("link", { name: "Shfaq foton 3" }).click();
    await expect.poll(() => shownCount(page)).toBe("3 / 4");
    await expect(page.getByText("Kyçuni për të kontaktuar pronarin.")).toBeVisible();
    await expect(page.getByTestId("live-viewers")).toHaveText(/1 person po e shikon tani/);
    await expectAccessible(page);

    // A visitor's favourite click gets the spec's alert.
    await page.getByRole("button", { name: "Shto në favorite" }).click();
    await expect(page.getByRole("alert")).toHaveText(/Ju duhet të kyçeni për të shtuar prona në favorite/);

    const missing = await fetch(`${baseUrl()}/property/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Prona nuk u gjet");
    expectNoPageErrors(page);
  });

  it("gives a phone the gallery photo's medium variant, and the gallery variant for a photo without one", async () => {
    const { owner, property, cleanup } = await ownerWithListing("galeria");
    try {
      let images: string[] = [];
      for (const background of ["#c83228", "#2850c8"]) {
        const jpeg = await sharp({ create: { width: 2000, height: 1500, channels: 3, background } })
          .jpeg()
          .toBuffer();
        const form = new FormData();
        form.append("images", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "foto.jpg");
        const response = await fetch(`${baseUrl()}/api/properties/${property.id}/images`, {
          method: "POST",
          headers: { origin: baseUrl(), cookie: owner.cookie },
          body: form,
        });
        expect(response.status).toBe(200);
        images = ((await response.json()) as { property: { images: string[] } }).property.images;
      }
      // New photos take the approved listing back to review (decisions/0034): approved again.
      expect((await call("POST", `/api/admin/properties/${property.id}/approve`, await adminCookie(), {})).status).toBe(200);
      const [first, second] = images as [string, string];
      // The second photo as if stored before there were medium variants.
      breakMediumVariant(second);

      // A 412 px wide phone at DPR 1.75 needs ~665 px: the 960 px medium variant, not the 1600 px one.
      const phone = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 1.75 };
      const page = await newPage(phone);
      await page.goto(`/property/${property.id}`);
      await expect.poll(() => mainPhoto(page), { timeout: 5_000 }).toBe(first.replace(/\.jpg$/, ".medium.webp"));
      // The second photo's medium variant fails to load: its gallery variant instead, not the illustration.
      // (On a phone the photos swipe; the keyboard's → moves too.)
      await page.getByRole("link", { name: /^Foto 1 nga 2/ }).focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => mainPhoto(page), { timeout: 5_000 }).toBe(second.replace(/\.jpg$/, ".gallery.webp"));

      // The same for the first photo on a fresh load (a new context, nothing cached), where the failure
      // may come before the page is hydrated.
      breakMediumVariant(first);
      const fresh = await newPage(phone);
      await fresh.goto(`/property/${property.id}`);
      await expect.poll(() => mainPhoto(fresh), { timeout: 5_000 }).toBe(first.replace(/\.jpg$/, ".gallery.webp"));
      await expect(fresh.getByRole("region", { name: "Fotot e pronës" }).locator("img[data-placeholder]")).toHaveCount(0);
      expectNoPageErrors(page);
      expectNoPageErrors(fresh);
    } finally {
      await cleanup();
    }
  });

  it("lets a signed-in reader favourite (count +1, then back) and send a contact request that closes itself", async () => {
    // A listing of this test's own: other files favourite demo listings while this one counts.
    const { property, cleanup } = await ownerWithListing("favorite");
    try {
      const page = await newPage();
      await registerInContext(page);
      await page.goto(`/property/${property.id}`);
      const favRow = page.locator("dl div", { hasText: "Favorite" }).locator("dd");
      const before = Number(await favRow.textContent());
      // The count moves at once (optimistic); the reload waits for the server's answer, or it would cut the post off.
      const saved = page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname === `/property/${property.id}.data`,
      );
      // After the post, the page's data is read again, but not its texts (they came with the page: the
      // root's answer names them instead).
      const reread = page.waitForRequest((r) => r.method() === "GET" && new URL(r.url()).pathname === `/property/${property.id}.data`);
      await page.getByRole("button", { name: "Shto në favorite" }).click();
      await expect(favRow).toHaveText(String(before + 1));
      // The same request again (the browser keeps no body of a streamed answer): from the page itself.
      const answer = await (await page.request.get((await reread).url(), { headers: { referer: page.url() } })).text();
      expect(answer).toContain('"held"');
      expect(answer).not.toContain("Dhënë me qira");
      await expect(page.getByRole("button", { name: "Hiq nga favoritet" })).toHaveAttribute("aria-pressed", "true");
      await saved;
      await page.reload();
      await expect(favRow).toHaveText(String(before + 1));
      await page.getByRole("button", { name: "Hiq nga favoritet" }).click();
      await expect(favRow).toHaveText(String(before));

      await page.getByRole("link", { name: "Kontakto pronarin" }).click();
      const dialog = page.getByRole("dialog", { name: "Dërgo kërkesë kontakti" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Dërgo kërkesën" }).click();
      await expect(dialog.getByRole("alert")).toHaveText(/Ju lutem shkruani një mesazh\./);
      await dialog.getByLabel("Mesazhi").fill("A mund ta shoh banesën të shtunën?");
      await dialog.getByLabel("Lloji i kërkesës").selectOption("question");
      await expectAccessible(page);
      await dialog.getByRole("button", { name: "Dërgo kërkesën" }).click();
      await expect(dialog.getByText(/Kërkesa juaj u dërgua me sukses/)).toBeVisible();
      await expect(dialog).toBeHidden();
      expectNoPageErrors(page);
    } finally {
      await cleanup();
    }
  });

  it("shows the owner 'Kjo është prona juaj' and the statistics: numbers for premium, masked for free owners", async () => {
    const premium = await newPage();
    await signIn(premium, "premium@prona.local");
    await premium.goto(`/property/${await listingId("Penthouse luksoze")}`);
    await expect(premium.getByText("Kjo është prona juaj")).toBeVisible();
    const stats = premium.getByRole("region", { name: "Statistikat e pronës" });
    await expect(stats.locator("dd").first()).toHaveText(/^\d+$/);
    expect(await stats.getByRole("link", { name: "Bëhu Premium" }).count()).toBe(0);

    const free = await newPage();
    await signIn(free, "owner@prona.local");
    await free.goto(`/property/${await listingId("Ulpianë")}`);
    const masked = free.getByRole("region", { name: "Statistikat e pronës" });
    await expect(masked.getByRole("link", { name: "Bëhu Premium" })).toBeVisible();
    await expect(masked.locator("dd").first()).toHaveText("•••");
    await expectAccessible(free);
    expectNoPageErrors(premium);
    expectNoPageErrors(free);
  });

  it("sends a contact request without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const email = `nojs-${Date.now()}@test.prona`;
    const response = await page.request.post("/api/auth/register", {
      data: { name: "Pa Skript", email, password: "sekret123", confirm_password: "sekret123", user_type: "buyer" },
      headers: { origin: baseUrl() },
    });
    expect(response.status()).toBe(201);
    await page.goto(`/property/${await listingId("Rugovë")}`);
    await page.getByRole("link", { name: "Kontakto pronarin" }).click();
    await page.getByLabel("Mesazhi").fill("Pyetje pa JavaScript");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByRole("button", { name: "Dërgo kërkesën" }).click();
    await expect(page.getByText(/Kërkesa juaj u dërgua me sukses/)).toBeVisible();
  });
});
