import { Heart } from "~/ui/icons";
import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import { useHydrated } from "~/lib/use-hydrated";

/** What the property page's action answers to a favourite toggle. */
export type FavoriteActionData = { favorite?: { is_favorite: boolean; favorites_count: number }; error?: { message: string } };

/**
 * The favourite heart of the signed-in reader. It posts to the property page's action, so it works
 * without JavaScript too (the page then returns to where it was); with JavaScript the change shows at
 * once. `onChange` hears the new state (e.g. to adjust a count).
 */
export function FavoriteButton({
  propertyId,
  active,
  className,
  size = "md",
  withLabel = false,
}: {
  propertyId: string;
  active: boolean;
  className?: string;
  size?: "md" | "lg";
  withLabel?: boolean;
}) {
  const { t } = useTranslation("listings");
  const fetcher = useFetcher<FavoriteActionData>({ key: `favorite-${propertyId}` });
  const location = useLocation();
  // Without JavaScript the post is a page load: the action then sends the reader back here.
  const hydrated = useHydrated();

  const pending = fetcher.formData?.get("intent");
  const isActive = pending ? pending === "favorite" : (fetcher.data?.favorite?.is_favorite ?? active);
  const label = isActive ? t("card.removeFavorite") : t("card.addFavorite");
  return (
    <fetcher.Form method="post" action={`/property/${propertyId}`} className={className}>
      <input type="hidden" name="intent" value={isActive ? "unfavorite" : "favorite"} />
      {!hydrated && <input type="hidden" name="redirect_to" value={`${location.pathname}${location.search}`} />}
      <button
        type="submit"
        aria-pressed={isActive}
        aria-label={withLabel ? undefined : label}
        title={label}
        className={cx(
          "inline-flex items-center justify-center gap-2 rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-200 transition hover:text-red-600 dark:bg-slate-900/90 dark:text-slate-200 dark:ring-slate-700",
          size === "lg" ? "h-11 px-4 text-sm font-semibold" : "h-10 w-10",
          withLabel && size !== "lg" && "px-3 w-auto",
        )}
      >
        <Heart aria-hidden="true" className={cx("h-5 w-5", isActive && "fill-red-600 text-red-600")} />
        {withLabel && <span>{label}</span>}
      </button>
    </fetcher.Form>
  );
}
