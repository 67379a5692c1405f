import { ArrowLeft, BarChart3, Crown, Lock, MapPin } from "~/ui/icons";
import { Link, useFetcher } from "react-router";
import type { DatedPropertyDetail } from "~/.server/listings/listing-dates";
import type { PropertyStatistics } from "~/.server/listings/statistics";

import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { ShareButtons } from "./share-buttons";
import { MortgageCalculator } from "./mortgage-calculator";
import { PriceHistory } from "./price-history";
import { PriceDrop } from "~/ui/price-drop";
import type { MortgageInput } from "~/domain/mortgage";
import { useLoginHref } from "~/lib/use-login-href";
import { Alert } from "~/ui/alert";
import { Button, buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";
import { FavoriteButton, type FavoriteActionData } from "~/ui/favorite-button";
import { Gallery } from "./gallery";
import { FloorPlanSection, VideoTourSection } from "./property-media";
import { PriceFacts, PropertyFactsSection } from "./property-facts";
import { LiveViewers, useRecordView } from "./live-viewers";

/** An unknown or hidden listing (404), or one that could not be read (500). */
export function PropertyNotFound({ failed }: { failed: boolean }) {
  const { t } = useTranslation("listings");
  return (
    <main id="main">
      <Container className="py-20 text-center">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-slate-100">
          {failed ? t("common:status.unexpected") : t("detail.notFound")}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("detail.notFoundBody")}</p>
        <Link to="/listings" className={buttonClass("primary", "md", "mt-6")}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t("detail.back")}
        </Link>
      </Container>
    </main>
  );
}

type PropertyDetailViewProps = {
  /** With its dates written out by the server (no date format in the browser). */
  detail: DatedPropertyDetail & { statistics: PropertyStatistics | null; openContact: boolean; mortgage: MortgageInput | null };
  signedIn: boolean;
  /** The favourite refused to a visitor ('Ju duhet të kyçeni…'), shown with a login link. */
  favoriteError: string | null;
  /** The listing's canonical address, for the share buttons. */
  shareUrl: string;
  /** The contact-request form, for a signed-in reader who does not own the listing. */
  contactForm: React.ReactNode;
  /** Who is selling: the owner card with the phone reveal (composed by the route, issue 14 §3). */
  ownerCard?: React.ReactNode;
  /** The map of where it is (composed by the route; loaded lazily in the browser). */
  locationMap?: React.ReactNode;
  /** "Raporto shpalljen", for readers other than the owner (issue 14 §5). */
  reportForm?: React.ReactNode;
  /**
   * The phone's contact bar (Telefono, WhatsApp, Mesazh; composed by the route, issue 34 §4), kept at
   * the foot of the screen below lg: for others' active listings only.
   */
  contactBar?: React.ReactNode;
};

/**
 * /property/{id} (document 1 §2, §4): photos, description, features and details, the favourite
 * toggle with its live count, the contact request, and the owner's analytics.
 */
