import { BadgeCheck, MessageCircle, Phone, PhoneCall } from "~/ui/icons";
import { Link, useFetcher } from "react-router";
import type { OwnerCard as OwnerCardData } from "~/.server/owners/owner-card";
import type { RevealedPhone } from "~/.server/owners/reveal-phone";
import type { ApiErrorBody } from "~/domain/errors";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { cx } from "~/ui/cx";

/** What the page's action answers to 'Shfaq numrin': the number, or the refusal (limit, no number). */
export type PhoneActionData = { phone?: RevealedPhone } & Partial<ApiErrorBody>;

/** The "verifikuar" badge: an administrator checked this account. */
export function VerifiedBadge({ className }: { className?: string }) {
  const { t } = useTranslation("owners");
  return (
    <span
      title={t("card.verifiedHint")}
      className={cx(
        "inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-950 dark:text-green-200",
        className,
      )}
    >
      <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
      {t("card.verified")}
    </span>
  );
}

/** The owner's initial, or the agency's logo. */
export function OwnerAvatar({ name, logo, size = "md" }: { name: string; logo: string | null; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-16 w-16 text-3xl" : "h-12 w-12 text-xl";
  return logo ? (
    <img src={logo} alt="" className={cx(box, "shrink-0 rounded-xl object-cover")} />
  ) : (
    <span
      aria-hidden="true"
      className={cx(box, "flex shrink-0 items-center justify-center rounded-xl bg-brand-700 font-extrabold text-white")}
    >
      {name.trim().charAt(0).toLocaleUpperCase("sq") || "?"}
    </span>
  );
}

/**
 * 'Shfaq numrin' (issue 14 §3): the number is not in the page until asked for. The button posts to
 * the listing page's action (a page load without JavaScript, a fetch with it); the answer shows the
 * number with call, WhatsApp and Viber links, or the refusal (too many reveals from this address).
 */
function PhoneReveal({ propertyId, noJsResult }: { propertyId: string; noJsResult?: PhoneActionData }) {
  const { t } = useTranslation("owners");
  const fetcher = useFetcher<PhoneActionData>({ key: `phone-${propertyId}` });
  const answer = fetcher.data ?? noJsResult;
  const busy = fetcher.state !== "idle";
  if (answer?.phone) {
    const { phone, links } = answer.phone;
    const link =
      "inline-flex h-10 min-w-[6.5rem] flex-1 items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-2 text-sm font-semibold hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800";
    return (
      <div className="space-y-3" data-testid="owner-phone">
        <p className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-slate-100">
          <Phone aria-hidden="true" className="h-5 w-5 text-brand-700 dark:text-brand-300" />
          <span className="sr-only">{t("phone.number")}: </span>
          <a href={links.tel} className="hover:underline">
            {phone}
          </a>
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={links.tel} className={link}>
            <PhoneCall aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t("phone.call")}
          </a>
          <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={link}>
            <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0 text-green-700 dark:text-green-400" />
            {t("phone.whatsapp")}
          </a>
          <a href={links.viber} className={link}>
            <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0 text-violet-700 dark:text-violet-300" />
            {t("phone.viber")}
          </a>
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t("phone.hint")}</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <fetcher.Form method="post" action={`/property/${propertyId}`}>
        <input type="hidden" name="intent" value="phone" />
        <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
          <Phone aria-hidden="true" className="h-4 w-4" />
          {busy ? t("phone.revealing") : t("phone.reveal")}
        </Button>
      </fetcher.Form>
      {answer?.error && <Alert tone="error">{answer.error.message}</Alert>}
    </div>
  );
}

type OwnerCardProps = {
  owner: OwnerCardData;
  /** "Anëtar që nga": the day the owner joined, as the server wrote it (no date format in the browser). */
  memberSince: string;
  propertyId: string;
  /** The reader owns the listing: no reveal button (they know their number). */
  isOwner: boolean;
  /** The listing takes calls (active): sold, rented and other closed listings reveal no number. */
  open: boolean;
  /** The action's answer when the reveal was posted without JavaScript. */
  noJsResult?: PhoneActionData;
};

/** The detail page's owner card (issue 14 §3): who sells, since when, how many listings, the profile link and the phone. */
export function OwnerCard({ owner, memberSince, propertyId, isOwner, open, noJsResult }: OwnerCardProps) {
  const { t } = useTranslation("owners");
  return (
    <section
      aria-labelledby="owner-heading"
      data-testid="owner-card"
      className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="owner-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {t("card.title")}
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <OwnerAvatar name={owner.name} logo={owner.logo} />
        <div className="min-w-0">
          <p className="font-bold text-slate-900 dark:text-slate-100">
            <Link to={`/perdoruesi/${owner.id}`} className="hover:underline">
              {owner.name}
            </Link>
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{owner.is_agency ? t("card.agency") : t("card.privateOwner")}</p>
          {owner.verified && <VerifiedBadge className="mt-1" />}
        </div>
      </div>
      <ul className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
        <li>{t("card.memberSince", { date: memberSince })}</li>
        <li>{t("card.activeListings", { count: owner.active_listings })}</li>
      </ul>
      <Link
        to={`/perdoruesi/${owner.id}`}
        className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        {t("card.profile")}
      </Link>
      {!isOwner && open && (
        <div className="mt-4">
          {owner.has_phone ? (
            <PhoneReveal propertyId={propertyId} noJsResult={noJsResult} />
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("phone.none")}</p>
          )}
        </div>
      )}
    </section>
  );
}
