import { type DisplayCurrency, formatPrice } from "~/domain/format";
import type { Language } from "~/domain/enums";
import { serverT } from "../i18n";
import type { Mail } from "../mail/mailer";
import { escapeHtml } from "../mail/templates";

export type AlertListing = {
  id: string;
  title: string;
  location: string;
  price: number;
  listing_type: "sale" | "rent";
  /** A price drop (issue 14): the price before it; null for a new listing. */
  previous_price: number | null;
};

/** How many listings one e-mail or notification names; the rest are counted. */
export const ALERT_LISTINGS_SHOWN = 10;

/**
 * The alert e-mail of one saved search (instant, or the day's digest) in the search's language: the
 * new listings with links, the search, the saved-searches page and a one-click unsubscribe link (in
 * the text and as RFC 8058 List-Unsubscribe headers, which mail programs show as "Unsubscribe").
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
  const count = input.listings.length;
  const shown = input.listings.slice(0, ALERT_LISTINGS_SHOWN);
  const more = count - shown.length;
  const perMonth = t("listings:perMonth");
  const style = { language: input.language, currency: input.currency };
  const items = shown.map((l) => ({
    text:
      `${l.title} – ${l.location} – ${formatPrice(l.price, l.listing_type, perMonth, style)}` +
      (l.previous_price
        ? ` (${t("savedSearches:mail.priceDrop", { from: formatPrice(l.previous_price, l.listing_type, perMonth, style) })})`
        : ""),
    url: `${input.publicUrl}/property/${l.id}`,
  }));
  // Only lowered prices (issue 14): the subject says so; new listings (with or without drops) as before.
  const onlyDrops = input.listings.every((l) => l.previous_price !== null);
  const subject = t(
    input.digest ? "savedSearches:mail.digestSubject" : onlyDrops ? "savedSearches:mail.subjectDrops" : "savedSearches:mail.subject",
    { count, name: input.searchName },
  );
  const greeting = t("savedSearches:mail.greeting", { name: input.recipient });
  const intro = t(onlyDrops ? "savedSearches:mail.introDrops" : "savedSearches:mail.intro", { count, name: input.searchName });
  const moreText = more > 0 ? t("savedSearches:mail.more", { count: more }) : "";
  const open = t("savedSearches:mail.openSearch");
  const manage = t("savedSearches:mail.manage");
  const unsubscribe = t("savedSearches:mail.unsubscribe");
  const why = t("savedSearches:mail.why");
  const signature = t("auth:mail.signature");
  const text = [
    greeting,
    "",
    intro,
    ...items.map((i) => `- ${i.text}\n  ${i.url}`),
    ...(moreText ? [moreText] : []),
    "",
    `${open}: ${input.searchUrl}`,
    `${manage}: ${input.manageUrl}`,
    "",
    why,
    `${unsubscribe}: ${input.unsubscribePageUrl}`,
    "",
    signature,
  ].join("\n");
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><ul>` +
    items.map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.text)}</a></li>`).join("") +
    `</ul>${moreText ? `<p>${escapeHtml(moreText)}</p>` : ""}` +
    `<p><a href="${escapeHtml(input.searchUrl)}">${escapeHtml(open)}</a> · <a href="${escapeHtml(input.manageUrl)}">${escapeHtml(manage)}</a></p>` +
    `<p style="color:#555">${escapeHtml(why)} <a href="${escapeHtml(input.unsubscribePageUrl)}">${escapeHtml(unsubscribe)}</a></p>` +
    `<p>${escapeHtml(signature)}</p>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    links: [input.searchUrl, input.unsubscribePageUrl],
    headers: { "List-Unsubscribe": `<${input.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
