import { type RefObject, useEffect, useState } from "react";
import { loadMapKit, type MapKit } from "./load";

/**
 * How near the viewport a map waits to be before Leaflet is loaded: far enough ahead that it is
 * usually drawn by the time a reader scrolling down reaches it (as browsers do for lazy images).
 */
const AHEAD = "400px 0px";

/**
 * Leaflet, once the page runs in the browser; `failed` when the chunk could not be loaded.
 *
 * With `near`, only once that element comes within 400 px of the viewport: a listing's map sits
 * below its photos, description and contact form, and most readers on a phone never scroll to it, so
 * they need not download and run Leaflet and its tiles while the page becomes usable (its size: see
 * docs/performance.md).
 */
export function useMapKit(near?: RefObject<HTMLElement | null>): { kit: MapKit | null; failed: boolean } {
  const [state, setState] = useState<{ kit: MapKit | null; failed: boolean }>({ kit: null, failed: false });
  useEffect(() => {
    let live = true;
    const load = () =>
      loadMapKit().then(
        (kit) => live && setState({ kit, failed: false }),
        () => live && setState({ kit: null, failed: true }),
      );
    const element = near?.current;
    // A map that is not drawn (a listing without a position) needs no Leaflet.
    if (near && !element) return;
    if (!element || typeof IntersectionObserver === "undefined") {
      void load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [near]);
  return state;
}
