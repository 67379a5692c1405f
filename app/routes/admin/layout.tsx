import { ExternalLink, Menu, X } from "~/ui/icons";
import { Link, Outlet, useLocation, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/layout";
import { countOpenReports } from "~/.server/reports/list-reports";
import { servicesContext } from "~/.server/web/context";
import { requireAdminPage } from "~/.server/web/guards";
import { AdminSidebarLinks, AdminUserMenu } from "~/features/admin/shell/admin-menus";
import { adminTitleKey } from "~/features/admin/shell/admin-nav";
import { toClientUser } from "~/domain/client-user";
import { LogoMark } from "~/ui/logo";
import { SkipLink } from "~/features/shell/skip-link";
import { ThemeToggle } from "~/features/shell/theme-toggle";
import { useDetailsMenu } from "~/lib/use-details-menu";
import { Spinner } from "~/ui/spinner";

/** Admin routes: visitors go to /admin/login, signed-in non-admins to / (document 2 §2.1). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    requireAdminPage(context);
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdminPage(context);
  // The sidebar's badge: reports waiting for an answer (issue 14 §5).
  const openReports = await countOpenReports(context.get(servicesContext), admin);
  return { user: toClientUser(admin), openReports };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loading = useNavigation().state !== "idle";
  const drawer = useDetailsMenu<HTMLDetailsElement>();
  return (
    <div className="min-h-screen bg-slate-100 dark:bg-slate-950">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col bg-slate-900 p-4 lg:flex" aria-label={t("admin.sidebar")}>
        <Link to="/admin" className="mb-8 flex items-center gap-2 px-2 text-lg font-extrabold text-white">
          <LogoMark /> {t("brand")} Admin
        </Link>
        <nav aria-label={t("admin.sidebar")}>
          <AdminSidebarLinks openReports={loaderData.openReports} />
        </nav>
      </aside>
      <div className="lg:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900 sm:px-6">
          {/* On small screens the sidebar is a drawer. */}
          <details ref={drawer} className="group lg:hidden">
            <summary
              aria-label={t("admin.openMenu")}
              className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
            >
              <Menu aria-hidden="true" className="h-6 w-6 group-open:hidden" />
              <X aria-hidden="true" className="hidden h-6 w-6 group-open:block" />
            </summary>
            <nav
              aria-label={t("admin.sidebar")}
              className="fixed inset-y-0 left-0 top-16 z-40 w-72 overflow-y-auto bg-slate-900 p-4 shadow-xl"
            >
              <AdminSidebarLinks openReports={loaderData.openReports} />
              {/* The header's link to the public site is hidden on phones: it is here instead. */}
              <Link
                to="/"
                className="mt-4 flex items-center gap-3 border-t border-slate-700 px-3 pt-4 text-sm font-medium text-slate-300 hover:text-white sm:hidden"
              >
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                {t("admin.viewSite")}
              </Link>
            </nav>
          </details>
          <h1 className="flex-1 truncate text-lg font-bold">{t(adminTitleKey(pathname))}</h1>
          {/* The next page is being checked and loaded on the server (session, admin flag, data). */}
          {loading && <Spinner label={t("status.loading")} />}
          <ThemeToggle />
          <Link
            to="/"
            className="hidden items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800 sm:inline-flex"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {t("admin.viewSite")}
          </Link>
          <AdminUserMenu name={loaderData.user.name} />
        </header>
        <main id="main" className="p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
