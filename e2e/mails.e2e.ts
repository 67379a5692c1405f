import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { mailLinks } from "~/.server/mail/content";
import { renderMail } from "~/.server/mail/render";
import type { AlertListing } from "~/.server/saved-searches/alert-mail";
import { everyMail, HOSTILE_TITLE, type MailKind } from "../tests/support/mail-fixtures";
import { baseUrl, expectAccessible, expectNoPageErrors, setupBrowser } from "./support/browser";

// Every kind of e-mail (issue 34 §6), made by the real builders and rendered as the mailer renders
// it, opened in Chromium at phone and desktop width, light and dark: nothing runs off the side, the
// logo and the listings' photos load from the app (with text alternatives), every button is large and
// every link is there, axe finds nothing. With MAIL_SHOTS=1, screenshots go to SHOTS for a person to look
// at (the HTML and its sizes always do).

const { newPage } = setupBrowser();
const SHOTS = path.join(os.tmpdir(), "prona-mail-shots");

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** Demo listings with their photos, as the alert job reads them. */
async function demoListings(): Promise<AlertListing[]> {
  const response = await fetch(`${baseUrl()}/api/properties?sort=newest&page_size=12`);
  const body = (await response.json()) as { properties: (Omit<AlertListing, "previous_price"> & { images: string[] })[] };
  expect(body.properties.length).toBe(12);
  return body.properties.map((p, i) => ({
    id: p.id,
    // The first with markup and quotes in its title: text in the mail, never elements.
    title: i === 0 ? HOSTILE_TITLE : p.title,
    location: p.location,
    price: Number(p.price),
    listing_type: p.listing_type,
    previous_price: null,
    type: p.type,
    rooms: p.rooms,
    area: p.area === null ? null : Number(p.area),
    images: p.images,
  }));
}

describe("e-mails", () => {
  let mails: MailKind[] = [];
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    mails = everyMail(baseUrl(), await demoListings());
  });

  for (const name of everyMail("http://localhost").map((m) => m.name)) {
    it(`${name}: fits a phone and a desktop, light and dark, with its button, links and images`, async () => {
      const { mail } = mails.find((m) => m.name === name)!;
      const { html } = await renderMail(mail.content, { siteName: "Prona", publicUrl: baseUrl() });
      const links = mailLinks(mail.content);
      const buttons = mail.content.blocks.flatMap((b) =>
        b.kind === "button" ? [b.link] : b.kind === "listing" ? [{ label: b.listing.action, url: b.listing.url }] : [],
      );
      expect(buttons.length).toBeGreaterThan(0);
      // The HTML beside the screenshots (to open in a mail program), and what it weighs with its photos.
      fs.writeFileSync(path.join(SHOTS, `${name}.html`), html);
      const photoBytes = await Promise.all(
        mail.content.blocks.flatMap((b) =>
          b.kind === "listing" && b.listing.photo ? [fetch(b.listing.photo.url).then(async (r) => (await r.arrayBuffer()).byteLength)] : [],
        ),
      );
      fs.writeFileSync(path.join(SHOTS, `${name}.sizes.json`), JSON.stringify({ html: Buffer.byteLength(html), photos: photoBytes }));
      // One page for the four: the width and the scheme are set before the mail is put in it again.
      const page = await newPage();
      for (const viewport of VIEWPORTS) {
        for (const colorScheme of ["light", "dark"] as const) {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme });
          await page.setContent(html, { waitUntil: "load" });

          // What people typed stays text.
          expect(await page.locator("script, b").count()).toBe(0);
          if (JSON.stringify(mail.content).includes(HOSTILE_TITLE)) await expect(page.getByText(HOSTILE_TITLE).first()).toBeVisible();

          // Nothing wider than the screen.
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect(scrollWidth, `${name} ${viewport.width} ${colorScheme}`).toBeLessThanOrEqual(clientWidth);

          // The logo and the photos load from the app, each with a text alternative.
          const images = await page
            .locator("img")
            .evaluateAll((imgs) =>
              (imgs as HTMLImageElement[]).map((img) => ({ src: img.src, alt: img.getAttribute("alt"), loaded: img.naturalWidth > 0 })),
            );
          expect(images.filter((i) => !i.loaded)).toEqual([]);
          expect(images.every((i) => i.alt !== null)).toBe(true);
          expect(images.some((i) => i.src === `${baseUrl()}/mail/logo.png`)).toBe(true);
          const photos = mail.content.blocks.flatMap((b) => (b.kind === "listing" && b.listing.photo ? [b.listing.photo] : []));
          for (const photo of photos) expect(images).toContainEqual({ src: photo.url, alt: photo.alt, loaded: true });

          // Every link is there; the buttons are big enough to tap (and across the width on a phone).
          const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
          for (const link of links) expect(hrefs).toContain(link);
          for (const button of buttons) {
            const box = await page.locator(`a[href="${button.url}"]`, { hasText: button.label }).first().boundingBox();
            expect(box, `${name}: ${button.label}`).not.toBeNull();
            expect(box!.height).toBeGreaterThanOrEqual(44);
            if (viewport.width === 390) expect(box!.width).toBeGreaterThanOrEqual(0.7 * viewport.width);
          }

          // Dark where the reader's mail program is dark.
          const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
          expect(background).toBe(colorScheme === "dark" ? "rgb(2, 6, 23)" : "rgb(241, 245, 249)");

          await expectAccessible(page);
          if (process.env.MAIL_SHOTS) {
            await page.screenshot({ path: path.join(SHOTS, `${name}-${viewport.width}-${colorScheme}.png`), fullPage: true });
          }
        }
      }
      expectNoPageErrors(page);
    });
  }
});
