import { Bath, BedDouble, Camera, MapPin, Ruler } from "~/ui/icons";
import { Link } from "react-router";
import type { ListingType, PropertyStatus, PropertyType } from "~/domain/enums";
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

export type PropertyCardProps = {
  property: PropertyCardData;
  /** Show the favourite heart: pass true for signed-in readers only (document 1 §2). */
  showFavorite?: boolean;
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

/** A closed listing (sold, rented) says so alone: "Shitur" replaces "Në shitje" (issue 34 §5). */
const CLOSED_STATUSES: readonly PropertyStatus[] = ["sold", "rented"];

/**
 * The card's badges: the status where it tells the reader something ("Aktiv" tells a buyer nothing,
 * every public listing is active; the owner's cards show it), the sale/rent label unless the listing
 * is closed, and Premium for featured listings.
 */
export function CardBadges({ property: p, owner = false, className }: { property: PropertyCardData; owner?: boolean; className?: string }) {
  const { t } = useTranslation("listings");
  const closed = CLOSED_STATUSES.includes(p.status);
  return (
    <div data-testid="card-badges" className={cx("flex flex-wrap gap-1.5", className)}>
      {(owner || p.status !== "active") && (
        <span className={cx("rounded-full px-2.5 py-0.5 text-xs font-semibold", !owner && "shadow", STATUS_TONES[p.status])}>
          {t(`status.${p.status}`)}
        </span>
      )}
      {!closed && (
        <span
          className={cx(
            "rounded-full px-2.5 py-0.5 text-xs font-semibold text-slate-900 dark:text-slate-100",
            owner ? "bg-slate-100 dark:bg-slate-800" : "bg-white shadow dark:bg-slate-950",
          )}
        >
          {t(`listingType.${p.listing_type}`)}
        </span>
      )}
      {p.featured && (
        <span className={cx("rounded-full bg-slate-950 px-2.5 py-0.5 text-xs font-semibold text-gold-300", !owner && "shadow")}>
          {t("card.premium")}
        </span>
      )}
    </div>
  );
}

/** How many photos the listing has, over its photo (the public and the owner's cards). */
export function PhotoCount({ count, className }: { count: number; className: string }) {
  const { t } = useTranslation("listings");
  return (
    <span
      data-testid="photo-count"
      className={cx(
        "absolute inline-flex items-center gap-1 rounded-full bg-slate-950/80 px-2 py-0.5 text-xs font-semibold text-white shadow",
        className,
      )}
    >
      <Camera aria-hidden="true" className="h-3.5 w-3.5" />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t("card.photoCount", { count })}</span>
    </span>
  );
}

/**
 * The property card of document 1 §2: photo (type-specific illustration when missing or broken),
 * status badge, featured ribbon, sale/rent label, favourite heart, price ('/muaj' for rent), title,
 * location, two lines of description, rooms, bathrooms, area and the details link.
 *
 * Routes that render it declare the "listings" texts in their `handle` (`{ texts: ["listings"] }`;
 * `routes.texts.test.ts` names a route that forgets). Wrap cards in `PropertyGrid`.
 */
export function PropertyCard({ property: p, showFavorite = false, layout = "grid", eager = false, priority = false }: PropertyCardProps) {
  const { t } = useTranslation("listings");
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
        <CardBadges property={p} className="absolute bottom-3 left-3" />
        {photoCount > 0 && <PhotoCount count={photoCount} className="bottom-3 right-3" />}
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
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <AddedAgo date={p.created_at} />
        </p>

        <div className="flex flex-wrap items-center gap-2 pt-2">
          <Link to={href} className={buttonClass("primary", "sm", "flex-1 whitespace-nowrap")} aria-describedby={titleId}>
            {t("card.details")}
          </Link>
        </div>
      </div>
    </article>
  );
}

const GRID_COLUMNS = {
  /** Full-width pages: 1 to 4 columns by screen width (document 1 §2). */
  page: "sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 gap-6",
  /** Beside the account sidebar: 1 to 3 columns. */
  sidebar: "sm:grid-cols-2 xl:grid-cols-3 gap-6",
  /** The owner's compact cards (photo beside the text): one column on phones, two from tablets on. */
  owner: "md:grid-cols-2 gap-4",
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
    <ul aria-label={label} className={cx("grid grid-cols-1", GRID_COLUMNS[columns], className)}>
      {children}
    </ul>
  );
}

/** One grid cell. */
export function PropertyGridItem({ children }: { children: React.ReactNode }) {
  return <li className="min-w-0">{children}</li>;
}
