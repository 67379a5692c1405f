import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { adminCookie, call, ownerWithListing } from "./support/admin";
import { baseUrl, expectAccessible, expectNoPageErrors, registerInContext, setupBrowser, signIn } from "./support/browser";

// A listing on a phone (issue 34 §3–§5): the gallery that swipes and opens full screen, the contact bar
// at the foot of the screen, and what a sold listing no longer offers. At 390×844, as the issue measures.

const { newPage } = setupBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A demo listing with four photos (not the penthouse: property.e2e counts that page's live viewers). */
async function fourPhotos(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/properties?q=${encodeURIComponent("Vilë me pishinë në Jaglenicë")}`);
  const id = ((await response.json()) as { properties: { id: string }[] }).properties[0]!.id;
  const detail = (await (await fetch(`${baseUrl()}/api/properties/${id}`)).json()) as { property: { images: string[] } };
  expect(detail.property.images).toHaveLength(4);
  return id;
}

/** A new owner's approved listing, the owner with a phone number unless told otherwise. */
async function ownersListing(label: string, phone: string | null = "049 555 120") {
  const made = await ownerWithListing(label);
  cleanups.push(made.cleanup);
  if (phone) expect((await call("PATCH", "/api/me", made.owner.cookie, { name: made.owner.name, phone })).status).toBe(200);
  return made;
}

/**
 * What the gallery shows now: the photo that fills its row, with the count it carries ("2 / 4") and
 * the address of its image as loaded (null until it has loaded).
 */
function shown(page: Page) {
  return page.getByTestId("gallery-row").evaluate((row) => {
    const left = row.getBoundingClientRect().left;
    const slide = [...row.children].find((li) => Math.abs(li.getBoundingClientRect().left - left) < 2);
    const img = slide?.querySelector("img");
    return {
      count: slide?.querySelector("[data-testid=photo-count]")?.textContent ?? null,
      photo: img && img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : null,
    };
  });
}

/** Whether the element is wholly within the screen (scrolled to). */
async function inViewport(target: Locator) {
  const box = await target.boundingBox();
  const height = target.page().viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

/**
 * A finger's swipe across the element: touch events as a phone's screen sends them, which Chromium
 * turns into its own scrolling (and pointer events), as on a phone. Negative `dx` swipes to the left:
 * the next photo.
 */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const x = Math.round(box.x + box.width / 2 - dx / 2);
  const y = Math.round(box.y + box.height / 2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: Math.round(x + (dx * step) / 10), y }] });
    await page.waitForTimeout(16);
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

describe("the gallery", () => {
  it("on a phone: the photo comes first, a swipe shows the next with its count, a tap opens it full screen, a double tap zooms", async () => {
    const id = await fourPhotos();
    const page = await newPage(PHONE);
    const viewerCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/gallery-viewer-/.test(request.url())) viewerCode.push(request.url());
    });
    await page.goto(`/property/${id}`);
    const gallery = page.getByRole("region", { name: "Fotot e pronës" });
    const title = page.getByRole("heading", { level: 1 });
    // Above the title and the price, edge to edge, within the first screen.
    const photoBox = (await gallery.boundingBox())!;
    expect(photoBox.y + photoBox.height).toBeLessThan((await title.boundingBox())!.y);
    expect(photoBox.width).toBe(390);
    expect(photoBox.y + photoBox.height).toBeLessThan(844);
    // The row swipes and carries the count: no thumbnails (nor their downloads) on a phone.
    await expect(gallery.getByRole("link", { name: "Shfaq foton 2" })).toBeHidden();
    await expect.poll(() => shown(page)).toEqual({ count: "1 / 4", photo: expect.stringMatching(/\.medium\.webp$/) });
    const first = (await shown(page)).photo;

    await swipe(page, page.getByTestId("gallery-row"), -300);
    await expect.poll(async () => (await shown(page)).count).toBe("2 / 4");
    await expect.poll(async () => (await shown(page)).photo).toMatch(/\.medium\.webp$/);
    expect((await shown(page)).photo).not.toBe(first);
    await swipe(page, page.getByTestId("gallery-row"), 300);
    await expect.poll(async () => (await shown(page)).count).toBe("1 / 4");
    await swipe(page, page.getByTestId("gallery-row"), -300);
    await expect.poll(async () => (await shown(page)).count).toBe("2 / 4");
    await expectAccessible(page);
    // The viewer's code comes only when it is opened.
    expect(viewerCode).toEqual([]);

    // A tap on the photo: full screen, at the photo shown.
    await gallery.getByRole("link", { name: /^Foto 2 nga 4/ }).tap();
    const viewer = page.getByRole("dialog", { name: /^Fotot në ekran të plotë: Vilë me pishinë/ });
    await expect(viewer).toBeVisible();
    expect(viewerCode.some((url) => url.endsWith(".js"))).toBe(true);
    await expect(viewer.getByText("2 / 4")).toBeVisible();
    await swipe(page, viewer, -250);
    await expect(viewer.getByText("3 / 4")).toBeVisible();
    // A double tap zooms in (then "Zvogëlo" can zoom out again).
    const zoomOut = viewer.getByRole("button", { name: "Zvogëlo" });
    await expect.poll(() => zoomOut.isDisabled()).toBe(true);
    // On the photo shown (the swipe's slide change over first), two taps 60 ms apart.
    const photo = viewer.locator(".yarl__slide_current img");
    await expect(photo).toBeVisible();
    await page.waitForTimeout(400);
    const box = (await photo.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(60);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => zoomOut.isDisabled()).toBe(false);
    await expectAccessible(page);
    await viewer.getByRole("button", { name: "Mbyll" }).click();
    await expect(viewer).toBeHidden();
    // The page's gallery shows the photo the reader left the viewer at.
    await expect.poll(async () => (await shown(page)).count).toBe("3 / 4");
    expectNoPageErrors(page);
  });

  it("swipes without JavaScript too, each photo a link to its large file", async () => {
    const id = await fourPhotos();
    const page = await newPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto(`/property/${id}`);
    await expect.poll(async () => (await shown(page)).count).toBe("1 / 4");
    await swipe(page, page.getByTestId("gallery-row"), -300);
    await expect.poll(async () => (await shown(page)).count).toBe("2 / 4");
    expect(await page.getByRole("link", { name: /^Foto 2 nga 4/ }).getAttribute("href")).toMatch(
      /\/storage\/property-images\/.+\.gallery\.webp$/,
    );
  });

  it("on a desktop: arrows (wrapping around), thumbnails, the keyboard's arrows, and full screen with Escape", async () => {
    const id = await fourPhotos();
    const page = await newPage();
    await page.goto(`/property/${id}`);
    const gallery = page.getByRole("region", { name: "Fotot e pronës" });
    await expect.poll(async () => (await shown(page)).count).toBe("1 / 4");
    await gallery.getByRole("button", { name: "Foto tjetër" }).click();
    await expect.poll(async () => (await shown(page)).count).toBe("2 / 4");
    await gallery.getByRole("button", { name: "Foto e mëparshme" }).click();
    await expect.poll(async () => (await shown(page)).count).toBe("1 / 4");
    await gallery.getByRole("button", { name: "Foto e mëparshme" }).click();
    await expect.poll(async () => (await shown(page)).count).toBe("4 / 4");
    await expect(gallery.getByRole("link", { name: "Shfaq foton 4" })).toHaveAttribute("aria-current", "true");
    await gallery.getByRole("link", { name: "Shfaq foton 3" }).click();
    await expect.poll(async () => (await shown(page)).count).toBe("3 / 4");

    // The photo shown is one stop for Tab; ← → move from photo to photo, Enter opens it full screen.
    const photo3 = gallery.getByRole("link", { name: /^Foto 3 nga 4/ });
    await photo3.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await shown(page)).count).toBe("4 / 4");
    await expect(gallery.getByRole("link", { name: /^Foto 4 nga 4/ })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await shown(page)).count).toBe("1 / 4");
    await page.keyboard.press("Enter");
    const viewer = page.getByRole("dialog", { name: /^Fotot në ekran të plotë/ });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText("1 / 4")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(viewer.getByText("4 / 4")).toBeVisible();
    // (The viewer takes one key per slide's move.)
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText("1 / 4")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText("2 / 4")).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect.poll(async () => (await shown(page)).count).toBe("2 / 4");

    // The full-screen button opens it at the photo shown.
    await gallery.getByRole("button", { name: "Shiko fotot në ekran të plotë" }).click();
    await expect(viewer.getByText("2 / 4")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    expectNoPageErrors(page);
  });
});

describe("the contact bar on a phone", () => {
  it("Telefono reveals the number and calls it, WhatsApp opens the chat, Mesazh leads to the contact panel; it stays at the foot of the screen", async () => {
    const { property } = await ownersListing("shirit");
    const page = await newPage(PHONE);
    await page.goto(`/property/${property.id}`);
    const bar = page.getByRole("region", { name: "Kontakt i shpejtë me pronarin" });
    await expect(bar).toBeVisible();
    // At the foot of the first screen, its buttons big enough for a thumb.
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    for (const name of ["Telefono", "WhatsApp"]) {
      expect((await bar.getByRole("button", { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect((await bar.getByRole("link", { name: "Mesazh" }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.content()).not.toContain("555 120");
    await expectAccessible(page);

    await bar.getByRole("button", { name: "Telefono" }).click();
    // The number in full (announced), and Telefono now calls it.
    await expect(bar.getByRole("status")).toHaveText("Numri i telefonit: 049 555 120");
    const call = bar.getByRole("link", { name: "Telefono" });
    await expect(call).toHaveAttribute("href", "tel:+38349555120");
    await expect(call).toBeFocused();
    await expect(bar.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/38349555120");
    // The owner card further down shows the same answer: one reveal.
    await expect(page.getByTestId("owner-phone").getByRole("link", { name: "049 555 120" })).toHaveAttribute("href", "tel:+38349555120");
    await expectAccessible(page);

    // Signed out, Mesazh leads to the contact panel, which says to log in first.
    await bar.getByRole("link", { name: "Mesazh" }).click();
    await expect.poll(() => inViewport(page.getByText("Kyçuni për të kontaktuar pronarin."))).toBe(true);
    expectNoPageErrors(page);
  });

  it("WhatsApp reveals too; the bar never covers the page's end; a signed-in reader's Mesazh opens the form", async () => {
    const { property } = await ownersListing("fund");
    const page = await newPage(PHONE);
    await registerInContext(page);
    await page.goto(`/property/${property.id}`);
    const bar = page.getByRole("region", { name: "Kontakt i shpejtë me pronarin" });
    await bar.getByRole("button", { name: "WhatsApp" }).click();
    const whatsapp = bar.getByRole("link", { name: "WhatsApp" });
    await expect(whatsapp).toHaveAttribute("href", "https://wa.me/38349555120");
    await expect(whatsapp).toBeFocused();

    // Scrolled to the end: the bar ends where the page's content does, above the footer, covering nothing.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.locator("summary", { hasText: "Raporto shpalljen" });
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const lastBox = (await last.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    const footerTop = await page.locator("footer").evaluate((el) => el.getBoundingClientRect().top);
    expect(barBox.y).toBeGreaterThanOrEqual(lastBox.y + lastBox.height);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(footerTop + 0.5);
    // What is at the last content's centre is that content, not the bar.
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("summary, button")?.textContent ?? null,
      [lastBox.x + lastBox.width / 2, lastBox.y + lastBox.height / 2],
    );
    expect(hit).toContain("Raporto shpalljen");

    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole("link", { name: "Mesazh" }).click();
    const dialog = page.getByRole("dialog", { name: "Dërgo kërkesë kontakti" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Mesazhi")).toBeVisible();
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("has Mesazh alone when the owner gave no number, speaks the reader's language, and works without JavaScript", async () => {
    const silent = await ownersListing("panumer", null);
    const page = await newPage(PHONE);
    await page.goto(`/property/${silent.property.id}`);
    const bar = page.getByRole("region", { name: "Kontakt i shpejtë me pronarin" });
    await expect(bar.getByRole("link", { name: "Mesazh" })).toBeVisible();
    await expect(bar.getByRole("button")).toHaveCount(0);

    const { property } = await ownersListing("gjuha");
    await page.goto(`/property/${property.id}?lang=en`);
    const en = page.getByRole("region", { name: "Quick contact with the owner" });
    await expect(en.getByRole("button", { name: "Call" })).toBeVisible();
    await expect(en.getByRole("link", { name: "Message" })).toBeVisible();
    await page.goto(`/property/${property.id}?lang=de`);
    const de = page.getByRole("region", { name: "Schnellkontakt zum Eigentümer" });
    await expect(de.getByRole("button", { name: "Anrufen" })).toBeVisible();
    await expect(de.getByRole("link", { name: "Nachricht" })).toBeVisible();
    expectNoPageErrors(page);

    const noJs = await newPage({ ...PHONE, javaScriptEnabled: false });
    await noJs.goto(`/property/${property.id}`);
    const plain = noJs.getByRole("region", { name: "Kontakt i shpejtë me pronarin" });
    await expect(plain.getByRole("link", { name: "Mesazh" })).toHaveAttribute("href", "#contact-section");
    await plain.getByRole("button", { name: "Telefono" }).click();
    const revealed = noJs.getByRole("region", { name: "Kontakt i shpejtë me pronarin" });
    await expect(revealed.getByRole("link", { name: "Telefono" })).toHaveAttribute("href", "tel:+38349555120");
    await expect(revealed.getByRole("status")).toHaveText("Numri i telefonit: 049 555 120");
  });

  it("is not there for the listing's owner, nor on a sold listing, which shows one badge, no viewers and no mortgage calculator", async () => {
    const { owner, property } = await ownersListing("shitur");
    const mine = await newPage(PHONE);
    await signIn(mine, owner.email, "sekret123");
    await mine.goto(`/property/${property.id}`);
    await expect(mine.getByText("Kjo është prona juaj")).toHaveCount(1);
    await expect(mine.getByTestId("contact-bar")).toHaveCount(0);
    expectNoPageErrors(mine);

    // Active, a visitor sees the calculator (a sale) and joins the viewers.
    const visitor = await newPage(PHONE);
    await visitor.goto(`/property/${property.id}`);
    await expect(visitor.getByRole("region", { name: "Llogaritësi i kredisë" })).toHaveCount(1);
    await expect(visitor.getByTestId("live-viewers")).toHaveText(/po e shikon tani|po e shikojnë tani/);
    await expect(visitor.getByRole("main").locator("header").getByText("Në shitje", { exact: true })).toBeVisible();

    expect((await call("POST", `/api/admin/properties/${property.id}/status`, await adminCookie(), { status: "sold" })).status).toBe(200);
    const buyer = await newPage(PHONE);
    const beacons: string[] = [];
    buyer.on("request", (request) => {
      if (/\/viewers$/.test(request.url())) beacons.push(request.url());
    });
    await buyer.goto(`/property/${property.id}`);
    await expect(buyer.getByText(/Kjo pronë është shitur më/)).toBeVisible();
    await expect(buyer.getByTestId("contact-bar")).toHaveCount(0);
    const badges = buyer.getByRole("main").locator("header");
    await expect(badges.getByText("Shitur", { exact: true })).toBeVisible();
    await expect(badges.getByText("Në shitje", { exact: true })).toHaveCount(0);
    await expect(buyer.getByText(/po e shikon tani|po e shikojnë tani/)).toHaveCount(0);
    await expect(buyer.getByRole("region", { name: "Llogaritësi i kredisë" })).toHaveCount(0);
    await buyer.waitForLoadState("networkidle");
    expect(beacons).toEqual([]);
    await expectAccessible(buyer);
    expectNoPageErrors(buyer);
  });
});
