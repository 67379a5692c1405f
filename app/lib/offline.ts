// A page that cannot reach the server (issue 34 §11): the phone lost its connection, or the network
// between it and Prona is down. Told apart from the server's own errors (5xx), which say something
// else and which trying again at once rarely fixes.

/** The browser says it has no network (false where it cannot tell, and on the server). */
function browserOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * A request that never got an answer: fetch rejects with a TypeError ("Failed to fetch" in Chromium,
 * "NetworkError when attempting to fetch resource." in Firefox, "Load failed" in Safari), a module
 * that could not be loaded likewise ("Failed to fetch dynamically imported module").
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed|importing a module script failed/i.test(error.message);
}

/** What to say about a route's error: the connection, not the page. */
export function isOfflineError(error: unknown): boolean {
  return browserOffline() || isNetworkError(error);
}

/** Whether the server answers now (the health check, never a cached answer). */
export async function serverReachable(): Promise<boolean> {
  if (browserOffline()) return false;
  try {
    const response = await fetch("/api/health", { cache: "no-store" });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The key in a location's state naming the page a reader asked for while offline (see
 * guardOfflineLinks): the page shown says so, and trying again opens that page.
 */
export const OFFLINE_TARGET = "pronaOfflineTarget";

export function offlineTargetOf(state: unknown): string | null {
  const target = (state as Record<string, unknown> | null)?.[OFFLINE_TARGET];
  return typeof target === "string" && target.startsWith("/") && !target.startsWith("//") ? target : null;
}

/**
 * The router React Router keeps for the page (window.__reactRouterDataRouter), as far as we use it:
 * the one place in the browser's code that reads React Router's internals (the server's are in
 * server/framework-output.ts). No public API hands the router to code outside the component tree, and
 * this guard is in place before hydration; should an upgrade drop it, links simply are not guarded
 * (the browser's own offline page, as before the guard).
 */
type PageRouter = {
  state: { location: { pathname: string; search: string; hash: string } };
  navigate(to: string, options: { replace: boolean; state: Record<string, string> }): Promise<void>;
};

/**
 * A left click on a link React Router would open itself (its Link marks them `data-discover`; a plain
 * link may have a handler of its own, such as "write a review", which must keep working offline).
 */
function internalLinkOf(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href][data-discover]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download") || (link.target && link.target !== "_self")) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  // A link within the page (a table of contents, "write a review"): no page to load.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return url;
}

/**
 * While the browser is offline, a tapped link does not start a navigation that cannot end well: React
 * Router would load the next page's code, fail, and reload the document, which shows the browser's
 * own offline page (no header, no way back but the back button). Instead the router loads the current
 * page again, its data request fails as the next page's would, and the page's error boundary says the
 * connection dropped, keeping the header; its "Provo përsëri" then opens the page asked for.
 */
export function guardOfflineLinks(): void {
  window.addEventListener(
    "click",
    (event) => {
      if (!browserOffline()) return;
      const url = internalLinkOf(event);
      const router = (window as unknown as { __reactRouterDataRouter?: PageRouter }).__reactRouterDataRouter;
      if (!url || !router) return;
      event.preventDefault();
      const here = router.state.location;
      void router.navigate(`${here.pathname}${here.search}`, {
        replace: true,
        state: { [OFFLINE_TARGET]: `${url.pathname}${url.search}${url.hash}` },
      });
    },
    // Before React's handlers (a Link checks defaultPrevented and leaves the click alone).
    { capture: true },
  );
}
