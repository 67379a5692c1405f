import { Bath, BedDouble, Camera, MapPin, Ruler } from "~/ui/icons";
import { Link } from "react-router";
import type { ListingType, PropertyStatus, PropertyType } from "~/domain/enums";
import { formatDate } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";
import { AddedAgo } from "./added-ago";
import { FavoriteButton } from "./favorite-button";
import { PriceDrop } from "./price-drop";
import { PropertyImage } from "./property-image";

/**
 * The fields the card shows. Every row of the `properties` table fits (the listings services return
 * exactly this shape); `images` may hold all photos, the card shows the first.
 */
export type PropertyCardData = {
  id: string;
  title: string;
  description: string;
  location: string;
  price: number;
  type: PropertyType;
  listing_type: ListingType;
  status: PropertyStatus;
  featured: boolean;
  rooms: number | null;
  bathrooms: number | null;
  area: number | null;
  images: string[];
  /** How many photos the listing has, when `images` carries only the cover (list entries). */
  image_count?: number;
  created_at: Date | string;
  /** The short listing number (shown on the owner's own cards). */
  reference?: number;
  /** The signed-in reader's favourite flag (ignored unless `showFavorite`). */
  is_favorite?: boolean;
  /** The last price change, for "Çmimi u ul" (issue 14). */
  previous_price?: number | null;
  price_changed_at?: Date | string | null;
  /** An owner's edit waiting for review (domain/moderation.ts): what changed (owner's own cards). */
  review_changes?: readonly string[] | null;
};

/** Extras on the owner's own cards (/my-properties, dashboard). */
type PropertyCardOwner = {
  /** The delete control, supplied by the caller (with its confirmation and form). Rendered beside 'Ndrysho'. */
  deleteAction?: React.ReactNode;
  /** Premium owners only: views and favourites of this listing (the posting date is shown with them). */
  stats?: { views: number; favorites: number };
  /** The listing's end and the owner's status and renewal buttons (issue 14), supplied by the caller. */
  lifecycle?: React.ReactNode;
};

export type PropertyCardProps = {
  property: PropertyCardData;
  /** Show the favourite heart: pass true for signed-in readers only (document 1 §2). */
  showFavorite?: boolean;
  /** The owner's extras: edit link to /edit-property/{id}, the caller's delete action, status notes. */
  owner?: PropertyCardOwner;
  /** "grid" (default) or "list" (a wide row with the photo on the side, /listings list view). */
  layout?: "grid" | "list";
  /** Load the photo at once (the first cards of a page); others load lazily. */
  eager?: boolean;
  /** The first card of a list: its photo is likely the page's largest image (fetched first). */
  priority?: boolean;
};

const STATUS_TONES: Record<PropertyStatus, string> = {
  active: "bg-emerald-700 text-white",
  pending: "bg-amber-300 text-slate-950",
  rejected: "bg-red-700 text-white",
  expired: "bg-slate-600 text-white",
  inactive: "bg-slate-600 text-white",
  sold: "bg-brand-800 text-white",
  rented: "bg-brand-800 text-white",
};

/**
 * The property card of document 1 §2: photo (type-specific illustration when missing or broken),
 * status badge, featured ribbon, sale/rent label, favourite heart, price ('/muaj' for rent), title,
 * location, two lines of description, rooms, bathrooms, area and the details link.
 *
 * Pages that render it must send the "listings" messages from their loader
 * (`pageMessages(context, "listings")`). Wrap cards in `PropertyGrid`.
 */
