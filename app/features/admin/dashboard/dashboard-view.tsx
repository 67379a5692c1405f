import { ArrowRight, Building2, Eye, Flag, Heart, Hourglass, Users, type IconComponent } from "~/ui/icons";
import { Link } from "react-router";
import type { AdminQueue, DashboardStats } from "~/.server/admin/dashboard";
import { formatDate } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { PremiumBadge, StatusBadge, useUserTypeLabel } from "../shared/badges";
import { BarList } from "../shared/bars";
import { StatCard } from "../shared/stat-card";
import type { UnsetDetail } from "~/.server/platform/settings";
import { Alert } from "~/ui/alert";
import { cx } from "~/ui/cx";

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

const card = "min-w-0 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";

/** One queue of work: its count, what it is, and the link to it; highlighted while it holds something. */
function QueueCard({ icon: Icon, count, label, to }: { icon: IconComponent; count: number; label: string; to: string }) {
  const { t } = useTranslation("admin");
  const f = useFormats();
  const waiting = count > 0;
  return (
    <Link
      to={to}
      data-testid="admin-queue-item"
      className={cx(
        "flex min-w-0 items-center gap-4 rounded-2xl border p-4 transition hover:shadow-md sm:p-5",
        waiting
          ? "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50"
          : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900",
      )}
    >
      <span
        className={cx(
          "flex h-11 w-11 shrink-0 items-center justify-center rounded-xl",
          waiting
            ? "bg-amber-200 text-amber-900 dark:bg-amber-900 dark:text-amber-100"
            : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
        )}
      >
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span data-testid="admin-queue-count" className="block text-3xl font-bold tabular-nums">
          {f.decimal(count, 0)}
        </span>
        <span className="block text-sm font-medium">{label}</span>
      </span>
      <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold">
        {t("dashboard.queueReview")}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </span>
    </Link>
  );
}

/**
 * /admin (document 2 §2.3): first what waits for an administrator (listings to approve, open reports:
 * issue 34 §8), then the totals, distributions, quick figures and the newest properties and users.
 * One column on a phone, nothing wider than the screen.
 */
export function AdminDashboardView({ queue, stats: s, unset }: { queue: AdminQueue; stats: DashboardStats; unset: UnsetDetail[] }) {
  const { t, i18n } = useTranslation("admin");
  const f = useFormats();
  const typeLabel = useUserTypeLabel();
  return (
    <div className="space-y-6">
      <h2 className="sr-only">{t("dashboard.metaTitle")}</h2>
      <section aria-labelledby="admin-queue">
        <h3 id="admin-queue" className="mb-3 font-semibold">
          {t("dashboard.queueTitle")}
        </h3>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <QueueCard
            icon={Hourglass}
            count={queue.pendingProperties}
            label={t("dashboard.pendingProperties")}
            to="/admin/properties?status=pending"
          />
          <QueueCard icon={Flag} count={queue.openReports} label={t("dashboard.openReports")} to="/admin/reports" />
        </div>
      </section>
      {unset.length > 0 && <UnsetDetailsNotice unset={unset} />}
      <section aria-labelledby="admin-figures">
        <h3 id="admin-figures" className="mb-3 font-semibold">
          {t("dashboard.figuresTitle")}
        </h3>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
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
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
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

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section className={card} aria-labelledby="recent-properties">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h3 id="recent-properties" className="font-semibold">
              {t("dashboard.recentProperties")}
            </h3>
            <Link to="/admin/properties" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {t("common.viewAll")}
            </Link>
          </div>
          {s.recentProperties.length === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("dashboard.noRecentProperties")}</p>
          )}
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
          {s.recentUsers.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t("dashboard.noRecentUsers")}</p>}
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
