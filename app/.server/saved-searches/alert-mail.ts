import { type DisplayCurrency, formatsFor } from "~/domain/format";
import { type Language, type PropertyType, TYPES_WITH_ROOMS } from "~/domain/enums";
import { imageVariantUrl } from "~/domain/images";
import { serverT } from "../i18n";
import type { MailListing } from "../mail/content";
import type { Mail } from "../mail/mailer";

export type AlertListing = {
  id: string;
  title: string;
  location: string;
  price: number;
  listing_type: "sale" | "rent";
  /** A price drop (issue 14): the price before it; null for a new listing. */
  previous_price: number | null;
  type: PropertyType;
  rooms: number | null;
  area: number | null;
  /** The listing's photos, the cover first. */
  images: string[];
};

/** How many listings one e-mail or notification names; the rest are counted. */
export const ALERT_LISTINGS_SHOWN = 10;

/**
 * The cover photo as a mail shows it, or undefined without one. Stored photos keep their original
 * (JPEG, PNG or GIF as uploaded, at most 2560 px, metadata stripped) beside WebP variants; WebP is not
 * shown by every mail program (Outlook for Windows, older ones), so the original is used when it is one
 * of the formats all of them show, and the 640 px card variant only for a WebP upload (whose original
 * is WebP anyway and larger). Local photos are addressed under the site's public address.
 */
export function alertPhotoUrl(images: readonly string[], publicUrl: string): string | undefined {
  const cover = images[0];
  if (!cover) return undefined;
  const url = /\.(?:jpe?g|png|gif)$/i.test(cover) ? cover : imageVariantUrl(cover, "card");
  return url.startsWith("/") ? `${publicUrl}${url}` : url;
}

/**
 * The alert e-mail of one saved search (instant, or the day's digest) in the search's language: a card
 * per new listing (photo, title, place, price in the reader's language and the platform's display
 * currency, a drop with the price before, key facts, a button), then the whole search and the
 * saved-searches page, and a one-click unsubscribe link (in the footer and as RFC 8058
 * List-Unsubscribe headers, which mail programs show as "Unsubscribe").
 */
export function alertMail(input: {
  to: string;
  recipient: string;
  searchName: string;
  language: Language;
  currency: DisplayCurrency;
  digest: boolean;
  listings: AlertListing[];
  searchUrl: string;
  manageUrl: string;
  unsubscribePageUrl: string;
  oneClickUrl: string;
  publicUrl: string;
}): Mail {
  const t = serverT(input.language);
  const f = formatsFor({ language: input.language, currency: input.currency });
  const count = input.listings.length;
  const shown = input.listings.slice(0, ALERT_LISTINGS_SHOWN);
  const more = count - shown.length;
  const perMonth = t("listings:perMonth");
  const card = (l: AlertListing): MailListing => {
    const photo = alertPhotoUrl(l.images, input.publicUrl);
    return {
      url: `${input.publicUrl}/property/${l.id}`,
      title: l.title,
      place: l.location,
      price: f.price(l.price, l.listing_type, perMonth),
      drop: l.previous_price
        ? {
            badge: t("listings:lifecycle.priceDrop"),
            note: t("saved-searches:mail.priceDrop", { from: f.price(l.previous_price, l.listing_type, perMonth) }),
          }
        : undefined,
      facts: [
        t(`listings:type.${l.type}`),
        ...(TYPES_WITH_ROOMS.includes(l.type) && l.rooms !== null ? [t("listings:card.rooms", { count: l.rooms })] : []),
        ...(l.area !== null ? [t("listings:card.area", { area: f.area(l.area) })] : []),
      ],
      photo: photo ? { url: photo, alt: t("listings:card.photoOf", { title: l.title }) } : undefined,
      action: t("listings:card.details"),
    };
  };
  // Only lowered prices (issue 14): the subject says so; new listings (with or without drops) as before.
  const onlyDrops = input.listings.every((l) => l.previous_price !== null);
  const subject = t(
    input.digest ? "saved-searches:mail.digestSubject" : onlyDrops ? "saved-searches:mail.subjectDrops" : "saved-searches:mail.subject",
    { count, name: input.searchName },
  );
  const intro = t(onlyDrops ? "saved-searches:mail.introDrops" : "saved-searches:mail.intro", { count, name: input.searchName });
  return {
    to: input.to,
    subject,
    content: {
      language: input.language,
      title: subject,
      preview: intro,
      greeting: t("saved-searches:mail.greeting", { name: input.recipient }),
      blocks: [
        { kind: "text", text: intro },
        ...shown.map((l) => ({ kind: "listing" as const, listing: card(l) })),
        ...(more > 0 ? [{ kind: "text" as const, text: t("saved-searches:mail.more", { count: more }) }] : []),
        { kind: "button", link: { label: t("saved-searches:mail.openSearch"), url: input.searchUrl } },
        { kind: "links", links: [{ label: t("saved-searches:mail.manage"), url: input.manageUrl }] },
      ],
      signature: t("auth:mail.signature"),
      footer: {
        why: t("saved-searches:mail.why"),
        links: [{ label: t("saved-searches:mail.unsubscribe"), url: input.unsubscribePageUrl }],
      },
    },
    headers: { "List-Unsubscribe": `<${input.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
