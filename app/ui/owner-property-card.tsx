import { MapPin, Pencil } from "~/ui/icons";
import { Link } from "react-router";
import { formatDate } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { buttonClass } from "~/ui/button";
import { PriceDrop } from "./price-drop";
import { CardBadges, PhotoCount, type PropertyCardData } from "./property-card";
import { PropertyImage } from "./property-image";

// A module of its own: the public pages (home, search) load the public card only.

export type OwnerPropertyCardProps = {
  property: PropertyCardData;
  /** Load the photo at once (the first cards of a page); others load lazily. */
  eager?: boolean;
  /** Premium owners only: views and favourites of this listing (the posting date is shown with them). */
  stats?: { views: number; favorites: number };
  /** What the caller says about the listing's life (issue 14: when it ends), under the notes. */
  notes?: React.ReactNode;
  /** The caller's buttons after 'Ndrysho' (renewal and status changes), before the delete control. */
  actions?: React.ReactNode;
  /** The delete control, supplied by the caller (with its confirmation and form): the row's last button. */
  deleteAction?: React.ReactNode;
};

/**
 * The owner's own card (issue 34 §12): compact, so a phone shows several at once. A small photo
 * beside the status, title, price, place and listing number; the review notes, the caller's notes
 * and a premium owner's figures; then one row of small buttons: 'Ndrysho', the caller's actions and
 * the delete control, which stays secondary (its confirmation is the caller's).
 */
export function OwnerPropertyCard({ property: p, eager = false, ...owner }: OwnerPropertyCardProps) {
  const { t, i18n } = useTranslation("listings");
  const f = useFormats();
  const href = `/property/${p.id}`;
  const titleId = `property-${p.id}-title`;
  const photoCount = p.image_count ?? p.images.length;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex gap-3 p-3">
        <div className="relative aspect-[4/3] w-28 shrink-0 self-start overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800 sm:w-36">
          <PropertyImage
            src={p.images[0]}
            type={p.type}
            variant="card"
            eager={eager}
            alt={
              p.images[0] ? t("card.photoOf", { title: p.title }) : t("card.placeholderOf", { title: p.title, type: t(`type.${p.type}`) })
            }
          />
          {photoCount > 0 && <PhotoCount count={photoCount} className="bottom-1.5 right-1.5" />}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <CardBadges property={p} owner />
          <h3 id={titleId} className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 dark:text-slate-100">
            <Link to={href} className="hover:underline">
              {p.title}
            </Link>
          </h3>
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span className="text-base font-bold text-brand-800 dark:text-brand-300">
              {f.price(p.price, p.listing_type, t("perMonth"))}
            </span>
            <PriceDrop listing={p} className="self-center" />
          </p>
          <p className="flex min-w-0 items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
            <MapPin aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            <span className="truncate">{p.location}</span>
            {p.reference !== undefined && (
              <span className="shrink-0 whitespace-nowrap before:mx-1 before:content-['·']">
                {t("card.reference", { reference: p.reference })}
              </span>
            )}
          </p>
        </div>
      </div>

      {(p.status === "pending" || p.status === "rejected" || owner.notes || owner.stats) && (
        <div className="space-y-1.5 px-3 pb-2 text-sm">
          {p.status === "pending" && (
            <p className="rounded-md bg-amber-50 px-2 py-1 font-medium text-amber-900 dark:bg-amber-950/60 dark:text-amber-200">
              {p.review_changes?.length ? t("card.reviewNote") : t("card.pendingNote")}
            </p>
          )}
          {p.status === "rejected" && (
            <p className="rounded-md bg-red-50 px-2 py-1 font-medium text-red-800 dark:bg-red-950/60 dark:text-red-200">
              {t("card.rejectedNote")}
            </p>
          )}
          {owner.notes}
          {owner.stats && (
            <ul aria-label={t("card.stats")} className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400">
              <li>{t("card.views", { count: owner.stats.views })}</li>
              <li>{t("card.favorites", { count: owner.stats.favorites })}</li>
              <li>{t("card.posted", { date: formatDate(p.created_at, i18n.language) })}</li>
            </ul>
          )}
        </div>
      )}

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-100 px-3 py-2.5 dark:border-slate-800">
        <Link to={`/edit-property/${p.id}`} className={buttonClass("secondary", "sm")} aria-describedby={titleId}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t("card.edit")}
        </Link>
        {owner.actions}
        {owner.deleteAction}
      </div>
    </article>
  );
}

/** The owner's delete control (a link to its confirmation): secondary, red text and no red block (issue 34 §12). */
export const ownerDeleteClass =
  "inline-flex h-9 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 hover:text-red-800 dark:text-red-300 dark:hover:bg-red-950/60 dark:hover:text-red-200";
