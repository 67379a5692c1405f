import { RefreshCw } from "~/ui/icons";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/ui/button";

/**
 * When an admin page cannot be loaded (the database is away, a bug), the admin frame stays (sidebar,
 * header) and the content says so with a way to try again; the server has logged the error.
 */
export function AdminErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg space-y-4 rounded-2xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-xl font-bold">{notFound ? t("notFound.title") : t("status.dataLoadError")}</h2>
      <p className="text-slate-600 dark:text-slate-300">{notFound ? t("notFound.body") : t("errorPage.body")}</p>
      <Link to={`${location.pathname}${location.search}`} reloadDocument className={buttonClass("secondary", "md")}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" /> {t("status.retry")}
      </Link>
    </div>
  );
}
