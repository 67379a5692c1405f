import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "./map.css";
import { APPROXIMATE_RADIUS_M, KOSOVO_BOUNDS, type LatLng } from "~/domain/position";
import type { MapTiles } from "./tiles";

// Prona's use of Leaflet (imported lazily through load.ts). Markers are HTML (divIcon) styled by
// map.css: no marker images, nothing from another host but the configured tiles.

export type { Map as LeafletMap, Marker, LatLngBounds } from "leaflet";

const KOSOVO = L.latLngBounds([KOSOVO_BOUNDS.south, KOSOVO_BOUNDS.west], [KOSOVO_BOUNDS.north, KOSOVO_BOUNDS.east]);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A map with the configured tiles, kept near Kosovo. `label` names the map; `zoomIn` and `zoomOut` its
 * zoom buttons, in the page's language (Leaflet's own are English).
 */
export function createMap(
  element: HTMLElement,
  tiles: MapTiles,
  options: { center?: LatLng; zoom?: number; label: string; zoomIn: string; zoomOut: string },
) {
  const map = L.map(element, {
    center: options.center ? [options.center.lat, options.center.lng] : KOSOVO.getCenter(),
    zoom: options.zoom ?? 8,
    minZoom: 7,
    maxZoom: 18,
    maxBounds: KOSOVO.pad(0.6),
    scrollWheelZoom: false,
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: options.zoomIn, zoomOutTitle: options.zoomOut }).addTo(map);
  if (!options.center) map.fitBounds(KOSOVO, { animate: false });
  map.attributionControl.setPrefix(false);
  L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(map);
  // The map is a labelled region: keyboard users reach it (arrows pan, +/- zoom).
  element.setAttribute("role", "region");
  element.setAttribute("aria-label", options.label);
  return map;
}

const PIN_SVG =
  '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z" class="prona-pin-body"/><circle cx="16" cy="16" r="6" class="prona-pin-dot"/></svg>';

/** The listing's pin (draggable in the picker). */
export function addPin(map: L.Map, at: LatLng, options: { title: string; draggable?: boolean }) {
  const icon = L.divIcon({ className: "prona-pin", html: PIN_SVG, iconSize: [32, 44], iconAnchor: [16, 43] });
  return L.marker([at.lat, at.lng], {
    icon,
    title: options.title,
    alt: options.title,
    draggable: options.draggable ?? false,
    keyboard: true,
  }).addTo(map);
}

/** An approximate position: a circle over the area, never a pin. */
export function addArea(map: L.Map, at: LatLng) {
  return L.circle([at.lat, at.lng], { radius: APPROXIMATE_RADIUS_M, className: "prona-area", interactive: false }).addTo(map);
}

export function kosovoBounds() {
  return KOSOVO;
}

export function boundsOf(points: LatLng[]) {
  return L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
}

export function boundsFrom(box: { south: number; west: number; north: number; east: number }) {
  return L.latLngBounds([box.south, box.west], [box.north, box.east]);
}

/** A marker: `label` is its text on the map, `hint` its accessible name (title and price). */
export type MarkerData = LatLng & { id: string; label: string; hint: string; approximate: boolean };

/** Markers grouped in clusters (a count bubble) until the map is close enough. */
export function addClusters<M extends MarkerData>(
  map: L.Map,
  markers: M[],
  options: { clusterLabel: (count: number) => string; popup: (marker: M) => HTMLElement },
) {
  const group = L.markerClusterGroup({
    showCoverageOnHover: false,
    maxClusterRadius: 48,
    spiderfyOnMaxZoom: true,
    iconCreateFunction: (cluster) => {
      const count = cluster.getChildCount();
      const size = count < 10 ? 36 : count < 100 ? 42 : 50;
      return L.divIcon({
        className: "prona-cluster",
        html: `<span aria-hidden="true">${count}</span><span class="prona-sr-only">${escapeHtml(options.clusterLabel(count))}</span>`,
        iconSize: [size, size],
      });
    },
  });
  for (const data of markers) {
    const icon = L.divIcon({
      className: data.approximate ? "prona-price prona-price-approximate" : "prona-price",
      html: escapeHtml(data.label),
      iconSize: undefined,
    });
    const marker = L.marker([data.lat, data.lng], { icon, title: data.hint, keyboard: true, riseOnHover: true });
    marker.bindPopup(() => options.popup(data), {
      className: "prona-popup",
      minWidth: 200,
      maxWidth: 260,
      // Below the "search this area" button.
      autoPanPaddingTopLeft: L.point(16, 64),
    });
    group.addLayer(marker);
  }
  group.addTo(map);
  return group;
}
