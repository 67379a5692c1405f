import { Crown, Plus } from "lucide-react";
import { data, Link, redirect, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/my-properties";
import { serverT } from "~/.server/i18n";
import { deleteProperty } from "~/.server/properties/delete-property";
import { listOwnProperties } from "~/.server/properties/list-own-properties";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm } from "~/.server/web/forms";
import { requireUserPage } from "~/.server/web/guards";
import { pageMessages } from "~/.server/web/messages";
import { pageUrl } from "~/.server/web/page-url";
import { FREE_PROPERTY_LIMIT } from "~/domain/limits";
import { LoadError } from "~/ui/load-error";
import { PageHeader } from "~/ui/page-header";
import { pageMeta } from "~/lib/meta";
import { PropertyCard, PropertyGrid, PropertyGridItem } from "~/ui/property-card";
import { DeletePropertyModal } from "~/features/properties/delete-property-modal";
import { OWNER_STATUS_FILTERS, StatusFilter } from "~/features/properties/status-filter";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";
import { Flash } from "~/ui/flash";
import { Spinner } from "~/ui/spinner";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const url = new URL(request.url);
  // An unknown status in a hand-edited address shows all, rather than an error page.
  const status = OWNER_STATUS_FILTERS.find((s) => s === url.searchParams.get("status")) ?? "all";
  const base = {
    title: `${t("pages.myProperties")} – Prona`,
    description: t("owner:list.metaDescription"),
    messages: pageMessages(context, "owner", "listings"),
    status,
    deleted: url.searchParams.get("deleted") === "1",
  };
  try {
    const list = await listOwnProperties(services, user, { status });
    // The free-account limit note: the counts and the premium flag are already in the list's answer.
    return { ...base, list, limits: { count: list.counts.all, limit: list.premium ? null : FREE_PROPERTY_LIMIT } };
  } catch (error) {
    services.logger.error({ err: error, userId: user.id }, "my properties could not be loaded");
    return data({ ...base, list: null, limits: null }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [...pageMeta(loaderData.title, loaderData.description), { name: "robots", content: "noindex" }] : [];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(context, async () => {
    if (form.intent !== "delete") return data({ ok: false }, { status: 400 });
    // The service checks ownership (403 for someone else's, 404 for an unknown id) and removes the photos.
    await deleteProperty(services, user, form.id);
    const url = pageUrl(request);
    url.searchParams.delete("delete");
    url.searchParams.set("deleted", "1");
    return redirect(`${url.pathname}${url.search}`);
  });
}

// Opening or closing the delete dialog changes only `?delete=`: the list need not be read again.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("delete");
    return `${url.pathname}?${params.toString()}`;
  };
  return strip(currentUrl) === strip(nextUrl) && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function MyPropertiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("owner");
  const location = useLocation();
  const navigation = useNavigation();
  // Loading state (document 1 §2): while another status filter is being read.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/my-properties";
  const { list, limits, status } = loaderData;
  // The dialog's property comes from the list already on the page: only the owner's own can be chosen.
  const deleteTarget = list?.properties.find((p) => p.id === new URLSearchParams(location.search).get("delete")) ?? null;

  const withDelete = (id: string | null) => {
    const params = new URLSearchParams(location.search);
    params.delete("deleted");
    if (id) params.set("delete", id);
    else params.delete("delete");
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const deleteError = actionData && "error" in actionData && actionData.error ? actionData.error.message : null;

  const addButton = (
    <Link to="/add-property" className={buttonClass("primary", "md")}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {t("list.add")}
    </Link>
  );

  return (
    <main id="main" className="space-y-6">
      <PageHeader title={t("common:pages.myProperties")} subtitle={t("list.subtitle")} actions={addButton} />
      {loaderData.deleted && <Flash tone="success">{t("list.deleted")}</Flash>}
      {deleteError && !deleteTarget && <Flash tone="error">{deleteError}</Flash>}

      {!list || !limits ? (
        <LoadError message={t("list.loadError")} />
      ) : (
        <>
          {limits.limit !== null && (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
              <span>
                {limits.count >= limits.limit
                  ? t("list.countLimitReached", { limit: limits.limit })
                  : t("list.countLimit", { count: limits.count, limit: limits.limit })}
              </span>
              <Link to="/premium" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300">
                <Crown aria-hidden="true" className="h-4 w-4" />
                {t("list.upgrade")}
              </Link>
            </p>
          )}
          <div className="flex items-center gap-3">
            <StatusFilter current={status} counts={list.counts} />
            {loading && <Spinner label={t("common:status.loading")} />}
          </div>
          <h2 className="sr-only">{t("list.resultsHeading", { status: status === "all" ? t("list.all") : t(`statuses.${status}`) })}</h2>

          <div aria-busy={loading} className={cx("transition-opacity", loading && "opacity-60")}>
            {list.properties.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
                <p className="text-slate-700 dark:text-slate-300">
                  {status === "all" ? t("list.empty") : t("list.emptyFiltered", { status: t(`statuses.${status}`) })}
                </p>
                <div className="mt-4 flex flex-wrap justify-center gap-3">
                  {status !== "all" && (
                    <Link to="/my-properties" className={buttonClass("secondary", "md")}>
                      {t("list.showAll")}
                    </Link>
                  )}
                  {addButton}
                </div>
              </div>
            ) : (
              <PropertyGrid columns="sidebar" label={t("common:pages.myProperties")}>
                {list.properties.map((p, i) => (
                  <PropertyGridItem key={p.id}>
                    <PropertyCard
                      property={p}
                      eager={i < 2}
                      owner={{
                        stats:
                          list.premium && p.views_count !== null && p.favorites_count !== null
                            ? { views: p.views_count, favorites: p.favorites_count }
                            : undefined,
                        deleteAction: (
                          <Link to={withDelete(p.id)} preventScrollReset className={buttonClass("danger", "sm", "flex-1")} aria-describedby={`property-${p.id}-title`}>
                            {t("listings:card.delete")}
                          </Link>
                        ),
                      }}
                    />
                  </PropertyGridItem>
                ))}
              </PropertyGrid>
            )}
          </div>
        </>
      )}

      {deleteTarget && <DeletePropertyModal target={deleteTarget} closeTo={withDelete(null)} error={deleteError} />}
    </main>
  );
}
