import { lazy, Suspense, type ComponentType } from "react";
import type { BellData } from "./notification-bell";

type BellProps = { data: BellData };

const load = () => import("./notification-bell");

/**
 * The bell's code (with its live connection) is needed only by signed-in readers, yet the public
 * layout is on every page: the browser loads it as a chunk of its own (that anonymous readers never
 * download; its size: see docs/performance.md), and React hydrates the bell when it arrives, keeping the server's markup meanwhile.
 * The server loads the module at start-up and renders the bell (its count; the list is fetched when
 * opened), so the page arrives complete and the bell opens without JavaScript, on its link to all
 * notifications (a static import here would put it back in the layout's chunk).
 */
// eslint-disable-next-line no-restricted-syntax -- the module, loaded once at start-up: the same for every request
let serverBell: ComponentType<BellProps> | undefined;
if (import.meta.env.SSR) void load().then((module) => (serverBell = module.NotificationBell));
const BrowserBell = lazy(() => load().then((module) => ({ default: module.NotificationBell })));

export function NotificationBellSlot({ data }: BellProps) {
  const Bell = serverBell ?? BrowserBell;
  return (
    <Suspense fallback={null}>
      <Bell data={data} />
    </Suspense>
  );
}
