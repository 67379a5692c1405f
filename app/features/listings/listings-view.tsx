import { LayoutGrid, List, Map as MapIcon, X } from "~/ui/icons";
import { useId } from "react";
import { Link, useNavigation, useSubmit } from "react-router";
import type { LocationOption } from "~/.server/listings/list-locations";
import type { SearchResult } from "~/.server/listings/search-properties";
import { formatCount } from "~/domain/format";
import type { ListingType } from "~/domain/enums";
import type { SearchInput } from "~/domain/schemas/listings";
import { searchToParams } from "~/domain/search-params";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";
import { cx } from "~/ui/cx";
import { inputClass } from "~/ui/field";
import { PropertyCard, PropertyGrid, PropertyGridItem } from "~/ui/property-card";
import { Spinner } from "~/ui/spinner";
import { FilterSheet } from "./filter-sheet";
import type { FilterChip } from "~/lib/search-filter-chips";
import { useHydrated } from "~/lib/use-hydrated";
import { Pagination } from "./pagination";
import { SEARCH_FORM_ID, SearchForm } from "./search-form";

type ListingsViewProps = {
  search: SearchInput;
  view: "grid" | "list" | "map";
  /** The map beside the list (view=map), composed by the route; loaded lazily in the browser. */
  map?: React.ReactNode;
  /** The page of results, or null when the search failed (the error and a retry show instead). */
  result: SearchResult | null;
  /** The filters that are on, in words (the loader's), each shown as a chip whose link takes it away. */
  chips: FilterChip[];
  /** No results for sale (or rent): how many the other kind has, for the empty state to lead there. */
  otherKind?: { listing_type: ListingType; total: number } | null;
  locations: LocationOption[];
  /** Signed-in readers get the favourite hearts on the cards. */
  signedIn: boolean;
  /** Beside the title: the route's "save this search" control (features/saved-searches). */
  saveSearch?: React.ReactNode;
};