export function PropertyCard({
  property: p,
  showFavorite = false,
  owner,
  layout = "grid",
  eager = false,
  priority = false,
}: PropertyCardProps) {
  const { t, i18n } = useTranslation("listings");
  const f = useFormats();
  const list = layout === "list";
  const href = `/property/${p.id}`;
  const titleId = `property-${p.id}-title`;
  const withRooms = p.type === "apartment" || p.type === "house";
  const perArea = f.pricePerArea(p.price, p.area, p.listing_type, t("perMonth"));
  const photoCount = p.image_count ?? p.images.length;

  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        "group relative flex overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900",
        list ? "flex-col sm:flex-row" : "h-full flex-col",
      )}
    >
      <div
        className={cx(
          "relative shrink-0 overflow-hidden bg-slate-100 dark:bg-slate-800",
          list ? "aspect-[4/3] sm:aspect-auto sm:w-72" : "aspect-[4/3]",
        )}
      >
        <PropertyImage
          src={p.images[0]}
          type={p.type}
          variant="card"
          eager={eager}
          priority={priority}
          alt={p.images[0] ? t("card.photoOf", { title: p.title }) : t("card.placeholderOf", { title: p.title, type: t(`type.${p.type}`) })}
          className="transition duration-300 group-hover:scale-[1.02]"
        />
        {p.featured && (
          <span className="absolute left-0 top-3 inline-flex items-center gap-1 rounded-r-full bg-gold-400 py-1 pl-3 pr-3 text-xs font-bold uppercase tracking-wide text-slate-950 shadow">
            <span aria-hidden="true">★</span>
            {t("card.featured")}
          </span>
        )}
        <div className="absolute bottom-3 left-3 flex flex-wrap gap-1.5">
          {/* "Aktiv" tells a buyer nothing (every public listing is active): the owner's cards show it. */}
          {(owner || p.status !== "active") && (
            <span className={cx("rounded-full px-2.5 py-0.5 text-xs font-semibold shadow", STATUS_TONES[p.status])}>
              {t(`status.${p.status}`)}
            </span>
          )}
          <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-slate-900 shadow dark:bg-slate-950 dark:text-slate-100">
            {t(`listingType.${p.listing_type}`)}
          </span>
          {p.featured && (
            <span className="rounded-full bg-slate-950 px-2.5 py-0.5 text-xs font-semibold text-gold-300 shadow">{t("card.premium")}</span>
          )}
        </div>
        {photoCount > 0 && (
          <span
            data-testid="photo-count"
            className="absolute bottom-3 right-3 inline-flex items-center gap-1 rounded-full bg-slate-950/80 px-2 py-0.5 text-xs font-semibold text-white shadow"
          >
            <Camera aria-hidden="true" className="h-3.5 w-3.5" />
            <span aria-hidden="true">{photoCount}</span>
            <span className="sr-only">{t("card.photoCount", { count: photoCount })}</span>
          </span>
        )}
        {showFavorite && <FavoriteButton propertyId={p.id} active={Boolean(p.is_favorite)} className="absolute right-3 top-3" />}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-xl font-bold text-brand-800 dark:text-brand-300">{f.price(p.price, p.listing_type, t("perMonth"))}</span>
          {perArea && (
            <span className="text-sm text-slate-600 dark:text-slate-400">
              <span className="sr-only">{t("card.pricePerArea")}: </span>
              {perArea}
            </span>
          )}
          <PriceDrop listing={p} className="self-center" />
        </p>
        <h3 id={titleId} className="line-clamp-2 text-base font-semibold text-slate-900 dark:text-slate-100">
          <Link to={href} className="hover:underline" prefetch="intent">
            {p.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="truncate">{p.location}</span>
        </p>
        <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{p.description}</p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-slate-700 dark:text-slate-300">
          {withRooms && p.rooms !== null && (
            <li className="inline-flex items-center gap-1">
              <BedDouble aria-hidden="true" className="h-4 w-4" />
              {t("card.rooms", { count: p.rooms })}
            </li>
          )}
          {withRooms && p.bathrooms !== null && (
            <li className="inline-flex items-center gap-1">
              <Bath aria-hidden="true" className="h-4 w-4" />
              {t("card.bathrooms", { count: p.bathrooms })}
            </li>
          )}
          {p.area !== null && (
            <li className="inline-flex items-center gap-1">
              <Ruler aria-hidden="true" className="h-4 w-4" />
              {t("card.area", { area: f.area(p.area) })}
            </li>
          )}
        </ul>
        <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <AddedAgo date={p.created_at} />
          {owner && p.reference !== undefined && <span className="font-medium">{t("card.reference", { reference: p.reference })}</span>}
        </p>

        {owner && p.status === "pending" && (
          <p className="rounded-md bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900 dark:bg-amber-950/60 dark:text-amber-200">
            {p.review_changes?.length ? t("card.reviewNote") : t("card.pendingNote")}
          </p>
        )}
        {owner && p.status === "rejected" && (
          <p className="rounded-md bg-red-50 px-2 py-1 text-sm font-medium text-red-800 dark:bg-red-950/60 dark:text-red-200">
            {t("card.rejectedNote")}
          </p>
        )}
        {owner?.lifecycle}
        {owner?.stats && (
          <ul
            aria-label={t("card.stats")}
            className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-2 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400"
          >
            <li className="inline-flex items-center gap-1">{t("card.views", { count: owner.stats.views })}</li>
            <li className="inline-flex items-center gap-1">{t("card.favorites", { count: owner.stats.favorites })}</li>
            <li className="inline-flex items-center gap-1">{t("card.posted", { date: formatDate(p.created_at, i18n.language) })}</li>
          </ul>
        )}

        <div className="flex flex-wrap items-center gap-2 pt-2">
          {/* With the owner's two actions the details link takes its own row, so no label wraps. */}
          <Link
            to={href}
            className={buttonClass("primary", "sm", cx("flex-1 whitespace-nowrap", owner && "basis-full"))}
            aria-describedby={titleId}
          >
            {t("card.details")}
          </Link>
          {owner && (
            <Link to={`/edit-property/${p.id}`} className={buttonClass("secondary", "sm", "flex-1")} aria-describedby={titleId}>
              {t("card.edit")}
            </Link>
          )}
          {owner?.deleteAction}
        </div>
      </div>
    </article>
  );
}

const GRID_COLUMNS = {
  /** Full-width pages: 1 to 4 columns by screen width (document 1 §2). */
  page: "sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
  /** Beside the account sidebar, where cards with owner actions need more room: 1 to 3 columns. */
  sidebar: "sm:grid-cols-2 xl:grid-cols-3",
};

/** The grid of cards. */
export function PropertyGrid({
  children,
  className,
  label,
  columns = "page",
}: {
  children: React.ReactNode;
  className?: string;
  label?: string;
  columns?: keyof typeof GRID_COLUMNS;
}) {
  return (
    <ul aria-label={label} className={cx("grid grid-cols-1 gap-6", GRID_COLUMNS[columns], className)}>
      {children}
    </ul>
  );
}

/** One grid cell. */
export function PropertyGridItem({ children }: { children: React.ReactNode }) {
  return <li className="min-w-0">{children}</li>;
}
