import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/listings";
import { serverT } from "~/.server/i18n";
import { listLocations, type LocationOption } from "~/.server/listings/list-locations";
import { runSearch, searchOfUrl, type SearchResult } from "~/.server/listings/search-properties";
import { languageContext, servicesContext, userContext } from "~/.server/web/context";
import { mapTilesOf } from "~/.server/web/map";
import { ListingsView } from "~/features/listings/listings-view";
import { SaveSearchButton } from "~/features/saved-searches/save-search-button";
import { ListingsMap } from "~/features/map/listings-map";
import { pageMeta, siteNameOf } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  const t = serverT(context.get(languageContext));
  const url = new URL(request.url);
  const search = searchOfUrl(url);
  const viewParam = url.searchParams.get("view");
  const view: "grid" | "list" | "map" = viewParam === "list" || viewParam === "map" ? viewParam : "grid";
  let result: SearchResult | null = null;
  let locations: LocationOption[] = [];
  try {
    [result, locations] = await Promise.all([runSearch(services, user?.id ?? null, search), listLocations(services)]);
  } catch (error) {
    services.logger.error({ err: error }, "listing search failed");
  }
  return data(
    {
      search,
      view,
      result,
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
  const { search, view, result, locations, mapTiles } = loaderData;
  return (
    <ListingsView
      search={search}
      view={view}
      result={result}
      locations={locations}
      signedIn={signedIn}
      saveSearch={<SaveSearchButton search={search} signedIn={signedIn} />}
      map={<ListingsMap search={search} tiles={mapTiles} />}
    />
  );
}
