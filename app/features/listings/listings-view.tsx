import { LayoutGrid, List, Map as MapIcon, X } from "~/ui/icons";
import { useState } from "react";
import { Link, useNavigation } from "react-router";
import type { LocationOption } from "~/.server/listings/list-locations";
import type { SearchResult } from "~/.server/listings/search-properties";
import { formatCount } from "~/domain/format";
import type { SearchInput } from "~/domain/schemas/listings";
import { searchToParams } from "~/domain/search-params";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";
import { cx } from "~/ui/cx";
import { PropertyCard, PropertyGrid, PropertyGridItem } from "~/ui/property-card";
import { Spinner } from "~/ui/spinner";
import { FilterSheet } from "./filter-sheet";
import { useHydrated } from "~/lib/use-hydrated";
import { Pagination } from "./pagination";
import { SearchForm } from "./search-form";

type ListingsViewProps = {
  search: SearchInput;
  view: "grid" | "list" | "map";
  /** The map beside the list (view=map), composed by the route; loaded lazily in the browser. */
  map?: React.ReactNode;
  /** The page of results, or null when the search failed (the error and a retry show instead). */
  result: SearchResult | null;
  locations: LocationOption[];
  /** Signed-in readers get the favourite hearts on the cards. */
  signedIn: boolean;
  /** Beside the title: the route's "save this search" control (features/saved-searches). */
  saveSearch?: React.ReactNode;
};

/** /listings (document 1 §2): the filters, the count, grid or list view, the results and their pages. */
export function ListingsView({ search, view, result, locations, signedIn, saveSearch, map }: ListingsViewProps) {
  const { t, i18n } = useTranslation("listings");
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/listings";
  const hrefWith = (changes: { page?: number; view?: "grid" | "list" | "map"; clearBounds?: boolean }) => {
    const params = searchToParams({
      ...search,
      page: changes.page ?? search.page,
      ...(changes.clearBounds ? { bounds: undefined, page: 1 } : {}),
    });
    const mode = changes.view ?? view;
    if (mode !== "grid") params.set("view", mode);
    const query = params.toString();
    return query ? `/listings?${query}` : "/listings";
  };

  return (
    <main id="main">
      {/* From 1024 px the filters are a sidebar beside the results; below, a panel above them (a sheet on phones). */}
      <Container className="space-y-6 py-8 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)] lg:items-start lg:gap-x-8 lg:gap-y-6 lg:space-y-0">
        <header className="flex flex-wrap items-start justify-between gap-4 lg:col-span-2">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">{t("search.title")}</h1>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{t("search.subtitle")}</p>
          </div>
          {saveSearch}
        </header>

        <FilterSheet search={search}>
          <SearchForm key={JSON.stringify(search)} search={search} locations={locations} view={view} />
        </FilterSheet>

        {!result ? (
          <Alert tone="error">
            <p>{t("common:status.dataLoadError")}</p>
            <a href={hrefWith({})} className="mt-2 inline-block font-semibold underline">
              {t("common:status.retry")}
            </a>
          </Alert>
        ) : (
          <section aria-labelledby="results-heading" aria-busy={updating} className="space-y-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="results-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100" aria-live="polite">
                {result.total_capped
                  ? t("search.countCapped", { number: formatCount(result.total, i18n.language) })
                  : t("search.count", { count: result.total })}
              </h2>
              <div className="flex items-center gap-3">
                {updating && <Spinner label={t("search.updating")} />}
                <div
                  role="group"
                  aria-label={t("search.view")}
                  className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
                >
                  {(map ? (["grid", "list", "map"] as const) : (["grid", "list"] as const)).map((mode) => (
                    <Link
                      key={mode}
                      to={hrefWith({ view: mode })}
                      aria-current={view === mode ? "true" : undefined}
                      className={cx(
                        "inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium",
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
                      {mode === "map" ? t("map:view") : t(mode === "grid" ? "search.grid" : "search.list")}
                    </Link>
                  ))}
                </div>
              </div>
            </div>

            {search.bounds && (
              <p className="flex flex-wrap items-center gap-2">
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 dark:bg-brand-950 dark:text-brand-100">
                  <MapIcon aria-hidden="true" className="h-4 w-4" />
                  {t("map:areaChip")}
                  <Link
                    to={hrefWith({ clearBounds: true })}
                    aria-label={t("map:clearArea")}
                    title={t("map:clearArea")}
                    className="ml-1 inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-brand-900"
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </Link>
                </span>
              </p>
            )}

            {view === "map" && map ? (
              <MapSplit map={map}>
                {result.properties.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
                    {t("search.emptyTitle")}
                  </p>
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
                <p className="mt-1 text-slate-700 dark:text-slate-300">{t("search.emptyBody")}</p>
                <Link to="/listings" className={buttonClass("secondary", "md", "mt-4")}>
                  {t("search.reset")}
                </Link>
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

            <Pagination page={result.page} pages={result.page_count} hrefFor={(page) => hrefWith({ page })} />
          </section>
        )}
      </Container>
    </main>
  );
}

/**
 * The list beside the map (view=map). On a phone one shows at a time, with a List/Map switch (with
 * JavaScript; without it both show, the list first).
 */
function MapSplit({ map, children }: { map: React.ReactNode; children: React.ReactNode }) {
  const { t } = useTranslation("listings");
  const hydrated = useHydrated();
  const [pane, setPane] = useState<"list" | "map">("map");
  return (
    <div className="space-y-4">
      {hydrated && (
        <div
          role="group"
          aria-label={t("map:toggle")}
          className="flex rounded-lg border border-slate-300 p-0.5 lg:hidden dark:border-slate-600"
        >
          {(["list", "map"] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={pane === mode}
              onClick={() => setPane(mode)}
              className={cx(
                "inline-flex h-10 flex-1 items-center justify-center gap-1.5 rounded-md text-sm font-semibold",
                pane === mode ? "bg-brand-700 text-white dark:bg-brand-600" : "text-slate-700 dark:text-slate-200",
              )}
            >
              {mode === "list" ? <List aria-hidden="true" className="h-4 w-4" /> : <MapIcon aria-hidden="true" className="h-4 w-4" />}
              {mode === "list" ? t("map:showList") : t("map:showMap")}
            </button>
          ))}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className={cx(hydrated && pane !== "list" && "max-lg:hidden")}>{children}</div>
        <div className={cx("h-[70vh] lg:sticky lg:top-20 lg:h-[calc(100vh-6rem)]", hydrated && pane !== "map" && "max-lg:hidden")}>
          {map}
        </div>
      </div>
    </div>
  );
}
