// The map is loaded only in the browser and only where a page shows one: Leaflet, its clustering and
// their CSS are one lazy chunk, never in the server bundle or another page's JavaScript.

import type * as Kit from "./leaflet-kit";

export type MapKit = typeof Kit;

// eslint-disable-next-line no-restricted-syntax -- browser-only: Leaflet is loaded once per page
let pending: Promise<MapKit> | undefined;

/** Leaflet with marker clustering (which extends the global `L`), then Prona's map helpers. */
export function loadMapKit(): Promise<MapKit> {
  if (import.meta.env.SSR) return Promise.reject(new Error("The map runs in the browser only"));
  pending ??= (async () => {
    const leaflet = await import("leaflet");
    (window as unknown as { L: unknown }).L = leaflet.default;
    await import("leaflet.markercluster");
    return import("./leaflet-kit");
  })();
  pending.catch(() => (pending = undefined));
  return pending;
}
