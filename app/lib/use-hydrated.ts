import { useEffect, useSyncExternalStore } from "react";

// Whether the page runs JavaScript: false on the server and while the page hydrates, true from then on.
// eslint-disable-next-line no-restricted-syntax -- browser-only: hydration happens once per page (false on the server, never written there)
let hydrated = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Marks the page hydrated (the root layout calls it once; browser tests wait for `data-hydrated`). The
 * parts that differ with JavaScript (the filters' dialog button, the favourites' in-place posts, the
 * map's list/map switch, the theme switch…) then re-render one per task, each a few milliseconds.
 *
 * Read with a server snapshot that differed from the browser's, they re-rendered all at once,
 * synchronously, inside the effects React flushes straight after hydration: a single task, the
 * longest of the page's load (decision 0031; its length: see docs/performance.md). A React
 * transition would split that render, but a transition waits for every part still dehydrated (the
 * bell, whose code comes in a chunk of its own), and the controls would wait with it.
 */
export function useMarkHydrated() {
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    const queue = [...listeners];
    const next = () => {
      const listener = queue.shift();
      if (!listener) {
        document.documentElement.dataset.hydrated = "true";
        return;
      }
      if (listeners.has(listener)) listener();
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  }, []);
}

/**
 * False while rendering on the server and hydrating, true once the page runs JavaScript. A part
 * hydrated later (a streamed part, the bell) reads false while it hydrates, as the server did.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