export function PropertyDetailView({
  detail: d,
  shareUrl,
  signedIn,
  favoriteError,
  contactForm,
  ownerCard,
  locationMap,
  reportForm,
  contactBar,
}: PropertyDetailViewProps) {
  const { t } = useTranslation("listings");
  const f = useFormats();
  const loginHref = useLoginHref();
  const p = d.property;
  useRecordView(p.id);
  const withRooms = p.type === "apartment" || p.type === "house";
  const na = t("detail.na");
  // Sold and rented listings stay public, marked, for 14 days (issue 14): no contact form then, and
  // neither the live viewers nor the mortgage calculator (issue 34 §5).
  const closed = p.status === "sold" || p.status === "rented" ? p.status : null;
  const bar = !d.is_owner && p.status === "active" ? contactBar : null;

  // The favourite count follows the toggle at once, by one, never below 0 (document 1 §4).
  const favoriteFetcher = useFetcher<FavoriteActionData>({ key: `favorite-${p.id}` });
  const pending = favoriteFetcher.formData?.get("intent");
  const isFavorite = pending ? pending === "favorite" : (favoriteFetcher.data?.favorite?.is_favorite ?? d.is_favorite);
  const favoritesCount = Math.max(0, d.favorites_count + (pending ? (isFavorite === d.is_favorite ? 0 : isFavorite ? 1 : -1) : 0));

  const details: [string, string][] = [
    [t("detail.type"), t(`type.${p.type}`)],
    ...(withRooms
      ? ([
          [t("detail.rooms"), p.rooms ?? na],
          [t("detail.bathrooms"), p.bathrooms ?? na],
        ].map(([k, v]) => [String(k), String(v)]) as [string, string][])
      : []),
    [t("detail.area"), p.area !== null ? `${f.area(p.area)} m²` : na],
    [t("detail.posted"), d.dates.posted ?? na],
    // "Favorite 0" tells a visitor nothing; a signed-in reader sees the count move as they toggle.
    ...(signedIn || favoritesCount > 0 ? ([[t("detail.favorites"), String(favoritesCount)]] as [string, string][]) : []),
  ];

  return (
    <main id="main">
      <Container className="py-4 sm:py-8">
        <Link
          to="/listings"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t("detail.back")}
        </Link>

        <div className="mt-3 grid gap-6 sm:mt-4 sm:gap-8 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 sm:gap-8 lg:col-span-2">
            {/* On a phone the photo comes first, above the title and price; from lg on, after them. */}
            <Gallery images={p.images} type={p.type} title={p.title} />

            <header className="space-y-2 lg:order-first">
              <div className="flex flex-wrap items-center gap-2">
                {/* One status: a sold or rented listing says so, not "Në shitje" beside it. */}
                {!closed && (
                  <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white dark:bg-brand-600">
                    {t(`listingType.${p.listing_type}`)}
                  </span>
                )}
                {p.featured && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-slate-950">
                    <Crown aria-hidden="true" className="h-3.5 w-3.5" /> {t("card.featured")}
                  </span>
                )}
                {p.status !== "active" && (
                  <span className="rounded-full bg-amber-300 px-3 py-1 text-xs font-semibold text-slate-950">
                    {t(`status.${p.status}`)}
                  </span>
                )}
                {p.status === "active" && <LiveViewers propertyId={p.id} />}
              </div>
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">{p.title}</h1>
              <p className="flex items-center gap-1 text-slate-700 dark:text-slate-300">
                <MapPin aria-hidden="true" className="h-4 w-4" />
                {p.location}
              </p>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-3xl font-extrabold text-brand-800 dark:text-brand-300">
                  {f.price(p.price, p.listing_type, t("perMonth"))}
                </span>
                <PriceDrop listing={p} className="text-sm" />
              </p>
              <PriceFacts price={p.price} area={p.area} listingType={p.listing_type} createdAt={p.created_at} reference={p.reference} />
            </header>

            {closed && (
              <Alert tone="info">
                <strong>{t(`lifecycle.${closed}`, { date: d.dates.closedOn })}</strong> {t("lifecycle.closedNote")}
              </Alert>
            )}

            <section aria-labelledby="description-heading">
              <h2 id="description-heading" className="text-xl font-semibold text-slate-900 dark:text-slate-100">
                {t("detail.description")}
              </h2>
              <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-200">{p.description}</p>
            </section>

            <PropertyFactsSection property={p} />

            <PriceHistory changes={d.price_history} />

            {p.features && p.features.length > 0 && (
              <section aria-labelledby="features-heading">
                <h2 id="features-heading" className="text-xl font-semibold text-slate-900 dark:text-slate-100">
                  {t("detail.features")}
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {p.features.map((feature) => (
                    <li
                      key={feature}
                      className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 dark:bg-brand-950 dark:text-brand-100"
                    >
                      {feature}
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <FloorPlanSection url={p.floor_plan} title={p.title} type={p.type} />
            <VideoTourSection url={p.video_url} title={p.title} />

            <section aria-labelledby="location-heading" className="space-y-3">
              <h2 id="location-heading" className="text-xl font-semibold text-slate-900 dark:text-slate-100">
                {t("map:detail.heading")}
              </h2>
              <p className="flex items-center gap-1 text-slate-800 dark:text-slate-200">
                <MapPin aria-hidden="true" className="h-4 w-4" />
                {p.location}
              </p>
              {locationMap}
            </section>

            {d.mortgage && !closed && <MortgageCalculator initial={d.mortgage} />}

            {d.is_owner && <OwnerAnalytics statistics={d.statistics} />}
          </div>

          <aside className="min-w-0 space-y-6">
            <section aria-labelledby="details-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
              <h2 id="details-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
                {t("detail.details")}
              </h2>
              <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
                {details.map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4 py-2 text-sm">
                    <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
                    <dd className="font-medium text-slate-900 dark:text-slate-100">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-4">
                {signedIn ? (
                  <FavoriteButton propertyId={p.id} active={isFavorite} size="lg" withLabel className="[&_button]:w-full" />
                ) : (
                  <form method="post" action={`/property/${p.id}`}>
                    <input type="hidden" name="intent" value="favorite" />
                    <Button type="submit" variant="secondary" className="w-full">
                      {t("card.addFavorite")}
                    </Button>
                  </form>
                )}
                {favoriteError && (
                  <Alert tone="error" className="mt-3">
                    {favoriteError}{" "}
                    <Link to={loginHref} className="font-semibold underline">
                      {t("detail.login")}
                    </Link>
                  </Alert>
                )}
              </div>
            </section>

            {ownerCard}

            <section
              id="contact-section"
              aria-labelledby="contact-heading"
              className="scroll-mt-20 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
            >
              <h2 id="contact-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100">
                {t("detail.contactTitle")}
              </h2>
              {d.is_owner ? (
                <p className="text-slate-700 dark:text-slate-300">{t("detail.yourProperty")}</p>
              ) : closed ? (
                <p className="text-slate-700 dark:text-slate-300">{t("lifecycle.closedContact")}</p>
              ) : signedIn ? (
                contactForm
              ) : (
                <p className="text-slate-700 dark:text-slate-300">
                  {t("detail.loginToContact")}{" "}
                  <Link to={loginHref} className="font-semibold text-brand-700 underline dark:text-brand-300">
                    {t("detail.login")}
                  </Link>
                </p>
              )}
            </section>

            <ShareButtons url={shareUrl} title={p.title} />

            {!d.is_owner && p.status === "active" && reportForm}
          </aside>
        </div>
      </Container>
      {bar}
    </main>
  );
}

/** The owner's figures: numbers for premium owners; for others a masked block and the upgrade link. */
function OwnerAnalytics({ statistics }: { statistics: PropertyStatistics | null }) {
  const { t } = useTranslation("listings");
  const f = useFormats();
  const items = [
    ["totalViews", t("detail.stats.totalViews")],
    ["viewsThisWeek", t("detail.stats.viewsThisWeek")],
    ["viewsThisMonth", t("detail.stats.viewsThisMonth")],
    ["totalFavorites", t("detail.stats.totalFavorites")],
    ["favoriteRatio", t("detail.stats.favoriteRatio")],
  ] as const;
  return (
    <section
      aria-labelledby="analytics-heading"
      className="relative overflow-hidden rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="analytics-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-slate-100">
        <BarChart3 aria-hidden="true" className="h-5 w-5" />
        {t("detail.analytics")}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-5">
        {items.map(([key, label]) => (
          <div key={key} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-900">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-slate-100">
              {statistics ? (
                key === "favoriteRatio" ? (
                  `${f.decimal(statistics.favoriteRatio, 2)}%`
                ) : (
                  statistics[key]
                )
              ) : (
                <span aria-hidden="true" className="select-none blur-sm">
                  •••
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {statistics && (
        <p className="mt-4 text-sm font-medium text-slate-800 dark:text-slate-200" data-testid="phone-reveals">
          {t("owners:stats.phoneReveals", { count: statistics.phoneReveals })}
        </p>
      )}
      {!statistics && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-gold-100 p-4 text-slate-900">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Lock aria-hidden="true" className="h-4 w-4" />
            {t("detail.statsLocked")}
          </p>
          <Link to="/premium" className={buttonClass("gold", "sm")}>
            {t("detail.upgrade")}
          </Link>
        </div>
      )}
    </section>
  );
}
