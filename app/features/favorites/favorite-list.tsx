import { Heart, HeartOff, MapPin, X } from "~/ui/icons";
import { Link, useFetcher, useFetchers } from "react-router";
import type { FavoriteItem, FavoritePage } from "~/.server/favorites/list-favorites";
import { formatDate } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import { PropertyCard, PropertyGrid, PropertyGridItem } from "~/ui/property-card";
import { buttonClass } from "~/ui/button";

/** The fetcher key the heart (FavoriteButton) uses for a property; the remove button shares it. */
const fetcherKey = (propertyId: string) => `favorite-${propertyId}`;

/**
 * A favourite whose listing is no longer public: its title and location only (no link: the detail
 * page would not open), the note and a remove button posting to the page's action.
 */
function UnavailableFavorite({ entry }: { entry: Extract<FavoriteItem, { available: false }> }) {
  const { t, i18n } = useTranslation("favorites");
  const fetcher = useFetcher<{ error?: { message: string } }>({ key: fetcherKey(entry.property.id) });
  const titleId = `favorite-${entry.property.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="favorite-unavailable"
      className="flex h-full flex-col overflow-hidden rounded-xl border border-dashed border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-3 bg-slate-100 p-4 text-center dark:bg-slate-800">
        <HeartOff aria-hidden="true" className="h-10 w-10 text-slate-500 dark:text-slate-400" />
        <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">{t("unavailable")}</p>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="line-clamp-2 text-base font-semibold text-slate-800 dark:text-slate-100">
          {entry.property.title}
        </h3>
        <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="truncate">{entry.property.location}</span>
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t("savedOn", { date: formatDate(entry.favorited_at, i18n.language) })}
        </p>
        {fetcher.state === "idle" && fetcher.data?.error && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {fetcher.data.error.message}
          </p>
        )}
        <fetcher.Form method="post" className="mt-auto pt-2" preventScrollReset>
          <input type="hidden" name="property_id" value={entry.property.id} />
          <button
            type="submit"
            name="intent"
            value="unfavorite"
            aria-label={t("removeLabel", { title: entry.property.title })}
            className={buttonClass("secondary", "sm", "w-full")}
          >
            <X aria-hidden="true" className="h-4 w-4" />
            {t("remove")}
          </button>
        </fetcher.Form>
      </div>
    </article>
  );
}

/**
 * /favorites: the user's favourites as property cards, the most recently saved first. The heart of a
 * card removes it (through the property page's action, also without JavaScript); a listing that is
 * no longer public shows as a small card with a remove button. A removed favourite disappears at once
 * (the list is then read again). 'Load more' adds the next 12 (pages 1..n: it works without JavaScript).
 */
export function FavoriteList({ data }: { data: FavoritePage }) {
  const { t } = useTranslation("favorites");
  // Favourites being removed right now (the heart or the remove button): hidden at once.
  const removing = new Set(
    useFetchers()
      .filter((f) => f.key.startsWith("favorite-") && f.formData?.get("intent") === "unfavorite")
      .map((f) => f.key.slice("favorite-".length)),
  );
  const items = data.items.filter((item) => !removing.has(item.property.id));
  const total = Math.max(0, data.total - (data.items.length - items.length));

  if (items.length === 0 && !data.has_more) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
        <Heart aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
        <p className="mt-3 font-medium text-slate-800 dark:text-slate-100">{t("empty")}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("emptyHint")}</p>
        <Link to="/listings" className={buttonClass("primary", "md", "mt-5")}>
          {t("browse")}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <h2 className="text-sm font-normal text-slate-600 dark:text-slate-300" data-testid="favorites-count" aria-live="polite">
        {t("count", { count: total })}
      </h2>
      <PropertyGrid columns="sidebar" label={t("listLabel")}>
        {items.map((item, i) => (
          <PropertyGridItem key={item.property.id}>
            {item.available ? (
              <div data-testid="favorite-card" className="h-full">
                <PropertyCard property={{ ...item.property, is_favorite: true }} showFavorite eager={i < 4} />
              </div>
            ) : (
              <UnavailableFavorite entry={item} />
            )}
          </PropertyGridItem>
        ))}
      </PropertyGrid>
      {data.has_more && (
        <div className="flex justify-center">
          <Link
            to={`?${new URLSearchParams({ page: String(data.page + 1) })}`}
            preventScrollReset
            replace
            className={buttonClass("secondary", "md")}
          >
            {t("loadMore")}
          </Link>
        </div>
      )}
    </div>
  );
}