/** /listings (document 1 §2): the filters, the count, grid or list view, the results and their pages. */
export function ListingsView({ search, view, result, otherKind, chips, locations, signedIn, saveSearch, map }: ListingsViewProps) {
  const { t, i18n } = useTranslation("listings");
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/listings";
  const hrefWith = (changes: {
    page?: number;
    view?: "grid" | "list" | "map";
    without?: readonly string[];
    listing_type?: ListingType;
  }) => {
    const params = searchToParams({
      ...search,
      page: changes.page ?? search.page,
      listing_type: changes.listing_type ?? search.listing_type,
    });
    if (changes.listing_type) params.delete("page");
    // A filter taken away starts the results again from their first page.
    if (changes.without) {
      for (const name of changes.without) params.delete(name);
      params.delete("page");
    }
    const mode = changes.view ?? view;
    if (mode !== "grid") params.set("view", mode);
    const query = params.toString();
    return query ? `/listings?${query}` : "/listings";
  };
  const clearHref = view !== "grid" ? `/listings?view=${view}` : "/listings";
  const mapOnly = view === "map" && Boolean(map) && hydrated;
  // "Nothing for sale in Dardani" leads to what is for rent there (a place suggested leads to its listings).
  const otherKindLink = otherKind && (
    <p className="mt-3">
      <Link to={hrefWith({ listing_type: otherKind.listing_type })} className="font-semibold text-brand-700 underline dark:text-brand-300">
        {t(otherKind.listing_type === "rent" ? "search.otherKindRent" : "search.otherKindSale", { count: otherKind.total })}
      </Link>
    </p>
  );

  return (
    <main id="main">
      {/* From 1024 px the filters are a sidebar beside the results; below, a sheet behind a button. */}
      <Container className="space-y-4 py-4 sm:space-y-6 sm:py-8 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)] lg:items-start lg:gap-x-8 lg:gap-y-6 lg:space-y-0">
        <header className="flex flex-wrap items-center justify-between gap-3 sm:items-start sm:gap-4 lg:col-span-2">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-100">{t("search.title")}</h1>
            <p className="mt-1 text-slate-700 max-sm:hidden dark:text-slate-300">{t("search.subtitle")}</p>
          </div>
          {saveSearch}
        </header>

        <FilterSheet search={search}>
          <SearchForm key={JSON.stringify(search)} search={search} locations={locations} view={view} hasFilters={chips.length > 0} />
        </FilterSheet>

        {!result ? (
          <Alert tone="error">
            <p>{t("common:status.dataLoadError")}</p>
            <a href={hrefWith({})} className="mt-2 inline-block font-semibold underline">
              {t("common:status.retry")}
            </a>
          </Alert>
        ) : (
          <section aria-labelledby="results-heading" aria-busy={updating} className="space-y-4 sm:space-y-6">
            <div className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
                <h2 id="results-heading" className="mr-auto text-lg font-semibold text-slate-900 dark:text-slate-100" aria-live="polite">
                  {result.total_capped
                    ? t("search.countCapped", { number: formatCount(result.total, i18n.language) })
                    : t("search.count", { count: result.total })}
                </h2>
                {updating && <Spinner label={t("search.updating")} />}
                <SortSelect key={JSON.stringify(search)} search={search} className="max-sm:order-last max-sm:w-full" />
                {/* The one switch between the views: grid, list and (beside the list from 1024 px, alone below) the map. */}
                <div
                  role="group"
                  aria-label={t("search.view")}
                  className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
                >
                  {(map ? (["grid", "list", "map"] as const) : (["grid", "list"] as const)).map((mode) => {
                    const label = mode === "map" ? t("map:view") : t(mode === "grid" ? "search.grid" : "search.list");
                    return (
                      <Link
                        key={mode}
                        to={hrefWith({ view: mode })}
                        aria-current={view === mode ? "true" : undefined}
                        title={label}
                        className={cx(
                          "inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-md px-2.5 text-sm font-medium sm:px-3",
                          view === mode
                            ? "bg-brand-700 text-white dark:bg-brand-600"
                            : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
                        )}
                      >
                        {mode === "grid" ? (
                          <LayoutGrid aria-hidden="true" className="h-4 w-4" />
                        ) : mode === "list" ? (
                          <List aria-hidden="true" className="h-4 w-4" />
                        ) : (
                          <MapIcon aria-hidden="true" className="h-4 w-4" />
                        )}
                        <span className="max-sm:sr-only">{label}</span>
                      </Link>
                    );
                  })}
                </div>
              </div>

              {chips.length > 0 && (
                <div className="flex flex-wrap items-center gap-2">
                  <ul aria-label={t("search.activeFilters")} className="flex max-w-full flex-wrap gap-2">
                    {chips.map((chip) => {
                      const bounds = chip.params.includes("bounds");
                      const remove = bounds ? t("map:clearArea") : t("search.removeFilter", { filter: chip.label });
                      return (
                        <li key={chip.params.join()} className="max-w-full">
                          <Link
                            to={hrefWith({ without: chip.params })}
                            aria-label={remove}
                            title={remove}
                            className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-[1.125rem] bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-900 hover:bg-brand-100 dark:bg-brand-950 dark:text-brand-100 dark:hover:bg-brand-900"
                          >
                            {bounds && <MapIcon aria-hidden="true" className="h-4 w-4 shrink-0" />}
                            <span className="min-w-0 break-words">{bounds ? t("map:areaChip") : chip.label}</span>
                            <X aria-hidden="true" className="h-4 w-4 shrink-0" />
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                  <Link
                    to={clearHref}
                    className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                  >
                    {t("search.reset")}
                  </Link>
                </div>
              )}
            </div>

            {view === "map" && map ? (
              <MapSplit map={map} mapOnly={mapOnly}>
                {result.properties.length === 0 ? (
                  <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
                    <p>{t("search.emptyTitle")}</p>
                    {otherKindLink}
                  </div>
                ) : (
                  // Beside the map the column is narrow: the cards stand (photo above), one per row.
                  <ul aria-label={t("search.results")} className={cx("space-y-4 transition-opacity", updating && "opacity-60")}>
                    {result.properties.map((p, i) => (
                      <li key={p.id}>
                        <PropertyCard property={p} layout="grid" showFavorite={signedIn} eager={i < 2} priority={i === 0} />
                      </li>
                    ))}
                  </ul>
                )}
              </MapSplit>
            ) : result.properties.length === 0 ? (
              <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
                <p className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t("search.emptyTitle")}</p>
                {otherKindLink}
                {/* Clearing is offered only when there is something to clear. */}
                {chips.length > 0 && (
                  <>
                    <p className="mt-1 text-slate-700 dark:text-slate-300">{t("search.emptyBody")}</p>
                    <Link to={clearHref} className={buttonClass("secondary", "md", "mt-4")}>
                      {t("search.reset")}
                    </Link>
                  </>
                )}
              </div>
            ) : view === "list" ? (
              <ul aria-label={t("search.results")} className={cx("space-y-4 transition-opacity", updating && "opacity-60")}>
                {result.properties.map((p, i) => (
                  <li key={p.id}>
                    <PropertyCard property={p} layout="list" showFavorite={signedIn} eager={i < 2} priority={i === 0} />
                  </li>
                ))}
              </ul>
            ) : (
              <PropertyGrid columns="sidebar" label={t("search.results")} className={cx("transition-opacity", updating && "opacity-60")}>
                {result.properties.map((p, i) => (
                  <PropertyGridItem key={p.id}>
                    <PropertyCard property={p} showFavorite={signedIn} eager={i < 4} priority={i === 0} />
                  </PropertyGridItem>
                ))}
              </PropertyGrid>
            )}

            <div className={cx(mapOnly && "max-lg:hidden")}>
              <Pagination page={result.page} pages={result.page_count} hrefFor={(page) => hrefWith({ page })} />
            </div>
          </section>
        )}
      </Container>
    </main>
  );
}

/**
 * The order of the results, at their top. It belongs to the filters' form (its `form` attribute), so
 * applying the filters keeps it and choosing it keeps them; without JavaScript its button sends that
 * form (it shows until the page runs), with JavaScript a choice applies at once.
 */
function SortSelect({ search, className }: { search: SearchInput; className?: string }) {
  const { t } = useTranslation("listings");
  const submit = useSubmit();
  const hydrated = useHydrated();
  const id = useId();
  return (
    <div className={cx("flex items-center gap-2", className)}>
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-800 dark:text-slate-200">
        {t("search.sort")}
      </label>
      <select
        id={id}
        name="sort"
        form={SEARCH_FORM_ID}
        defaultValue={search.sort}
        onChange={(event) => void submit(event.currentTarget.form)}
        className={cx(inputClass, "h-10 py-1.5 max-sm:flex-1 sm:w-auto")}
      >
        <option value="newest">{t("search.sortNewest")}</option>
        <option value="price_low">{t("search.sortPriceLow")}</option>
        <option value="price_high">{t("search.sortPriceHigh")}</option>
        <option value="relevance">{t("search.sortRelevance")}</option>
      </select>
      {!hydrated && (
        <button type="submit" form={SEARCH_FORM_ID} className={buttonClass("secondary", "sm")}>
          {t("search.sortApply")}
        </button>
      )}
    </div>
  );
}

/**
 * The list beside the map (view=map) from 1024 px. Below, the map alone (the view switch above leads
 * to the list); without JavaScript, where the map cannot show, the list stays, above it.
 */
function MapSplit({ map, mapOnly, children }: { map: React.ReactNode; mapOnly: boolean; children: React.ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className={cx(mapOnly && "max-lg:hidden")}>{children}</div>
      <div className="h-[70vh] lg:sticky lg:top-20 lg:h-[calc(100vh-6rem)]">{map}</div>
    </div>
  );
}
