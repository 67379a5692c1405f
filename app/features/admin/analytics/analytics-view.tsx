import { Building2, Eye, Heart, Users } from "~/ui/icons";
import { Link } from "react-router";
import type { ActivityItem, Analytics, Total, Trend } from "~/.server/admin/analytics";
import { formatDateTime } from "~/domain/format";
import { ANALYTICS_PERIODS } from "~/domain/schemas/admin";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { cx } from "~/ui/cx";
import { useUserTypeLabel } from "../shared/badges";
import { BarList } from "../shared/bars";
import { StatCard } from "../shared/stat-card";
import { TrendChart } from "./trend-chart";

const card = "rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900";

function useChangeText() {
  const { t } = useTranslation("admin");
  return (change: number | null) =>
    change === null ? t("analytics.noChange") : t("analytics.change", { sign: change > 0 ? "+" : "", value: change });
}

function TotalSub({ total }: { total: Total }) {
  const { t } = useTranslation("admin");
  const f = useFormats();
  const changeText = useChangeText();
  return (
    <>
      {t("analytics.inPeriod", { count: f.decimal(total.inPeriod, 2) })}
      <span
        className={cx(
          "block text-xs",
          total.change === null ? "" : total.change >= 0 ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400",
        )}
      >
        {changeText(total.change)}
      </span>
    </>
  );
}

function Metric({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl bg-slate-100 p-4 dark:bg-slate-800">
      <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
    </div>
  );
}

