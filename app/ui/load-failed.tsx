import { useLocation, useRevalidator, useRouteError } from "react-router";
import { useTranslation } from "~/i18n/react";
import { isOfflineError } from "~/lib/offline";
import { buttonClass } from "~/ui/button";
import { RouteError } from "~/ui/route-error";
import { Spinner } from "~/ui/spinner";

/**
 * A list that could not be loaded (document 2 §8): the message and 'Provo përsëri', which really
 * loads again (without JavaScript it asks for the same page again). While it loads, a spinner shows.
 * Uses only the texts every page has (common, errors): the page's own texts may be what failed.
 * When the connection dropped, the page says that instead (ui/route-error.tsx).
 */
export function LoadFailed({ message, title }: { message: string; title: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const location = useLocation();
  const error = useRouteError();
  const loading = revalidator.state === "loading";
  if (isOfflineError(error)) return <RouteError error={error} />;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      {/* The route's meta has no data to name the page with; React puts this title in the head. */}
      <title>{`${title} – ${t("brand")}`}</title>
      <h1 className="sr-only">{title}</h1>
      {loading ? (
        <div className="flex justify-center py-6">
          <Spinner label={t("status.loading")} className="scale-150" />
        </div>
      ) : (
        <div
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100"
        >
          <p className="font-semibold">{message}</p>
          <form
            method="get"
            action={location.pathname}
            onSubmit={(event) => {
              event.preventDefault();
              void revalidator.revalidate();
            }}
          >
            {[...new URLSearchParams(location.search)].map(([name, value], i) => (
              <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={buttonClass("primary", "md", "mt-4")}>
              {t("status.retry")}
            </button>
          </form>
        </div>
      )}
    </main>
  );
}
