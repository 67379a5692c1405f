import { createContext, createElement, startTransition, useContext, useEffect, useState } from "react";

const HydratedContext = createContext(false);

/**
 * Tells the page's parts when it runs JavaScript (`useHydrated`). Hydration renders every part as the
 * server did (false); then one low-priority render (a transition, which React splits into ~5 ms
 * slices) swaps in what needs JavaScript: the filters' dialog button, the map's list/map switch, the
 * favourites' in-place posts. `useSyncExternalStore` with a server snapshot did the same as a
 * synchronous re-render straight after hydration: a single 20–30 ms task on a fast machine, four
 * times that on a phone, the longest of the page's load (decision 0031). Parts mounted later (a
 * navigation) read true at once. The page is marked hydrated (`data-hydrated`, which browser tests
 * wait for) once the swap is done.
 */
export function HydrationProvider({ children }: { children: React.ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (hydrated) {
      document.documentElement.dataset.hydrated = "true";
      return;
    }
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(HydratedContext, { value: hydrated }, children);
}

/** False while rendering on the server and hydrating, true once the page runs JavaScript. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
