import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, expectNoPageErrors, registerInContext, setupBrowser } from "./support/browser";

// Photos that sell (issue 14 §6): the owner orders the photos and picks the cover (the card's photo
// follows), with and without JavaScript; the detail page shows the floor plan and loads the video
// tour's player only on click.

const { newPage } = setupBrowser();

type Property = { id: string; title: string; images: string[]; floor_plan: string | null; video_url: string | null };

const COLOURS = [
  { r: 200, g: 40, b: 40 },
  { r: 40, g: 160, b: 60 },
  { r: 40, g: 80, b: 200 },
];

async function jpeg(colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A new listing of the page's signed-in owner with three photos (red, green, blue), through the owners' API. */
async function listingWithPhotos(page: Page, extra: Record<string, string> = {}): Promise<Property> {
  const title = `Banesë me foto ${Date.now().toString(36)}`;
  const create = await page.request.post("/api/properties", {
    multipart: { title, description: "Banesë e ndritshme me ballkon.", price: "520", location: "Prishtinë", ...extra },
    headers: { origin: baseUrl() },
  });
  expect(create.status()).toBe(201);
  const { id } = ((await create.json()) as { property: Property }).property;
  // One by one, as the form uploads them, so the order is known.
  let property: Property | undefined;
  for (const [index, colour] of COLOURS.entries()) {
    const upload = await page.request.post(`/api/properties/${id}/images`, {
      multipart: { images: { name: `foto-${index + 1}.jpg`, mimeType: "image/jpeg", buffer: await jpeg(colour) } },
      headers: { origin: baseUrl() },
    });
    expect(upload.status()).toBe(200);
    property = ((await upload.json()) as { property: Property }).property;
  }
  expect(property!.images).toHaveLength(3);
  return property!;
}

/** A stored photo's address without its extension: the card shows a variant of it (.card.webp). */
const stem = (url: string) => url.replace(/\.(jpg|png|webp|gif)$/, "");

async function savedImages(page: Page, id: string): Promise<string[]> {
  const response = await page.request.get("/api/my/properties");
  const body = (await response.json()) as { properties: Property[] };
  return body.properties.find((p) => p.id === id)!.images;
}

/** The first photo on the owner's card of this listing, on /my-properties. */
async function cardPhoto(page: Page, title: string): Promise<string> {
  await page.goto("/my-properties");
  const card = page.getByRole("article", { name: title });
  await expect(card.getByTestId("photo-count")).toHaveText(/3/);
  await expect(card.getByText("3 foto", { exact: true })).toHaveCount(1);
  return (await card.locator("img").first().getAttribute("src")) ?? "";
}

/** The photos' order as the edit form shows it (its hidden order fields). */
const shownOrder = (page: Page) =>
  page.locator('input[name="image_order"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

describe("photos that sell", () => {
  it("lets the owner reorder photos by buttons, keyboard and drag and drop, and choose the cover shown on the card", async () => {
    const page = await newPage();
    await registerInContext(page);
    const property = await listingWithPhotos(page);
    const [red, green, blue] = property.images as [string, string, string];
    expect(await cardPhoto(page, property.title)).toContain(stem(red));

    await page.goto(`/edit-property/${property.id}`);
    const photos = page.getByTestId("saved-photos");
    const status = page.getByTestId("saved-photos-status");
    await expect(photos.getByRole("listitem").first().getByText("Kopertina")).toBeVisible();

    // The cover button puts the blue photo first and says so.
    await photos.getByRole("button", { name: "Bëje kopertinë foton 3" }).click();
    await expect(status).toHaveText("Fotoja u bë kopertinë.");
    expect(await shownOrder(page)).toEqual([blue, red, green]);

    // The keyboard: the move buttons are buttons, and the focus follows the moved photo.
    await photos.getByRole("button", { name: "Lëviz djathtas foton 2" }).focus();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText("Fotoja u zhvendos në pozicionin 3 nga 3.");
    expect(await shownOrder(page)).toEqual([blue, green, red]);
    await expect(photos.getByRole("button", { name: "Lëviz majtas foton 3" })).toBeFocused();
    await page.keyboard.press("Enter");
    expect(await shownOrder(page)).toEqual([blue, red, green]);

    // Drag and drop: the green photo onto the first place.
    await photos.getByRole("listitem").nth(2).dragTo(photos.getByRole("listitem").nth(0));
    await expect(status).toHaveText("Fotoja u bë kopertinë.");
    expect(await shownOrder(page)).toEqual([green, blue, red]);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Ruaj ndryshimet" }).click();
    await expect(page.getByText("Prona u përditësua me sukses!")).toBeVisible();
    await page.waitForURL(/\/my-properties\?saved=updated/);
    expect(await savedImages(page, property.id)).toEqual([green, blue, red]);
    // The card's first photo is the new cover.
    expect(await cardPhoto(page, property.title)).toContain(stem(green));
    expectNoPageErrors(page);
  });

  it("changes the order without JavaScript through each photo's position", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await registerInContext(page);
    const property = await listingWithPhotos(page);
    const [red, green, blue] = property.images as [string, string, string];

    await page.goto(`/edit-property/${property.id}`);
    // No buttons that would need JavaScript; the position selects do the work.
    await expect(page.getByRole("button", { name: "Bëje kopertinë foton 2" })).toHaveCount(0);
    await page.getByLabel("Pozicioni i fotos 3").selectOption("1");
    await page.getByRole("button", { name: "Ruaj ndryshimet" }).click();
    await expect(page.getByText("Prona u përditësua me sukses!")).toBeVisible();
    expect(await savedImages(page, property.id)).toEqual([blue, red, green]);
    expect(await cardPhoto(page, property.title)).toContain(stem(blue));
  });

  it("saves the floor plan and the video link from the edit form, and refuses a video link that is not YouTube or Vimeo", async () => {
    const page = await newPage();
    await registerInContext(page);
    const property = await listingWithPhotos(page);
    await page.goto(`/edit-property/${property.id}`);

    await page.getByLabel("Lidhja e video-turit").fill("https://example.com/tour.mp4");
    await page.getByRole("button", { name: "Ruaj ndryshimet" }).click();
    await expect(page.getByText("Lidhja e videos duhet të jetë nga YouTube ose Vimeo").first()).toBeVisible();

    await page.getByLabel("Lidhja e video-turit").fill("https://vimeo.com/76979871");
    const plan = await sharp(await jpeg(COLOURS[0]!))
      .png()
      .toBuffer();
    await page.locator('input[name="floor_plan"]').setInputFiles({ name: "plani.png", mimeType: "image/png", buffer: plan });
    await expect(page.getByText("Zgjodhët: plani.png")).toBeVisible();
    await page.getByRole("button", { name: "Ruaj ndryshimet" }).click();
    await expect(page.getByText("Prona u përditësua me sukses!")).toBeVisible();
    const response = await page.request.get("/api/my/properties");
    const saved = ((await response.json()) as { properties: Property[] }).properties.find((p) => p.id === property.id)!;
    expect(saved.video_url).toBe("https://vimeo.com/76979871");
    expect(saved.floor_plan).toMatch(new RegExp(`^/storage/property-images/${property.id}/\\d{13}-[a-z0-9]{8}\\.png$`));
    expect(saved.images).toEqual(property.images);

    // The form shows it again, and it can be removed.
    await page.goto(`/edit-property/${property.id}`);
    await expect(page.getByRole("img", { name: "Planimetria aktuale" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Hiq planimetrinë").check();
    await page.getByRole("button", { name: "Ruaj ndryshimet" }).click();
    await expect(page.getByText("Prona u përditësua me sukses!")).toBeVisible();
    const after = ((await (await page.request.get("/api/my/properties")).json()) as { properties: Property[] }).properties.find(
      (p) => p.id === property.id,
    )!;
    expect(after.floor_plan).toBeNull();
    expectNoPageErrors(page);
  });

  it("takes the floor plan and the video link with a new listing, without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await registerInContext(page);
    const title = `Shtëpi me planimetri ${Date.now().toString(36)}`;
    await page.goto("/add-property");
    await page.getByLabel("Titulli").fill(title);
    await page.getByLabel("Përshkrimi").fill("Shtëpi me oborr dhe garazh.");
    await page.getByLabel("Çmimi").fill("150000");
    await page.getByLabel("Lokacioni").fill("Prizren");
    await page.getByLabel("Lidhja e video-turit").fill("https://www.youtube.com/shorts/aBc_De-F123");
    await page
      .locator('input[name="floor_plan"]')
      .setInputFiles({ name: "plani.jpg", mimeType: "image/jpeg", buffer: await jpeg(COLOURS[2]!) });
    await page.getByRole("button", { name: "Shto pronën" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Prona u shtua me sukses!" })).toBeVisible();
    const response = await page.request.get("/api/my/properties");
    const saved = ((await response.json()) as { properties: Property[] }).properties.find((p) => p.title === title)!;
    expect(saved).toMatchObject({ images: [], video_url: "https://www.youtube.com/watch?v=aBc_De-F123" });
    expect(saved.floor_plan).toMatch(/\.jpg$/);
  });

  it("shows the floor plan and loads the video player only after the click", async () => {
    const page = await newPage();
    await registerInContext(page);
    const property = await listingWithPhotos(page, { video_url: "https://youtu.be/dQw4w9WgXcQ" });
    const plan = await page.request.post(`/api/properties/${property.id}/images`, {
      multipart: {
        floor_plan: {
          name: "plani.png",
          mimeType: "image/png",
          buffer: await sharp(await jpeg(COLOURS[1]!))
            .png()
            .toBuffer(),
        },
      },
      headers: { origin: baseUrl() },
    });
    expect(plan.status()).toBe(200);

    // Nothing reaches the video hosts before the click (and nothing leaves this machine after it).
    const videoRequests: string[] = [];
    await page.route(/youtube|ytimg|vimeo/, (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" });
    });
    const response = await page.goto(`/property/${property.id}`);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("frame-src https://www.youtube-nocookie.com https://player.vimeo.com");

    await expect(page.getByRole("heading", { name: "Planimetria" })).toBeVisible();
    const planImage = page.getByRole("img", { name: `Planimetria e pronës: ${property.title}` });
    await expect(planImage).toBeVisible();
    // Shown as a WebP variant the width of the column; the link opens the uploaded file.
    await expect.poll(() => planImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(medium|gallery)\.webp$/);
    expect(await planImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const planLink = page.getByRole("link", { name: /Planimetria/ }).filter({ has: planImage });
    expect(await planLink.getAttribute("href")).toMatch(/\/\d{13}-[a-z0-9]{8}\.png$/);
    await expect(page.getByRole("heading", { name: "Video-turi" })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expectAccessible(page);
    expect(videoRequests).toEqual([]);

    await page.getByRole("button", { name: /Shiko videon/ }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    expect(videoRequests.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
    expectNoPageErrors(page);
  });
});
