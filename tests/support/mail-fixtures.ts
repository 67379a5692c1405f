import type { Language } from "~/domain/enums";
import type { Mail } from "~/.server/mail/mailer";
import { resetPasswordMail } from "~/.server/mail/templates";
import { notificationEmailOf } from "~/.server/notifications/notification-mail";
import { expiryReminderMail } from "~/.server/properties/lifecycle-mail";
import { ownerContactedMail, reporterConfirmMail, reportOutcomeMail } from "~/.server/reports/report-mails";
import { alertMail, type AlertListing } from "~/.server/saved-searches/alert-mail";

// Every kind of e-mail Prona sends, made by the real builders from fixture data: the unit tests check
// their parts and links (app/.server/mail/mails.test.ts), the browser test renders them at phone and
// desktop width, light and dark (e2e/mails.e2e.ts).

/** A title a person could type, with markup and quotes that must reach the reader as text. */
export const HOSTILE_TITLE = `Banesë <script>alert("x")</script> & 'Dardani' "lux" <b>`;

const SAMPLE: Omit<AlertListing, "id" | "title">[] = [
  {
    location: "Prishtinë, Dardani",
    price: 95_000,
    listing_type: "sale",
    previous_price: null,
    type: "apartment",
    rooms: 3,
    area: 85.5,
    images: [],
  },
  { location: "Prizren", price: 650, listing_type: "rent", previous_price: 720, type: "house", rooms: 4, area: 140, images: [] },
  { location: "Pejë", price: 42_000, listing_type: "sale", previous_price: null, type: "land", rooms: null, area: 1_250, images: [] },
  {
    location: "Gjakovë",
    price: 1_200,
    listing_type: "rent",
    previous_price: null,
    type: "commercial",
    rooms: null,
    area: null,
    images: [],
  },
];

/** `count` listings (the first with HOSTILE_TITLE), cycling through the four kinds. */
export function sampleListings(count: number, images: string[][] = []): AlertListing[] {
  return Array.from({ length: count }, (_, i) => ({
    ...SAMPLE[i % SAMPLE.length]!,
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
    title: i === 0 ? HOSTILE_TITLE : `Pronë shembull ${i + 1}`,
    images: images.length
      ? images[i % images.length]!
      : [`/storage/property-images/x/17000000000${String(i).padStart(2, "0")}-abcd1234.jpg`],
  }));
}

export type MailKind = { name: string; mail: Mail };

/** One of each mail (alerts in all three languages), addressed under `publicUrl`. */
export function everyMail(publicUrl: string, listings: AlertListing[] = sampleListings(12)): MailKind[] {
  const to = "arta@example.com";
  const token = "abc.DEF-123_x";
  const alert = (language: Language, digest: boolean, shown: AlertListing[]) =>
    alertMail({
      to,
      recipient: "Arta",
      searchName: `Banesa "në" <Prishtinë>`,
      language,
      currency: "EUR",
      digest,
      listings: shown,
      searchUrl: `${publicUrl}/listings?location=Prishtin%C3%AB&min_rooms=2&sort=newest`,
      manageUrl: `${publicUrl}/kerkimet-e-ruajtura`,
      unsubscribePageUrl: `${publicUrl}/cabonohu?token=${token}`,
      oneClickUrl: `${publicUrl}/api/saved-searches/unsubscribe?token=${token}`,
      publicUrl,
    });
  const drops = listings.map((l) => ({ ...l, previous_price: l.previous_price ?? Math.round(l.price * 1.1) }));
  const owner = { email: to, name: "Arta", notify_email: true, notify_property_alerts: true, notify_messages: true };
  return [
    { name: "alert-sq", mail: alert("sq", false, listings.slice(0, 3)) },
    { name: "alert-drops-en", mail: alert("en", false, drops.slice(0, 2)) },
    { name: "digest-de", mail: alert("de", true, listings) },
    {
      name: "expiry-reminder",
      mail: expiryReminderMail({
        to,
        name: "Arta",
        title: HOSTILE_TITLE,
        expiresAt: new Date("2026-12-03T10:00:00Z"),
        renewUrl: `${publicUrl}/rinovo?token=${token}`,
        myPropertiesUrl: `${publicUrl}/my-properties`,
        settingsUrl: `${publicUrl}/settings`,
      }),
    },
    {
      name: "listing-expired",
      mail: notificationEmailOf(
        owner,
        {
          type: "status_change",
          title: "Shpallja juaj skadoi",
          message: `Shpallja “${HOSTILE_TITLE}” skadoi dhe nuk shfaqet më në kërkim.`,
        },
        publicUrl,
      )!,
    },
    {
      name: "notification-message",
      mail: notificationEmailOf(
        owner,
        { type: "message", title: "Kërkesë e re kontakti", message: "Besa ju dërgoi një kërkesë." },
        publicUrl,
      )!,
    },
    { name: "password-reset", mail: resetPasswordMail({ to, name: "Arta", link: `${publicUrl}/reset-password#access_token=${token}` }) },
    {
      name: "report-outcome-en",
      mail: reportOutcomeMail({
        to,
        language: "en",
        resolution: "dismissed",
        title: HOSTILE_TITLE,
        propertyId: listings[0]!.id,
        publicUrl,
      }),
    },
    {
      name: "reporter-confirm-de",
      mail: reporterConfirmMail({
        to,
        language: "de",
        title: HOSTILE_TITLE,
        confirmUrl: `${publicUrl}/konfirmo-raportimin?token=${token}`,
      }),
    },
    {
      name: "owner-contacted",
      mail: ownerContactedMail({
        to,
        name: "Arta",
        title: HOSTILE_TITLE,
        message: "Ju lutemi korrigjoni çmimin: është për muaj, jo për ditë.",
        propertyId: listings[0]!.id,
        publicUrl,
      }),
    },
  ];
}
