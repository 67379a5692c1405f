import { BarChart3, Building2, Crown, Flag, Inbox, LayoutDashboard, Settings, Star, Users } from "~/ui/icons";

/** The admin sidebar (document 2 §2.2), in its order. */
export const ADMIN_LINKS = [
  { to: "/admin", key: "admin.dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/users", key: "admin.users", icon: Users },
  { to: "/admin/properties", key: "admin.properties", icon: Building2 },
  { to: "/admin/analytics", key: "admin.analytics", icon: BarChart3 },
  { to: "/admin/premium", key: "admin.premium", icon: Crown },
  // The informational pages' stored forms (issue 6): the contact inbox and review moderation.
  { to: "/admin/messages", key: "admin.messages", icon: Inbox },
  { to: "/admin/reviews", key: "admin.reviews", icon: Star },
  // Reported listings (issue 14 §5); the sidebar shows how many reports are open.
  { to: "/admin/reports", key: "admin.reports", icon: Flag },
  { to: "/admin/settings", key: "admin.settings", icon: Settings },
] as const;

/** The header title for a path: the most specific matching section. */
export function adminTitleKey(pathname: string) {
  if (/^\/admin\/properties\/edit\//.test(pathname)) return "admin.editProperty" as const;
  if (/^\/admin\/properties\/[^/]+$/.test(pathname)) return "admin.property" as const;
  const match = [...ADMIN_LINKS].reverse().find((l) => pathname === l.to || pathname.startsWith(`${l.to}/`));
  return match?.key ?? "admin.dashboard";
}
