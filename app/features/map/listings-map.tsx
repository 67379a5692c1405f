import { Search } from "~/ui/icons";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { MapMarkers } from "~/.server/listings/map-markers";
import type { SearchInput } from "~/domain/schemas/listings";
import { boundsToParam, searchToParams } from "~/domain/search-params";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { Button } from "~/ui/button";
import { Spinner } from "~/ui/spinner";
import type { LeafletMap } from "./leaflet-kit";
import type { MapTiles } from "./tiles";
import { useMapKit } from "./use-map-kit";

type ListingsMapProps = {
  search: SearchInput;
  tiles: MapTiles;
};

/**
 * The map beside the list on /listings: every listing the search finds (GET /api/properties/map, the
 * same filters), clustered; a marker opens a small card. After the reader pans or zooms, "Kërko në
 * këtë zonë" puts the visible box into the URL (`bounds`), and the list reloads for it.
 */
export function ListingsMap({ search, tiles }: ListingsMapProps) {
  const { t } = useTranslation("map");
  const f = useFormats();
  const navigate = useNavigate();
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const { kit, failed } = useMapKit();
  const [data, setData] = useState<MapMarkers | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  const query = searchToParams({ ...search, page: 1, sort: "newest" }).toString();
  const label = t("listings.label");

  // The markers of the search (not only the list's page).
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/properties/map${query ? `?${query}` : ""}`, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<MapMarkers>) : Promise.reject(new Error(String(res.status)))))
      .then((answer) => {
        setData(answer);
        setLoadFailed(false);
      })
      .catch(() => !controller.signal.aborted && setLoadFailed(true));
    return () => controller.abort();
  }, [query]);

  // The map itself, once Leaflet is here.
  useEffect(() => {
    if (!kit || !element.current) return;
    const map = kit.createMap(element.current, tiles, { label, zoomIn: t("zoomIn"), zoomOut: t("zoomOut") });
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
    // The tiles object is new after each load; its values are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit, tiles.url, tiles.attribution, label]);

  // Markers and the view: the searched area, else all markers, else Kosovo. Moves made here are not the reader's.
  const bounds = search.bounds;
  useEffect(() => {
    const map = mapRef.current;
    if (!kit || !map || !data) return;
    const group = kit.addClusters(
      map,
      data.markers.map((m) => ({ ...m, label: f.shortMoney(m.price), hint: `${m.title} – ${f.shortMoney(m.price)}` })),
      {
        clusterLabel: (count) => t("listings.cluster", { count }),
        popup: (m) =>
          popupCard(m, {
            price: f.price(m.price, m.listing_type, t("listings:perMonth")),
            approximate: t("listings.approximate"),
            open: t("listings.open"),
          }),
      },
    );
    const view = bounds ? kit.boundsFrom(bounds) : data.markers.length ? kit.boundsOf(data.markers).pad(0.1) : kit.kosovoBounds();
    let settling = true;
    const onMove = () => {
      if (settling) return;
      setMoved(true);
    };
    map.once("moveend", () => (settling = false));
    map.on("moveend", onMove);
    map.fitBounds(view, { maxZoom: 15, animate: false });
    // fitBounds to the current view fires no moveend: stop waiting for it.
    const settle = window.setTimeout(() => (settling = false), 300);
    setMoved(false);
    return () => {
      window.clearTimeout(settle);
      map.off("moveend", onMove);
      group.remove();
    };
    // t's texts follow the language, which reloads the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit, data, bounds?.south, bounds?.west, bounds?.north, bounds?.east]);

  function searchThisArea() {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    const box = { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
    const params = searchToParams({ ...search, page: 1 });
    params.set("bounds", boundsToParam(box));
    params.set("view", "map");
    void navigate(`/listings?${params.toString()}`, { preventScrollReset: true });
  }

  return (
    <div className="relative h-full">
      <div
        ref={element}
        data-testid="listings-map"
        className="prona-map h-full w-full overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
      >
        <noscript>
          <p className="p-4 text-sm text-slate-700">{t("noScript")}</p>
        </noscript>
      </div>
      <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
        {moved ? (
          <Button type="button" size="sm" onClick={searchThisArea} className="pointer-events-auto shadow-lg">
            <Search aria-hidden="true" className="h-4 w-4" />
            {t("listings.searchArea")}
          </Button>
        ) : !kit && !failed ? (
          <span className="pointer-events-auto rounded-full bg-white px-3 py-1 shadow dark:bg-slate-900">
            <Spinner label={t("loading")} />
          </span>
        ) : null}
      </div>
      {(failed || loadFailed) && (
        <p
          role="alert"
          className="absolute inset-x-3 bottom-3 z-[1000] rounded-lg bg-white p-3 text-sm text-slate-800 shadow dark:bg-slate-900 dark:text-slate-200"
        >
          {t("unavailable")}
        </p>
      )}
      {data?.capped && (
        <p className="absolute inset-x-3 bottom-3 z-[1000] rounded-lg bg-white/95 p-2 text-xs text-slate-800 shadow dark:bg-slate-900/95 dark:text-slate-200">
          {t("listings.capped", { count: data.markers.length, total: data.total })}
        </p>
      )}
    </div>
  );
}

type Marker = MapMarkers["markers"][number];

/** The card a marker opens: price, title, a link to the listing (built as DOM nodes: no HTML from data). */
function popupCard(marker: Marker, text: { price: string; approximate: string; open: string }): HTMLElement {
  const card = document.createElement("div");
  const price = document.createElement("div");
  price.className = "prona-popup-price";
  price.textContent = text.price;
  const title = document.createElement("span");
  title.className = "prona-popup-title";
  title.textContent = marker.title;
  card.append(price, title);
  if (marker.approximate) {
    const note = document.createElement("p");
    note.className = "prona-popup-note";
    note.textContent = text.approximate;
    card.append(note);
  }
  const link = document.createElement("a");
  link.className = "prona-popup-link";
  link.href = `/property/${marker.id}`;
  link.textContent = text.open;
  card.append(link);
  return card;
}
