import { Suspense } from "react";
import { Await, useAsyncError } from "react-router";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/ui/button";
import { PropertyCard, PropertyGrid, PropertyGridItem, type PropertyCardData } from "~/ui/property-card";

function LatestError() {
  const { t } = useTranslation();
  useAsyncError();
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
    >
      <p>{t("status.dataLoadError")}</p>
      {/* Document 1 §8: the retry reloads the page. */}
      <button type="button" className={buttonClass("secondary", "sm", "mt-2")} onClick={() => window.location.reload()}>
        {t("status.retry")}
      </button>
    </div>
  );
}

function LatestList({ properties, signedIn }: { properties: PropertyCardData[]; signedIn: boolean }) {
  const { t } = useTranslation("listings");
  if (properties.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
        {t("home.latestEmpty")}
      </p>
    );
  }
  return (
    <PropertyGrid label={t("home.latestTitle")}>
      {properties.map((p) => (
        <PropertyGridItem key={p.id}>
          <PropertyCard property={p} showFavorite={signedIn} />
        </PropertyGridItem>
      ))}
    </PropertyGrid>
  );
}

/**
 * The home page's latest listings (document 1 §2), streamed: a spinner until they arrive, then the
 * cards, the empty message, or the error with its retry.
 */
export function LatestListings({ latest, signedIn }: { latest: Promise<PropertyCardData[]>; signedIn: boolean }) {
  const { t } = useTranslation("listings");
  return (
    <Suspense
      fallback={
        // The spinner of ~/ui/spinner, inline: the home page counts every kilobyte of JavaScript.
        <div role="status" className="flex justify-center py-12">
          <span
            aria-hidden="true"
            className="h-8 w-8 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 dark:border-slate-700 dark:border-t-brand-300"
          />
          <span className="sr-only">{t("common:status.loading")}</span>
        </div>
      }
    >
      <Await resolve={latest} errorElement={<LatestError />}>
        {(properties) => <LatestList properties={properties} signedIn={signedIn} />}
      </Await>
    </Suspense>
  );
}
