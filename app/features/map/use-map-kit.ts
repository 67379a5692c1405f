import { useEffect, useState } from "react";
import { loadMapKit, type MapKit } from "./load";

/** Leaflet, once the page runs in the browser; `failed` when the chunk could not be loaded. */
export function useMapKit(): { kit: MapKit | null; failed: boolean } {
  const [state, setState] = useState<{ kit: MapKit | null; failed: boolean }>({ kit: null, failed: false });
  useEffect(() => {
    let live = true;
    loadMapKit().then(
      (kit) => live && setState({ kit, failed: false }),
      () => live && setState({ kit: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
