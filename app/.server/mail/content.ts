import type { Language } from "~/domain/enums";

// What an e-mail says, as data: the builders (password reset, alerts, reminders, notifications,
// reports) fill it with texts from the catalogs, and the mailer renders it in Prona's one layout
// (mail/render.tsx, React Email) to HTML and a plain-text part with the same content and links. Being
// data, a mail is made synchronously inside a transaction and rendered when it is sent, with the
// site's name as the administrators set it then.

/** A link with its visible text. */
export type MailLink = { label: string; url: string };

/** A listing as an alert e-mail shows it: every text already in the reader's language. */
export type MailListing = {
  url: string;
  title: string;
  place: string;
  /** The price as the reader reads it ("90.000 €", "€650/month"). */
  price: string;
  /** A lower price (issue 14): the badge ("Çmimi u ul") and the note after the price ("çmimi u ul, ishte 105.000 €"). */
  drop?: { badge: string; note: string };
  /** Kind, rooms, area: "Banesë", "3 dhoma", "85 m²". */
  facts: string[];
  /** The cover photo in a format every mail program shows (alert-mail.ts), with its alternative text. */
  photo?: { url: string; alt: string };
  /** The button's text ("Shiko detajet"). */
  action: string;
};

export type MailBlock =
  /** A paragraph; `strong` for the one that matters most (a notification's own title). */
  | { kind: "text"; text: string; strong?: boolean }
  /** Words of someone else (an administrator's message to an owner), set apart. */
  | { kind: "quote"; text: string }
  /** The mail's action: a large button. */
  | { kind: "button"; link: MailLink }
  /** Further actions, as links. */
  | { kind: "links"; links: MailLink[] }
  /** The address behind a button, written out for mail programs that do not show the button. */
  | { kind: "fallback"; text: string; url: string }
  /** Small print in the body ("if you did not ask for this, ignore this e-mail"). */
  | { kind: "note"; text: string }
  | { kind: "listing"; listing: MailListing };

export type MailContent = {
  language: Language;
  /** The heading at the top of the mail (usually the subject without the site's name). */
  title: string;
  /** The line mail programs show after the subject in the list; the title when not given. */
  preview?: string;
  greeting?: string;
  blocks: MailBlock[];
  signature: string;
  /** Why the mail came, and where to change that (settings, unsubscribe). */
  footer: { why: string; links: MailLink[] };
};

/** Every address the mail links to (in order, once each): its text part carries them all too. */
export function mailLinks(content: MailContent): string[] {
  const urls = content.blocks.flatMap((block): string[] => {
    switch (block.kind) {
      case "button":
        return [block.link.url];
      case "links":
        return block.links.map((l) => l.url);
      case "fallback":
        return [block.url];
      case "listing":
        return [block.listing.url];
      default:
        return [];
    }
  });
  return [...new Set([...urls, ...content.footer.links.map((l) => l.url)])];
}
