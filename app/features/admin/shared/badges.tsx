import { BadgeCheck, Crown, Shield, Star } from "~/ui/icons";
import type { PropertyStatus } from "~/domain/enums";
import { REVIEWED_CHANGES, type ReviewedChange } from "~/domain/moderation";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";

const STATUS_TONES: Record<PropertyStatus, string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  active: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  inactive: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  rejected: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  expired: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  sold: "bg-brand-100 text-brand-900 dark:bg-brand-950 dark:text-brand-100",
  rented: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200",
};

const badge = "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function StatusBadge({ status }: { status: PropertyStatus }) {
  const { t } = useTranslation("admin");
  return <span className={cx(badge, STATUS_TONES[status])}>{t(`status.${status}`)}</span>;
}

export function PremiumBadge({ expired = false }: { expired?: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className={cx(
        badge,
        expired
          ? "bg-slate-200 text-slate-700 line-through dark:bg-slate-800 dark:text-slate-300"
          : "bg-gold-100 text-gold-700 dark:bg-amber-950 dark:text-amber-200",
      )}
    >
      <Crown aria-hidden="true" className="h-3 w-3" />
      {expired ? t("common.expiredPremium") : t("common.premium")}
    </span>
  );
}

export function AdminBadge() {
  const { t } = useTranslation("admin");
  return (
    <span className={cx(badge, "bg-brand-100 text-brand-900 dark:bg-brand-950 dark:text-brand-100")}>
      <Shield aria-hidden="true" className="h-3 w-3" />
      {t("common.admin")}
    </span>
  );
}

/** An administrator verified the account (the public "verifikuar" badge, issue 14 §3). */
export function VerifiedUserBadge() {
  const { t } = useTranslation("admin");
  return (
    <span className={cx(badge, "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200")}>
      <BadgeCheck aria-hidden="true" className="h-3 w-3" />
      {t("common.verified")}
    </span>
  );
}

export function FeaturedBadge() {
  const { t } = useTranslation("admin");
  return (
    <span className={cx(badge, "bg-gold-400 text-slate-950")}>
      <Star aria-hidden="true" className="h-3 w-3 fill-current" />
      {t("properties.featured")}
    </span>
  );
}

/** A label for a user type: the spec's words, unknown values raw (document 2 §3). */
export function useUserTypeLabel() {
  const { t } = useTranslation("admin");
  return (type: string) => (["buyer", "seller", "renter", "landlord", "agency"].includes(type) ? t(`userTypes.${type as "buyer"}`) : type);
}

/** What an owner changed in an approved listing, waiting for review (domain/moderation.ts). */
export function ReviewChanges({ changes }: { changes: readonly string[] | null | undefined }) {
  const { t } = useTranslation("admin");
  if (!changes?.length) return null;
  const names = changes.filter((c): c is ReviewedChange => (REVIEWED_CHANGES as readonly string[]).includes(c));
  return (
    <p className="text-xs font-medium text-amber-900 dark:text-amber-200" data-testid="review-changes">
      {t("properties.reviewChanges", { changes: names.map((c) => t(`properties.reviewChange.${c}`)).join(", ") })}
    </p>
  );
}