function Activity({ item }: { item: ActivityItem }) {
  const { t } = useTranslation("admin");
  const typeLabel = useUserTypeLabel();
  switch (item.kind) {
    case "user_registered":
      return <>{t("analytics.actUser", { name: item.name, type: typeLabel(item.user_type) })}</>;
    case "property_posted":
      return (
        <>
          {t("analytics.actProperty", { owner: item.owner_name ?? "—" })}{" "}
          <Link to={`/admin/properties/${item.id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {item.title}
          </Link>
        </>
      );
    case "contact_request":
      return <>{t("analytics.actRequest", { name: item.requester_name ?? "—", title: item.title ?? "—" })}</>;
    case "admin_action": {
      const key = item.action.replace(".", "_");
      const known = [
        "user_premium_on",
        "user_premium_off",
        "user_premium_extend",
        "user_edit",
        "user_delete",
        "user_grant_admin",
        "user_grant_admin_bulk",
        "user_verify",
        "user_unverify",
        "user_verification_lapsed",
        "property_status",
        "property_featured",
        "property_delete",
        "property_edit",
        "settings_save",
        "data_backup",
        "report_dismiss",
        "report_deactivate",
        "report_contact_owner",
      ];
      const action = t(`analytics.actions.${(known.includes(key) ? key : "other") as "other"}`);
      return (
        <>
          {t("analytics.actAdmin", { actor: item.actor_email ?? "—", action })}
          {item.title ? ` · ${item.title}` : ""}
        </>
      );
    }
  }
}

function trendValue(trend: Trend, format: (n: number) => string, changeText: (c: number | null) => string, na: string) {
  return { value: trend.current === null ? na : format(trend.current), hint: changeText(trend.change) };
}

/** /admin/analytics (document 2 §2.8): the period's totals and trends, distributions, performance and activity. */
export function AnalyticsView({ analytics: a }: { analytics: Analytics }) {
  const { t, i18n } = useTranslation("admin");
  const f = useFormats();
  const changeText = useChangeText();
  const periodLabel = {
    "30days": t("analytics.period30days"),
    "90days": t("analytics.period90days"),
    "6months": t("analytics.period6months"),
    "1year": t("analytics.period1year"),
  };
  const sale = trendValue(a.performance.averageSalePrice, f.money, changeText, t("common.notAvailable"));
  const rent = trendValue(
    a.performance.averageRentPrice,
    (n) => `${f.money(n)}${t("common.perMonth")}`,
    changeText,
    t("common.notAvailable"),
  );
  return (
    <div className="space-y-6">
      <nav aria-label={t("analytics.periods")} className="flex flex-wrap gap-2">
        {ANALYTICS_PERIODS.map((p) => (
          <Link
            key={p}
            to={`?period=${p}`}
            preventScrollReset
            aria-current={a.period === p ? "page" : undefined}
            className={cx(
              "rounded-lg px-4 py-2 text-sm font-semibold",
              a.period === p
                ? "bg-brand-700 text-white dark:bg-brand-600"
                : "bg-white text-slate-800 hover:bg-slate-200 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800",
            )}
          >
            {periodLabel[p]}
          </Link>
        ))}
      </nav>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={Users}
          label={t("analytics.users")}
          value={f.decimal(a.totals.users.total, 2)}
          sub={<TotalSub total={a.totals.users} />}
        />
        <StatCard
          icon={Building2}
          label={t("analytics.properties")}
          value={f.decimal(a.totals.properties.total, 2)}
          sub={<TotalSub total={a.totals.properties} />}
          tone="green"
        />
        <StatCard
          icon={Eye}
          label={t("analytics.views")}
          value={f.decimal(a.totals.views.total, 2)}
          sub={<TotalSub total={a.totals.views} />}
          tone="gold"
        />
        <StatCard
          icon={Heart}
          label={t("analytics.favorites")}
          value={f.decimal(a.totals.favorites.total, 2)}
          sub={<TotalSub total={a.totals.favorites} />}
          tone="red"
        />
      </div>

      <section className={card} aria-labelledby="trend">
        <h2 id="trend" className="mb-4 font-semibold">
          {t("analytics.trend")}
        </h2>
        <TrendChart months={a.monthly} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className={card} aria-labelledby="types">
          <h2 id="types" className="mb-4 font-semibold">
            {t("analytics.byType")}
          </h2>
          <BarList label={t("analytics.byType")} items={a.byType.map((r) => ({ label: t(`types.${r.type}`), value: r.count }))} />
        </section>
        <section className={card} aria-labelledby="locations">
          <h2 id="locations" className="mb-4 font-semibold">
            {t("analytics.topLocations")}
          </h2>
          <BarList label={t("analytics.topLocations")} items={a.topLocations.map((r) => ({ label: r.location, value: r.count }))} />
        </section>
        <section className={card} aria-labelledby="sale-prices">
          <h2 id="sale-prices" className="mb-4 font-semibold">
            {t("analytics.salePrices")}
          </h2>
          <BarList
            label={t("analytics.salePrices")}
            items={a.salePrices.map((b) => ({ label: t(`analytics.buckets.${b.key}`), value: b.count }))}
          />
        </section>
        <section className={card} aria-labelledby="rent-prices">
          <h2 id="rent-prices" className="mb-4 font-semibold">
            {t("analytics.rentPrices")}
          </h2>
          <BarList
            label={t("analytics.rentPrices")}
            items={a.rentPrices.map((b) => ({ label: t(`analytics.buckets.${b.key}`), value: b.count }))}
          />
        </section>
      </div>

      <section className={card} aria-labelledby="performance">
        <h2 id="performance" className="mb-4 font-semibold">
          {t("analytics.performance")}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <Metric label={t("analytics.conversion")} value={`${a.performance.conversion}%`} hint={t("analytics.conversionHint")} />
          <Metric label={t("analytics.viewsPerProperty")} value={f.decimal(a.performance.viewsPerProperty, 2)} />
          <Metric label={t("analytics.averageSalePrice")} value={sale.value} hint={`${t("analytics.newListingsHint")} · ${sale.hint}`} />
          <Metric label={t("analytics.averageRentPrice")} value={rent.value} hint={`${t("analytics.newListingsHint")} · ${rent.hint}`} />
          <Metric
            label={t("analytics.daysOnMarket")}
            value={
              a.performance.averageDaysOnMarket === null
                ? t("common.notAvailable")
                : t("dashboard.days", { count: a.performance.averageDaysOnMarket })
            }
            hint={t("analytics.daysOnMarketHint")}
          />
          <Metric
            label={t("analytics.closedDeals")}
            value={f.decimal(a.performance.closedDeals.inPeriod, 2)}
            hint={changeText(a.performance.closedDeals.change)}
          />
        </div>
      </section>

      <section className={card} aria-labelledby="activity">
        <h2 id="activity" className="mb-3 font-semibold">
          {t("analytics.activity")}
        </h2>
        {a.activity.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("analytics.noActivity")}</p>
        ) : (
          <ol className="divide-y divide-slate-200 dark:divide-slate-800">
            {a.activity.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="flex flex-col gap-0.5 py-2.5 text-sm sm:flex-row sm:justify-between sm:gap-4">
                <span>
                  <Activity item={item} />
                </span>
                <time dateTime={item.at} className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                  {formatDateTime(item.at, i18n.language)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
