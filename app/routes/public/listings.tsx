import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/listings";
import type { RouteHandle } from "~/i18n/route-texts";
import { serverT } from "~/.server/i18n";
import { listLocations, type LocationOption } from "~/.server/listings/list-locations";
import { runSearch, searchOfUrl, type SearchResult } from "~/.server/listings/search-properties";
import { languageContext, servicesContext, userContext } from "~/.server/web/context";
import { mapTilesOf } from "~/.server/web/map";
import type { ListingType } from "~/domain/enums";
import { formatsFor } from "~/domain/format";
import { paramsToObject, searchToParams } from "~/domain/search-params";
import { requestSettings } from "~/.server/web/settings";
import { filterChips } from "~/lib/search-filter-chips";
import { ListingsView } from "~/features/listings/listings-view";
import { SaveSearchButton } from "~/features/saved-searches/save-search-button";
import { ListingsMap } from "~/features/map/listings-map";
import { pageMeta, siteNameOf } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";

export const handle: RouteHandle = { texts: ["listings", "saved-searches", "map"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  const language = context.get(languageContext);
  const t = serverT(language);
  const settings = await requestSettings(context);
  const url = new URL(request.url);
  const search = searchOfUrl(url);
  const viewParam = url.searchParams.get("view");
  const view: "grid" | "list" | "map" = viewParam === "list" || viewParam === "map" ? viewParam : "grid";
  let result: SearchResult | null = null;
  let locations: LocationOption[] = [];
  // Nothing for sale (or rent) here: how many the other kind has, so the empty page leads to them.
  let otherKind: { listing_type: ListingType; total: number } | null = null;
  try {
    [result, locations] = await Promise.all([runSearch(services, user?.id ?? null, search), listLocations(services)]);
    if (result.total === 0 && search.listing_type) {
      const listing_type = search.listing_type === "sale" ? "rent" : "sale";
      const other = await runSearch(services, null, { ...search, listing_type, page: 1, page_size: 1 });
      if (other.total > 0) otherKind = { listing_type, total: other.total };
    }
  } catch (error) {
    services.logger.error({ err: error }, "listing search failed");
  }
  return data(
    {
      search,
      view,
      result,
      otherKind,
      // The filters that are on, in words, for the chips that take them away (written here: the
      // page's script need not carry the words).
      chips: filterChips(paramsToObject(searchToParams(search)), t, formatsFor({ language, currency: settings.site.currency }).money),
      locations,
      title: t("listings:search.metaTitle"),
      description: t("listings:search.metaDescription"),
      mapTiles: mapTilesOf(context),
    },
    { status: result ? 200 : 500 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export default function ListingsPage({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  const { search, view, result, otherKind, chips, locations, mapTiles } = loaderData;
  return (
    <ListingsView
      search={search}
      view={view}
      result={result}
      otherKind={otherKind}
      chips={chips}
      locations={locations}
      signedIn={signedIn}
      saveSearch={<SaveSearchButton search={search} signedIn={signedIn} />}
      map={<ListingsMap search={search} tiles={mapTiles} />}
    />
  );
}
