import { Bell, CalendarDays, CircleCheck, Clock, Crown, Eye, Heart, Home, Plus, Settings, Shield, UserCog } from "~/ui/icons";
import { Link } from "react-router";
import type { ProfileOverview } from "~/.server/profile/get-profile";
import { formatDate } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { useLoginHref } from "~/lib/use-login-href";
import { Alert } from "~/ui/alert";
import { buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";
import { LockedStats, StatCard } from "~/ui/stat-cards";
import { usePromises } from "~/lib/use-promises";

/** The profile and its statistics, as `getProfileOverview` returns them. */
export type ProfilePageData = ProfileOverview & { monthly_price: number };

const USER_TYPES = ["buyer", "seller", "renter", "landlord", "agency"] as const;

/** The spec's labels for the four user types; any other stored value is shown as it is (document 1 §3). */
function useUserTypeLabel() {
  const { t } = useTranslation("profile");
  return (type: string) => {
    const known = USER_TYPES.find((k) => k === type);
    return known ? t(`userTypes.${known}`) : type;
  };
}

const card = "rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";
const badge = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** 'Informacioni i profilit nuk është i disponueshëm' with the request to log in again (document 1 §8). */
export function ProfileMissing() {
  const { t } = useTranslation("profile");
  const loginHref = useLoginHref();
  return (
    <Alert tone="error">
      <p className="font-semibold">{t("missing.title")}</p>
      <p>{t("missing.body")}</p>
      <Link to={loginHref} className="mt-2 inline-block font-semibold underline">
        {t("missing.login")}
      </Link>
    </Alert>
  );
}

/** The profile page of document 1 §2: header with badges, statistics (masked for free users), personal info, quick actions. */
export function ProfileView({ data }: { data: ProfilePageData }) {
  const { t, i18n } = useTranslation("profile");
  const f = useFormats();
  const promises = usePromises();
  const userTypeLabel = useUserTypeLabel();
  const { profile, stats } = data;
  const premium = profile.premium_active;

  const plan = premium
    ? profile.premium_until
      ? t("info.planPremiumUntil", { date: formatDate(profile.premium_until, i18n.language) })
      : t("info.planPremium")
    : profile.is_premium && profile.premium_until
      ? t("info.planExpired", { date: formatDate(profile.premium_until, i18n.language) })
      : t("info.planFree");

  const actions = [
    { to: "/my-properties", key: "myProperties", icon: Home },
    { to: "/add-property", key: "addProperty", icon: Plus },
    { to: "/premium", key: "premium", icon: Crown },
    { to: "/settings", key: "settings", icon: Settings },
    { to: "/notifications", key: "notifications", icon: Bell },
  ] as const;

  return (
    <div className="space-y-8">
      <section aria-labelledby="profile-name" className={cx(card, "p-6")}>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <span
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white dark:bg-brand-600"
          >
            {profile.name.trim().charAt(0).toUpperCase() || "?"}
          </span>
          <div className="min-w-0 flex-1">
            <h1 id="profile-name" className="text-2xl font-bold break-words sm:text-3xl">
              {profile.name}
            </h1>
            <p className="mt-0.5 break-all text-slate-600 dark:text-slate-300">{profile.email}</p>
            <ul aria-label={t("badges.label")} className="mt-3 flex flex-wrap gap-2">
              <li data-testid="user-type" className={cx(badge, "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100")}>
                {userTypeLabel(profile.user_type)}
              </li>
              {profile.is_admin && (
                <li data-testid="badge-admin" className={cx(badge, "bg-brand-100 text-brand-900 dark:bg-brand-950 dark:text-brand-100")}>
                  <Shield aria-hidden="true" className="h-3 w-3" />
                  {t("badges.admin")}
                </li>
              )}
              {premium ? (
                <li data-testid="badge-premium" className={cx(badge, "bg-gold-100 text-gold-700 dark:bg-gold-300 dark:text-slate-950")}>
                  <Crown aria-hidden="true" className="h-3 w-3" />
                  {t("badges.premium")}
                </li>
              ) : (
                <li className={cx(badge, "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200")}>{t("badges.free")}</li>
              )}
            </ul>
          </div>
          <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
            <Link to="/settings" className={buttonClass("secondary", "md")}>
              <UserCog aria-hidden="true" className="h-4 w-4" />
              {t("header.manage")}
            </Link>
            {!premium && promises.premiumOffered && (
              <Link to="/premium" className={buttonClass("gold", "md")}>
                <Crown aria-hidden="true" className="h-4 w-4" />
                {t("header.upgrade")}
              </Link>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="mb-3 text-lg font-semibold">
          {t("stats.title")}
        </h2>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard icon={Home} testId="stat-all" label={t("stats.all")} value={String(stats.total_properties)} />
          <StatCard icon={CircleCheck} testId="stat-active" label={t("stats.active")} value={String(stats.active_properties)} />
          <StatCard icon={Clock} testId="stat-pending" label={t("stats.pending")} value={String(stats.pending_properties)} />
          <StatCard
            icon={CalendarDays}
            testId="stat-age"
            label={t("stats.age")}
            value={t("stats.ageValue", { count: profile.account_age_days })}
          />
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {premium && stats.views && stats.favorites !== undefined ? (
            <>
              <StatCard
                icon={Eye}
                testId="stat-views"
                label={t("stats.views")}
                value={String(stats.views.total)}
                sub={t("stats.week", { count: stats.views.last_7_days })}
              />
              <StatCard icon={Heart} testId="stat-favorites" label={t("stats.favorites")} value={String(stats.favorites)} />
            </>
          ) : (
            <LockedStats labels={[t("stats.views"), t("stats.favorites")]} message={t("stats.locked")} upgrade={t("stats.upgrade")} />
          )}
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="info-title" className={card}>
          <h2 id="info-title" className="text-lg font-semibold">
            {t("info.title")}
          </h2>
          <dl className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
            {(
              [
                ["name", t("info.name"), profile.name],
                ["email", t("info.email"), profile.email],
                ["phone", t("info.phone"), profile.phone || t("info.noPhone")],
                ["user-type", t("info.userType"), userTypeLabel(profile.user_type)],
                ["personal-id", t("info.personalId"), profile.personal_id ?? t("info.noPersonalId")],
                ["member-since", t("info.memberSince"), formatDate(profile.created_at, i18n.language)],
                ["plan", t("info.plan"), plan],
              ] as const
            ).map(([id, label, value]) => (
              <div key={id} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:justify-between sm:gap-4">
                <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
                <dd data-testid={`info-${id}`} className={cx("font-medium break-words sm:text-right", id === "personal-id" && "font-mono")}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="actions-title" className={card}>
          <h2 id="actions-title" className="text-lg font-semibold">
            {t("actions.title")}
          </h2>
          <ul className="mt-3 space-y-2">
            {actions.map(({ to, key, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 hover:border-brand-300 hover:bg-brand-50 dark:border-slate-800 dark:hover:border-brand-700 dark:hover:bg-slate-800"
                >
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300">
                    <Icon aria-hidden="true" className="h-5 w-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold">{t(`actions.${key}.title`)}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-300">{t(`actions.${key}.body`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>

      {!premium && promises.premiumOffered && (
        <section
          aria-labelledby="promo-title"
          className="flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between dark:bg-brand-950 dark:ring-1 dark:ring-brand-800"
        >
          <div>
            <h2 id="promo-title" className="flex items-center gap-2 text-lg font-semibold">
              <Crown aria-hidden="true" className="h-5 w-5 text-gold-300" />
              {t("promo.title")}
            </h2>
            <p className="mt-1 max-w-2xl text-brand-100">
              {t("promo.body", { price: f.money(data.monthly_price), photos: promises.premiumPhotos })}
            </p>
          </div>
          <Link to="/premium" className={buttonClass("gold", "md", "shrink-0")}>
            {t("promo.cta")}
          </Link>
        </section>
      )}
    </div>
  );
}
