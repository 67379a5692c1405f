import {
  ArrowRight,
  Bell,
  BellRing,
  Eye,
  Heart,
  Home,
  IdCard,
  Inbox,
  Plus,
  Search,
  Send,
  Shield,
  ShieldAlert,
  Trash2,
  X,
  type IconComponent,
} from "~/ui/icons";
import { useRef } from "react";
import { Link } from "react-router";
import { OwnerPropertyCard, ownerDeleteClass } from "~/ui/owner-property-card";
import { PropertyGrid, PropertyGridItem, type PropertyCardData } from "~/ui/property-card";
import type { AccountKind } from "~/domain/account-kind";
import { useTranslation } from "~/i18n/react";
import { LockedStats, StatCard } from "~/ui/stat-cards";
import { buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";

export type DashboardData = {
  name: string;
  user_type: string;
  /** Seekers (buyers, renters) and owners see different things first (domain/account-kind.ts). */
  kind: AccountKind;
  personal_id: string | null;
  premium: boolean;
  latest: (PropertyCardData & { stats?: { views: number; favorites: number } })[];
  stats: {
    total_properties: number;
    active_properties: number;
    pending_properties: number;
    views?: { total: number; last_7_days: number };
    favorites?: number;
    phone_reveals?: number;
  };
  /** The user's own counts behind the shortcuts. */
  activity: { favorites: number; saved_searches: number; sent_requests: number; received_pending: number; unread_notifications: number };
  /** Administrators only: what waits in the admin area. */
  admin: { pendingProperties: number; openReports: number } | null;
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

const tile =
  "flex min-w-0 flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 transition hover:border-brand-500 hover:shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-400 sm:p-5";

/** A shortcut of the summary: the count, what it counts, and the page it opens. */
function Shortcut({
  to,
  icon: Icon,
  label,
  value,
  sub,
  testId,
}: {
  to: string;
  icon: IconComponent;
  label: string;
  value: number;
  sub?: string;
  testId: string;
}) {
  return (
    <Link to={to} data-testid={testId} className={tile}>
      <span className="flex items-start justify-between gap-2">
        <span className="text-2xl font-bold sm:text-3xl">{value}</span>
        <Icon aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
      </span>
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</span>
      {sub && <span className="text-xs text-slate-600 dark:text-slate-300">{sub}</span>}
    </Link>
  );
}

/** For administrators, first: what waits for them in the admin area, and the way there. */
function AdminNote({ queue }: { queue: NonNullable<DashboardData["admin"]> }) {
  const { t } = useTranslation("dashboard");
  return (
    <section
      aria-labelledby="admin-note-title"
      data-testid="dashboard-admin"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-950/60"
    >
      <div className="min-w-0">
        <h2 id="admin-note-title" className="flex items-center gap-2 font-semibold">
          <Shield aria-hidden="true" className="h-5 w-5 shrink-0" />
          {t("admin.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
          {t("admin.pending", { count: queue.pendingProperties })} · {t("common:admin.openReports", { count: queue.openReports })}
        </p>
      </div>
      <Link to="/admin" className={buttonClass("primary", "sm")}>
        {t("admin.open")}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </section>
  );
}

/** A buyer's or renter's summary (issue 34 §7): favourites, saved searches, requests sent, notifications. */
function SeekerSummary({ data }: { data: DashboardData }) {
  const { t } = useTranslation("dashboard");
  const a = data.activity;
  return (
    <section aria-labelledby="summary-title" className="space-y-4">
      <h2 id="summary-title" className="text-lg font-semibold">
        {t("summary.title")}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <Shortcut to="/favorites" icon={Heart} testId="shortcut-favorites" label={t("seeker.favorites")} value={a.favorites} />
        <Shortcut
          to="/kerkimet-e-ruajtura"
          icon={BellRing}
          testId="shortcut-saved-searches"
          label={t("seeker.savedSearches")}
          value={a.saved_searches}
        />
        <Shortcut to="/messages?box=sent" icon={Send} testId="shortcut-sent" label={t("seeker.sent")} value={a.sent_requests} />
        <Shortcut
          to="/notifications"
          icon={Bell}
          testId="shortcut-notifications"
          label={t("seeker.unread")}
          value={a.unread_notifications}
        />
      </div>
      <Link to="/listings" className={buttonClass("primary", "md", "w-full sm:w-auto")}>
        <Search aria-hidden="true" className="h-4 w-4" />
        {t("seeker.browse")}
      </Link>
    </section>
  );
}

/** An owner's summary: their listings, new requests, a new listing, and the figures (premium) or the offer. */
function OwnerSummary({ data }: { data: DashboardData }) {
  const { t } = useTranslation("dashboard");
  const { stats } = data;
  return (
    <section aria-labelledby="summary-title" className="space-y-4">
      <h2 id="summary-title" className="text-lg font-semibold">
        {t("summary.title")}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <Shortcut
          to="/my-properties"
          icon={Home}
          testId="stat-active"
          label={t("summary.active")}
          value={stats.active_properties}
          sub={stats.pending_properties > 0 ? t("owner.pending", { count: stats.pending_properties }) : undefined}
        />
        <Shortcut
          to="/messages?box=received"
          icon={Inbox}
          testId="shortcut-received"
          label={t("owner.received")}
          value={data.activity.received_pending}
        />
        <Link
          to="/add-property"
          className={cx(
            tile,
            "col-span-2 flex-row items-center justify-center gap-2 font-semibold text-brand-800 dark:text-brand-200 sm:col-span-1 sm:flex-col",
          )}
        >
          <Plus aria-hidden="true" className="h-5 w-5" />
          {t("common:nav.addProperty")}
        </Link>
      </div>
      {data.premium && stats.views && stats.favorites !== undefined ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          <StatCard
            icon={Eye}
            testId="stat-views"
            label={t("summary.views")}
            value={String(stats.views.total)}
            sub={t("summary.week", { count: stats.views.last_7_days })}
          />
          <StatCard icon={Heart} testId="stat-favorites" label={t("summary.favorites")} value={String(stats.favorites)} />
        </div>
      ) : (
        <LockedStats labels={[t("summary.views"), t("summary.favorites")]} message={t("summary.locked")} upgrade={t("summary.upgrade")} />
      )}
      {data.premium && stats.phone_reveals !== undefined && (
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300" data-testid="stat-phone-reveals">
          {t("summary.phoneReveals", { count: stats.phone_reveals })}
        </p>
      )}
    </section>
  );
}

/** The owner's newest listings (compact cards), or the prompt to add the first. */
function LatestListings({ data }: { data: DashboardData }) {
  const { t } = useTranslation("dashboard");
  return (
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
        <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <p className="text-slate-600 dark:text-slate-300">{t("latest.empty")}</p>
          <Link to="/add-property" className={buttonClass("primary", "md", "mt-4")}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t("latest.add")}
          </Link>
        </div>
      ) : (
        <PropertyGrid columns="owner" label={t("latest.title")}>
          {data.latest.map((p, i) => (
            <PropertyGridItem key={p.id}>
              <OwnerPropertyCard
                property={p}
                eager={i < 2}
                stats={data.premium ? p.stats : undefined}
                // The confirmation lives on /my-properties.
                deleteAction={
                  <Link to={`/my-properties?delete=${p.id}`} className={ownerDeleteClass} aria-describedby={`property-${p.id}-title`}>
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    {t("listings:card.delete")}
                  </Link>
                }
              />
            </PropertyGridItem>
          ))}
        </PropertyGrid>
      )}
    </section>
  );
}

/**
 * The dashboard of document 1 §2: welcome, personal ID, the activity summary and the latest 4 listings,
 * led by what the account does first (issue 34 §7). Administrators see the admin area's queue first.
 * Buyers and renters get their favourites, saved searches, requests sent and notifications, and no
 * owner figures; their own listings only once they have some, otherwise a quiet invitation to post one.
 * Sellers, landlords and agencies get their listings, new requests, a new listing and the figures
 * (masked for free users).
 */
export function DashboardView({ data }: { data: DashboardData }) {
  const { t } = useTranslation("dashboard");
  const introKey = INTROS.find((k) => k === data.user_type) ?? "other";
  const seeker = data.kind === "seeker";
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

      {data.admin && <AdminNote queue={data.admin} />}

      {seeker ? <SeekerSummary data={data} /> : <OwnerSummary data={data} />}

      {seeker && data.stats.total_properties === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t("seeker.postQuestion")}{" "}
          <Link to="/add-property" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t("seeker.postLink")}
          </Link>
        </p>
      ) : (
        <LatestListings data={data} />
      )}
    </div>
  );
}
