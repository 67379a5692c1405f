import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { formatsFor } from "~/domain/format";
import { everyMail, HOSTILE_TITLE, sampleListings } from "../../../tests/support/mail-fixtures";
import { serverT } from "../i18n";
import { alertMail, alertPhotoUrl } from "../saved-searches/alert-mail";
import { mailLinks } from "./content";
import { LOGO_PATH } from "./components/layout";
import { renderMail } from "./render";

const PUBLIC_URL = "http://prona.test";
const brand = { siteName: "Shtëpia Ime", publicUrl: PUBLIC_URL };

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
/** The addresses the HTML part links to. */
const hrefs = (html: string) => new Set([...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => decode(m[1]!)));
/** The addresses written in the text part. */
const urls = (text: string) => new Set([...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]));

describe("every e-mail in Prona's layout", () => {
  for (const { name, mail } of everyMail(PUBLIC_URL)) {
    it(`${name}: HTML and text parts carry the same content and links`, async () => {
      const { html, text } = await renderMail(mail.content, brand);
      const links = mailLinks(mail.content);
      expect(links.length).toBeGreaterThan(0);
      // The HTML links to the mail's addresses and the site (logo, footer); the text part to the same.
      expect(hrefs(html)).toEqual(new Set([...links, PUBLIC_URL]));
      expect(urls(text)).toEqual(new Set([...links, PUBLIC_URL]));
      // One document in the mail's language, with the site's name, the logo and the colour schemes.
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toContain(`lang="${mail.content.language}"`);
      expect(html).toContain(`src="${PUBLIC_URL}${LOGO_PATH}"`);
      expect(html).toContain('<meta name="color-scheme" content="light dark"');
      expect(html).toContain("prefers-color-scheme:dark");
      expect(text).toContain("Shtëpia Ime");
      // Every text of the content is in both parts (the HTML escaped).
      const texts = [
        mail.content.title,
        mail.content.greeting ?? "",
        mail.content.signature,
        mail.content.footer.why,
        ...mail.content.blocks.flatMap((b) => {
          if (b.kind === "text" || b.kind === "quote" || b.kind === "note") return [b.text];
          if (b.kind === "button") return [b.link.label];
          if (b.kind === "links") return b.links.map((l) => l.label);
          if (b.kind === "listing") return [b.listing.title, b.listing.place, b.listing.price, b.listing.action, ...b.listing.facts];
          return [];
        }),
        ...mail.content.footer.links.map((l) => l.label),
      ].filter(Boolean);
      for (const piece of texts) {
        expect(text).toContain(piece);
        expect(decode(html)).toContain(piece);
      }
      // Every image has a text alternative (the logo's is empty: the site's name stands beside it).
      for (const img of html.match(/<img\b[^>]*>/g) ?? []) expect(img).toMatch(/\balt="/);
    });
  }

  it("escapes what people typed: markup and quotes in titles and names reach the reader as text", async () => {
    const mails = everyMail(PUBLIC_URL).filter((m) => JSON.stringify(m.mail.content).includes("<script>"));
    expect(mails.map((m) => m.name)).toEqual(
      expect.arrayContaining([
        "alert-sq",
        "digest-de",
        "expiry-reminder",
        "listing-expired",
        "report-outcome-en",
        "reporter-confirm-de",
        "owner-contacted",
      ]),
    );
    for (const { mail } of mails) {
      const { html, text } = await renderMail(mail.content, brand);
      expect(html).not.toMatch(/<script|<b>|alert\("x"\)|'Dardani'|"lux"/);
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;Dardani&#x27; &quot;lux&quot; &lt;b&gt;");
      expect(text).toContain(HOSTILE_TITLE);
    }
    // The search's name, with quotes and brackets, in the subject and the heading of an alert.
    const alert = everyMail(PUBLIC_URL).find((m) => m.name === "alert-sq")!.mail;
    expect(alert.subject).toBe(`3 prona të reja për “Banesa "në" <Prishtinë>”`);
    const { html } = await renderMail(alert.content, brand);
    expect(html).toContain("<title>3 prona të reja për “Banesa &quot;në&quot; &lt;Prishtinë&gt;”</title>");
  });

  it("alerts: a card per listing with photo, place, price and facts in the reader's language; at most 10; under 100 KB", async () => {
    const listings = sampleListings(12);
    const digest = everyMail(PUBLIC_URL, listings).find((m) => m.name === "digest-de")!.mail;
    const { html, text } = await renderMail(digest.content, brand);
    expect(html.length).toBeLessThan(100_000);
    const cards = digest.content.blocks.filter((b) => b.kind === "listing");
    expect(cards).toHaveLength(10);
    expect(text).toContain("…und 2 weitere.");
    const t = serverT("de");
    const f = formatsFor({ language: "de", currency: "EUR" });
    expect(text).toContain(`${f.price(650, "rent", t("listings:perMonth"))}`);
    expect(text).toContain("Haus · 4 Zimmer · 140 m²");
    expect(text).toContain("Grundstück · 1.250 m²");
    for (const l of listings.slice(0, 10)) {
      expect(html).toContain(`src="${PUBLIC_URL}${l.images[0]}"`);
      expect(text).toContain(`${PUBLIC_URL}/property/${l.id}`);
    }
    expect(text).not.toContain(`${PUBLIC_URL}/property/${listings[10]!.id}`);
  });

  it("alerts: a lower price shows the badge and the price before, in the reader's language and the display currency", async () => {
    const [listing] = sampleListings(1);
    const mail = alertMail({
      to: "a@example.com",
      recipient: "Arta",
      searchName: "Home",
      language: "en",
      currency: "CHF",
      digest: false,
      listings: [{ ...listing!, price: 193_500, previous_price: 205_000 }],
      searchUrl: `${PUBLIC_URL}/listings`,
      manageUrl: `${PUBLIC_URL}/kerkimet-e-ruajtura`,
      unsubscribePageUrl: `${PUBLIC_URL}/cabonohu?token=t`,
      oneClickUrl: `${PUBLIC_URL}/api/saved-searches/unsubscribe?token=t`,
      publicUrl: PUBLIC_URL,
    });
    expect(mail.subject).toBe("1 listing with a lower price for “Home”");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${PUBLIC_URL}/api/saved-searches/unsubscribe?token=t>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const { text } = await renderMail(mail.content, brand);
    const f = formatsFor({ language: "en", currency: "CHF" });
    expect(text).toContain("Price reduced");
    expect(text).toContain(`${f.money(193_500)} (price reduced, was ${f.money(205_000)})`);
  });

  it("alerts show a photo every mail program can show: the JPEG, PNG or GIF original, else the card variant", () => {
    const key = "/storage/property-images/0a1b2c3d-0000-4000-8000-000000000001/1700000000000-abcd1234";
    expect(alertPhotoUrl([`${key}.jpg`, `${key}.png`], PUBLIC_URL)).toBe(`${PUBLIC_URL}${key}.jpg`);
    expect(alertPhotoUrl([`${key}.png`], PUBLIC_URL)).toBe(`${PUBLIC_URL}${key}.png`);
    expect(alertPhotoUrl([`${key}.webp`], PUBLIC_URL)).toBe(`${PUBLIC_URL}${key}.card.webp`);
    expect(alertPhotoUrl(["https://bucket.example/p/1700000000000-abcd1234.jpg"], PUBLIC_URL)).toBe(
      "https://bucket.example/p/1700000000000-abcd1234.jpg",
    );
    expect(alertPhotoUrl([], PUBLIC_URL)).toBeUndefined();
  });

  it("the logo is the site's mark (public/favicon.svg) as a 96 px PNG", async () => {
    const logo = sharp(fs.readFileSync(`public${LOGO_PATH}`));
    expect(await logo.metadata()).toMatchObject({ format: "png", width: 96, height: 96 });
    const drawn = await sharp("public/favicon.svg", { density: 288 }).resize(96, 96).raw().toBuffer();
    const stored = await logo.raw().toBuffer();
    let difference = 0;
    for (let i = 0; i < drawn.length; i++) difference += Math.abs(drawn[i]! - stored[i]!);
    expect(difference / drawn.length).toBeLessThan(1);
  });
});
