import { Building2, Eye, Heart, Users } from "~/ui/icons";
import { Link } from "react-router";
import type { DashboardStats } from "~/.server/admin/dashboard";
import { formatDate } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { PremiumBadge, StatusBadge, useUserTypeLabel } from "./badges";
import { BarList } from "./bars";
import { StatCard } from "./stat-card";
import type { UnsetDetail } from "~/.server/platform/settings";
import { Alert } from "~/ui/alert";

const UNSET_LABELS = {
  contact_email: "settings.contactEmail",
  contact_phone: "settings.contactPhone",
  contact_address: "settings.contactAddress",
  iban: "settings.iban",
} as const;

/** A fresh install shows no contact details or bank account until they are set: say which are missing. */
function UnsetDetailsNotice({ unset }: { unset: UnsetDetail[] }) {
  const { t } = useTranslation("admin");
  return (
    <Alert tone="info">
      <p className="font-semibold">{t("dashboard.unsetTitle")}</p>
      <p className="mt-1">{t("dashboard.unsetText", { details: unset.map((key) => t(UNSET_LABELS[key])).join(", ") })}</p>
      <Link
        to={`/admin/settings?tab=${unset.includes("iban") && unset.length === 1 ? "premium" : "site"}`}
        className="mt-2 inline-block font-semibold underline"
      >
        {t("dashboard.unsetLink")}
      </Link>
    </Alert>
  );
}

const card = "rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";

/** /admin (document 2 §2.3): the totals, distributions, quick figures and the newest properties and users. */
export function AdminDashboardView({ stats: s, unset }: { stats: DashboardStats; unset: UnsetDetail[] }) {
  const { t, i18n } = useTranslation("admin");
  const f = useFormats();
  const typeLabel = useUserTypeLabel();
  return (
    <div className="space-y-6">
      <h2 className="sr-only">{t("dashboard.metaTitle")}</h2>
      {unset.length > 0 && <UnsetDetailsNotice unset={unset} />}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={Users}
          label={t("dashboard.users")}
          value={f.decimal(s.totalUsers, 2)}
          sub={t("dashboard.usersSub", { count: s.premiumUsers })}
        />
        <StatCard
          icon={Building2}
          label={t("dashboard.properties")}
          value={f.decimal(s.totalProperties, 2)}
          sub={t("dashboard.propertiesSub", { count: s.activeListings })}
          tone="green"
        />
        <StatCard
          icon={Eye}
          label={t("dashboard.views")}
          value={f.decimal(s.totalViews, 2)}
          sub={t("dashboard.viewsSub", { count: s.viewsToday })}
          tone="gold"
        />
        <StatCard icon={Heart} label={t("dashboard.favorites")} value={f.decimal(s.totalFavorites, 2)} tone="red" />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <section className={card} aria-labelledby="by-type">
          <h3 id="by-type" className="mb-4 font-semibold">
            {t("dashboard.byType")}
          </h3>
          {s.byType.length ? (
            <BarList label={t("dashboard.byType")} items={s.byType.map((r) => ({ label: t(`types.${r.type}`), value: r.count }))} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("dashboard.noData")}</p>
          )}
        </section>
        <section className={card} aria-labelledby="top-locations">
          <h3 id="top-locations" className="mb-4 font-semibold">
            {t("dashboard.topLocations")}
          </h3>
          {s.topLocations.length ? (
            <BarList label={t("dashboard.topLocations")} items={s.topLocations.map((r) => ({ label: r.location, value: r.count }))} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("dashboard.noData")}</p>
          )}
        </section>
        <section className={card} aria-labelledby="quick">
          <h3 id="quick" className="mb-4 font-semibold">
            {t("dashboard.quickStats")}
          </h3>
          <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {[
              [
                t("dashboard.averageSalePrice"),
                s.quick.averageSalePrice === null ? t("common.notAvailable") : f.money(s.quick.averageSalePrice),
              ],
              [
                t("dashboard.averageRentPrice"),
                s.quick.averageRentPrice === null
                  ? t("common.notAvailable")
                  : f.price(s.quick.averageRentPrice, "rent", t("common.perMonth")),
              ],
              [
                t("dashboard.averageDuration"),
                s.quick.averageListingDays === null ? t("common.notAvailable") : t("dashboard.days", { count: s.quick.averageListingDays }),
              ],
              [t("dashboard.propertiesThisMonth"), f.decimal(s.propertiesThisMonth, 2)],
              [t("dashboard.premiumShare"), `${s.quick.premiumShare}%`],
            ].map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 py-2.5">
                <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="whitespace-nowrap text-right font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className={card} aria-labelledby="recent-properties">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h3 id="recent-properties" className="font-semibold">
              {t("dashboard.recentProperties")}
            </h3>
            <Link to="/admin/properties" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {t("common.viewAll")}
            </Link>
          </div>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {s.recentProperties.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link
                    to={`/admin/properties/${p.id}`}
                    className="line-clamp-1 font-medium text-brand-800 hover:underline dark:text-brand-300"
                  >
                    {p.title}
                  </Link>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {p.location} · {p.owner_name ?? "—"} · {formatDate(p.created_at, i18n.language)}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="text-sm font-semibold tabular-nums">{f.price(p.price, p.listing_type, t("common.perMonth"))}</span>
                  <StatusBadge status={p.status} />
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section className={card} aria-labelledby="recent-users">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h3 id="recent-users" className="font-semibold">
              {t("dashboard.recentUsers")}
            </h3>
            <Link to="/admin/users" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {t("common.viewAll")}
            </Link>
          </div>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {s.recentUsers.map((u) => (
              <li key={u.id} className="flex items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {u.name.charAt(0).toUpperCase()}
                  </span>
                  <div className="min-w-0">
                    <p className="truncate font-medium">{u.name}</p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {typeLabel(u.user_type)} · {formatDate(u.created_at, i18n.language)}
                    </p>
                  </div>
                </div>
                {u.premium_active && <PremiumBadge />}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
