/**
 * Runs `task` once the browser has nothing more urgent to do, at the latest after `timeout` ms, and
 * returns what cancels it. For work a page starts on load that the reader does not wait for (a
 * listing's view and viewer beacons): run from the effects React flushes straight after hydration, the
 * page's first requests cost time each and made that task one of the longest of the load (decision
 * 0031; see docs/performance.md). Browsers without `requestIdleCallback` (Safari) run it on the next turn.
 */
export function whenIdle(task: () => void, timeout = 2_000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
