import { Crown, Plus, Trash2 } from "~/ui/icons";
import { Link, useLocation, useNavigation } from "react-router";
import type { OwnPropertiesResult } from "~/.server/properties/list-own-properties";
import { formatLongDate } from "~/domain/format";
import type { OwnerStatusFilter } from "~/domain/schemas/property-form";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";
import { Flash } from "~/ui/flash";
import { LoadError } from "~/ui/load-error";
import { PageHeader } from "~/ui/page-header";
import { OwnerPropertyCard, ownerDeleteClass } from "~/ui/owner-property-card";
import { PropertyGrid, PropertyGridItem } from "~/ui/property-card";
import { Spinner } from "~/ui/spinner";
import { DeletePropertyModal } from "./delete-property-modal";
import { CHANGE_PARAMS, ListingLifecycleActions, ListingLifecycleNote, StatusChangeModal, statusChangeOf } from "./listing-lifecycle";
import { StatusFilter } from "./status-filter";
import { usePromises } from "~/lib/use-promises";

type MyPropertiesViewProps = {
  /** The owner's properties under the filter, or null when they could not be read. */
  list: OwnPropertiesResult | null;
  /** The free account's limit note: how many of how many (null: premium, no limit). */
  limits: { count: number; limit: number | null } | null;
  status: OwnerStatusFilter;
  /** The delete just done (?deleted=1), and a refused action's message (delete, renew, status). */
  deleted: boolean;
  /** The renewal or status change just done (the listing it was about). */
  changed: { kind: "renewed" | "status_changed"; id: string } | null;
  actionError: string | null;
};

/**
 * /my-properties (document 1 §2): the owner's listings by status, the limit note, and delete. The cards
 * are the compact owner cards (issue 34 §12); delete and the status changes that take a listing away
 * from buyers open a confirmation named by the address (`?delete={id}`, `?change={id}&to=sold`).
 */
export function MyPropertiesView({ list, limits, status, deleted, changed, actionError }: MyPropertiesViewProps) {
  const { t, i18n } = useTranslation("properties");
  const promises = usePromises();
  const location = useLocation();
  const navigation = useNavigation();
  // Loading state (document 1 §2): while another status filter is being read.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/my-properties";
  // The dialog's property comes from the list already on the page: only the owner's own can be chosen.
  // Arriving from the property form after a save (property-form.tsx adds ?saved=).
  const savedParam = new URLSearchParams(location.search).get("saved");
  const saved = savedParam === "created" || savedParam === "updated" || savedParam === "review" ? savedParam : null;
  const deleteTarget = list?.properties.find((p) => p.id === new URLSearchParams(location.search).get("delete")) ?? null;
  const changeTarget = deleteTarget ? null : statusChangeOf(location.search, list?.properties ?? []);
  const changedListing = changed ? list?.properties.find((p) => p.id === changed.id) : undefined;

  const withDelete = (id: string | null) => {
    const params = new URLSearchParams(location.search);
    for (const key of ["deleted", "renewed", "status_changed", ...CHANGE_PARAMS]) params.delete(key);
    if (id) params.set("delete", id);
    else params.delete("delete");
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };

  const addButton = (
    <Link to="/add-property" className={buttonClass("primary", "md")}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {t("list.add")}
    </Link>
  );

  return (
    <main id="main" className="space-y-6">
      <PageHeader title={t("common:pages.myProperties")} subtitle={t("list.subtitle")} actions={addButton} />
      {deleted && <Flash tone="success">{t("list.deleted")}</Flash>}
      {saved && (
        <Flash key={location.key} tone="success">
          {saved === "created" ? t("list.savedCreated") : saved === "review" ? t("list.savedReview") : t("list.savedUpdated")}
        </Flash>
      )}
      {changed && changedListing && (
        <Flash key={location.key} tone="success">
          {changed.kind === "renewed" && changedListing.expires_at
            ? t("lifecycle.renewed", { date: formatLongDate(changedListing.expires_at, i18n.language) })
            : t("lifecycle.statusChanged", { status: t(`statuses.${changedListing.status}`) })}
        </Flash>
      )}
      {actionError && !deleteTarget && !changeTarget && <Flash tone="error">{actionError}</Flash>}

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
              {promises.premiumOffered && (
                <Link
                  to="/premium"
                  className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  <Crown aria-hidden="true" className="h-4 w-4" />
                  {t("list.upgrade")}
                </Link>
              )}
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
              <PropertyGrid columns="owner" label={t("common:pages.myProperties")}>
                {list.properties.map((p, i) => (
                  <PropertyGridItem key={p.id}>
                    <OwnerPropertyCard
                      property={p}
                      eager={i < 4}
                      notes={<ListingLifecycleNote listing={p} />}
                      actions={<ListingLifecycleActions listing={p} />}
                      stats={
                        list.premium && p.views_count !== null && p.favorites_count !== null
                          ? { views: p.views_count, favorites: p.favorites_count }
                          : undefined
                      }
                      deleteAction={
                        <Link
                          to={withDelete(p.id)}
                          preventScrollReset
                          className={ownerDeleteClass}
                          aria-describedby={`property-${p.id}-title`}
                        >
                          <Trash2 aria-hidden="true" className="h-4 w-4" />
                          {t("listings:card.delete")}
                        </Link>
                      }
                    />
                  </PropertyGridItem>
                ))}
              </PropertyGrid>
            )}
          </div>
        </>
      )}

      {deleteTarget && <DeletePropertyModal target={deleteTarget} closeTo={withDelete(null)} error={actionError} />}
      {changeTarget && (
        <StatusChangeModal target={changeTarget.listing} to={changeTarget.to} closeTo={withDelete(null)} error={actionError} />
      )}
    </main>
  );
}
