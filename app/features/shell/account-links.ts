import {
  Bell,
  BellRing,
  Crown,
  Heart,
  Home,
  LayoutDashboard,
  MessageSquare,
  Plus,
  Settings,
  Shield,
  User,
  type IconComponent,
} from "~/ui/icons";
import { accountKind } from "~/domain/account-kind";

/** A link of the account menus, named by its key in the "common" catalog. */
export type AccountLink = {
  to: string;
  key:
    | "nav.admin"
    | "nav.dashboard"
    | "nav.myProperties"
    | "nav.addProperty"
    | "nav.favorites"
    | "nav.savedSearches"
    | "nav.messages"
    | "nav.notifications"
    | "nav.premium"
    | "nav.settings"
    | "nav.profile";
  icon: IconComponent;
};

const LINKS = {
  admin: { to: "/admin", key: "nav.admin", icon: Shield },
  dashboard: { to: "/dashboard", key: "nav.dashboard", icon: LayoutDashboard },
  myProperties: { to: "/my-properties", key: "nav.myProperties", icon: Home },
  addProperty: { to: "/add-property", key: "nav.addProperty", icon: Plus },
  favorites: { to: "/favorites", key: "nav.favorites", icon: Heart },
  savedSearches: { to: "/kerkimet-e-ruajtura", key: "nav.savedSearches", icon: BellRing },
  messages: { to: "/messages", key: "nav.messages", icon: MessageSquare },
  notifications: { to: "/notifications", key: "nav.notifications", icon: Bell },
  premium: { to: "/premium", key: "nav.premium", icon: Crown },
  settings: { to: "/settings", key: "nav.settings", icon: Settings },
  profile: { to: "/profile", key: "nav.profile", icon: User },
} satisfies Record<string, AccountLink>;

type Reader = { user_type: string; is_admin: boolean };
type Menu = "phone" | "userMenu" | "sidebar";

/**
 * The account links of each menu, led by what the account does first (issue 34 §7, domain/account-kind.ts):
 * a buyer's or renter's favourites, saved searches, messages and notifications; a seller's, landlord's
 * or agency's listings, a new listing, messages (the requests received) and notifications; an
 * administrator's admin area before either. The header's menus (the phone menu, the user menu) are
 * short: a buyer finds no "Pronat e mia" there. The account sidebar holds the account pages in the
 * same order, so a buyer who did post a listing still reaches it; Premium (its benefits are an
 * owner's: a listing's place, figures, more listings) is offered to owners.
 */
export function accountLinks(reader: Reader, menu: Menu): AccountLink[] {
  const L = LINKS;
  const seeker = accountKind(reader.user_type) === "seeker";
  const byMenu: Record<Menu, AccountLink[]> = seeker
    ? {
        phone: [L.dashboard, L.favorites, L.savedSearches, L.messages, L.notifications, L.profile],
        userMenu: [L.dashboard, L.favorites, L.savedSearches, L.messages, L.profile],
        sidebar: [L.dashboard, L.favorites, L.savedSearches, L.messages, L.notifications, L.profile, L.settings, L.myProperties],
      }
    : {
        phone: [L.dashboard, L.myProperties, L.addProperty, L.messages, L.notifications, L.profile],
        userMenu: [L.dashboard, L.myProperties, L.messages, L.favorites, L.savedSearches, L.profile],
        sidebar: [L.dashboard, L.myProperties, L.messages, L.notifications, L.premium, L.favorites, L.savedSearches, L.settings, L.profile],
      };
  return reader.is_admin ? [L.admin, ...byMenu[menu]] : byMenu[menu];
}
