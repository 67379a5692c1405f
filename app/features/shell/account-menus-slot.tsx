import { lazy, Suspense } from "react";
import type { ClientUser } from "~/domain/client-user";
import type * as AccountMenusModule from "./account-menus";

type AccountMenus = typeof AccountMenusModule;

const load = () => import("./account-menus");

/**
 * The header's account menus (the user menu, the phone menu's account links) are drawn for signed-in
 * readers only, yet the header is on every page: as with the bell (notifications/notification-bell-slot.tsx),
 * the browser loads them as a chunk of their own, which anonymous readers never download, and React
 * hydrates them when it arrives, keeping the server's markup meanwhile. The server loads the module
 * at start-up and renders them, so the page arrives complete and the menus open without JavaScript.
 */
// eslint-disable-next-line no-restricted-syntax -- the module, loaded once at start-up: the same for every request
let serverMenus: AccountMenus | undefined;
if (import.meta.env.SSR) void load().then((module) => (serverMenus = module));
const BrowserUserMenu = lazy(() => load().then((module) => ({ default: module.UserMenu })));
const BrowserPhoneLinks = lazy(() => load().then((module) => ({ default: module.PhoneAccountLinks })));

export function UserMenuSlot({ user }: { user: ClientUser }) {
  const Menu = serverMenus?.UserMenu ?? BrowserUserMenu;
  return (
    <Suspense fallback={null}>
      <Menu user={user} />
    </Suspense>
  );
}

export function PhoneAccountLinksSlot({ user, linkClass }: { user: ClientUser; linkClass: string }) {
  const Links = serverMenus?.PhoneAccountLinks ?? BrowserPhoneLinks;
  return (
    <Suspense fallback={null}>
      <Links user={user} linkClass={linkClass} />
    </Suspense>
  );
}
