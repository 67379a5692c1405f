import { Eye, Heart, Home, IdCard, Plus, ShieldAlert, X } from "~/ui/icons";
import { useRef } from "react";
import { Link } from "react-router";
import { PropertyCard, PropertyGrid, PropertyGridItem, type PropertyCardData } from "~/ui/property-card";
import { useTranslation } from "~/i18n/react";
import { LockedStats, StatCard } from "~/ui/stat-cards";
import { buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";

export type DashboardData = {
  name: string;
  user_type: string;
  personal_id: string | null;
  premium: boolean;
  latest: (PropertyCardData & { stats?: { views: number; favorites: number } })[];
  stats: { active_properties: number; views?: { total: number; last_7_days: number }; favorites?: number; phone_reveals?: number };
};

const INTROS = ["buyer", "renter", "seller", "landlord", "agency"] as const;

function PersonalIdDialog({ personalId }: { personalId: string | null }) {
  const { t } = useTranslation("dashboard");
  const ref = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" onClick={() => ref.current?.showModal()} className={buttonClass("secondary", "md")}>
        <IdCard aria-hidden="true" className="h-4 w-4" />
        {t("personalId.open")}
      </button>
      <dialog
        ref={ref}
        aria-labelledby="personal-id-title"
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="personal-id-title" className="text-lg font-semibold">
            {t("personalId.title")}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            aria-label={t("personalId.close")}
            className={buttonClass("ghost", "sm", "px-2")}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
        <p
          data-testid="personal-id"
          className="mt-4 rounded-lg bg-slate-100 px-4 py-3 text-center font-mono text-xl font-bold tracking-wider dark:bg-slate-800"
        >
          {personalId ?? t("personalId.missing")}
        </p>
        <div className="mt-4 flex gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <div>
            <p className="font-semibold">{t("personalId.warning")}</p>
            <p>{t("personalId.admins")}</p>
          </div>
        </div>
      </dialog>
    </>
  );
}

/** The dashboard of document 1 §2: welcome, personal ID, activity summary (masked for free users), latest 4. */
export function DashboardView({ data }: { data: DashboardData }) {
  const { t } = useTranslation("dashboard");
  const introKey = INTROS.find((k) => k === data.user_type) ?? "other";
  const { stats } = data;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t("welcome", { name: data.name })}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t(`intro.${introKey}`)}</p>
          {data.user_type === "agency" && (
            <Link to="/agjencia" className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {t("agencyDetails")}
            </Link>
          )}
        </div>
        <PersonalIdDialog personalId={data.personal_id} />
      </div>

      <section aria-labelledby="summary-title">
        <h2 id="summary-title" className="mb-3 text-lg font-semibold">
          {t("summary.title")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard icon={Home} testId="stat-active" label={t("summary.active")} value={String(stats.active_properties)} />
          {data.premium && stats.views && stats.favorites !== undefined ? (
            <>
              <StatCard
                icon={Eye}
                testId="stat-views"
                label={t("summary.views")}
                value={String(stats.views.total)}
                sub={t("summary.week", { count: stats.views.last_7_days })}
              />
              <StatCard icon={Heart} testId="stat-favorites" label={t("summary.favorites")} value={String(stats.favorites)} />
            </>
          ) : (
            <LockedStats
              labels={[t("summary.views"), t("summary.favorites")]}
              message={t("summary.locked")}
              upgrade={t("summary.upgrade")}
            />
          )}
        </div>
        {data.premium && stats.phone_reveals !== undefined && (
          <p className="mt-3 text-sm font-medium text-slate-700 dark:text-slate-300" data-testid="stat-phone-reveals">
            {t("summary.phoneReveals", { count: stats.phone_reveals })}
          </p>
        )}
      </section>

      <section aria-labelledby="latest-title">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id="latest-title" className="text-lg font-semibold">
            {t("latest.title")}
          </h2>
          {data.latest.length > 0 && (
            <Link to="/my-properties" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
              {t("latest.all")}
            </Link>
          )}
        </div>
        {data.latest.length === 0 ? (
          <div className={cx("rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700")}>
            <p className="text-slate-600 dark:text-slate-300">{t("latest.empty")}</p>
            <Link to="/add-property" className={buttonClass("primary", "md", "mt-4")}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t("latest.add")}
            </Link>
          </div>
        ) : (
          <PropertyGrid columns="sidebar" label={t("latest.title")}>
            {data.latest.map((p, i) => (
              <PropertyGridItem key={p.id}>
                <PropertyCard
                  property={p}
                  eager={i < 2}
                  owner={{
                    stats: data.premium ? p.stats : undefined,
                    // The confirmation lives on /my-properties.
                    deleteAction: (
                      <Link
                        to={`/my-properties?delete=${p.id}`}
                        className={buttonClass("danger", "sm", "flex-1")}
                        aria-describedby={`property-${p.id}-title`}
                      >
                        {t("listings:card.delete")}
                      </Link>
                    ),
                  }}
                />
              </PropertyGridItem>
            ))}
          </PropertyGrid>
        )}
      </section>
    </div>
  );
}
