import { Link } from "react-router";
import type { PropertyStatus } from "~/domain/enums";
import { OWNER_STATUS_FILTERS, type OwnerStatusFilter } from "~/domain/schemas/property-form";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";

/** The status filter as links (they work without JavaScript), each with its count. */
export function StatusFilter({ current, counts }: { current: OwnerStatusFilter; counts: Record<PropertyStatus | "all", number> }) {
  const { t } = useTranslation("properties");
  return (
    <nav aria-label={t("list.filterLabel")} className="-mx-1 overflow-x-auto pb-1">
      <ul className="flex w-max gap-2 px-1">
        {OWNER_STATUS_FILTERS.map((status) => {
          const active = status === current;
          return (
            <li key={status}>
              <Link
                to={status === "all" ? "/my-properties" : `/my-properties?status=${status}`}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={cx(
                  "inline-flex items-center gap-2 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium transition",
                  active
                    ? "border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-slate-950"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-400 dark:hover:text-brand-200",
                )}
              >
                {status === "all" ? t("list.all") : t(`statuses.${status}`)}
                <span
                  className={cx(
                    "rounded-full px-1.5 text-xs font-semibold",
                    active ? "bg-white/20" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
                  )}
                >
                  {counts[status]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
