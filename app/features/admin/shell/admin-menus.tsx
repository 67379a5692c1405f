import { Form, Link, NavLink } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useDetailsMenu } from "~/lib/use-details-menu";
import { cx } from "~/ui/cx";
import { ADMIN_LINKS } from "./admin-nav";

/**
 * The admin area's pages (document 2 §2.1): the sidebar on wide screens, the drawer on small ones.
 * `openReports` shows as a badge on the reports link while any report waits.
 */
export function AdminSidebarLinks({ openReports = 0 }: { openReports?: number }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1">
      {ADMIN_LINKS.map(({ to, key, icon: Icon, ...rest }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={"end" in rest}
            className={({ isActive }) =>
              cx(
                "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium",
                isActive ? "bg-brand-700 text-white" : "text-slate-300 hover:bg-slate-800 hover:text-white",
              )
            }
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            {t(key)}
            {to === "/admin/reports" && openReports > 0 && (
              <span data-testid="open-reports-badge" className="ml-auto rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
                <span aria-hidden="true">{openReports}</span>
                <span className="sr-only">{t("admin.openReports", { count: openReports })}</span>
              </span>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The signed-in administrator: profile, back to the site, logout. */
export function AdminUserMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const ref = useDetailsMenu<HTMLDetailsElement>();
  const item = "block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800";
  return (
    <details ref={ref} className="relative">
      <summary
        aria-label={t("nav.userMenu")}
        className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-lg px-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="hidden max-w-48 truncate sm:inline lg:max-w-72">{name}</span>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <Link to="/profile" className={item}>
          {t("nav.profile")}
        </Link>
        <Link to="/" className={item}>
          {t("admin.backToSite")}
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className={item}>
            {t("nav.logout")}
          </button>
        </Form>
      </div>
    </details>
  );
}
