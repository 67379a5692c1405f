import { TrendingDown, TrendingUp } from "~/ui/icons";

import type { DatedPriceChange } from "~/.server/listings/listing-dates";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";

/**
 * The detail page's price history (issue 14): each change with its day (as the server wrote it),
 * newest first; nothing when the price never changed.
 */
export function PriceHistory({ changes }: { changes: DatedPriceChange[] }) {
  const { t } = useTranslation("listings");
  const f = useFormats();
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="price-history-heading">
      <h2 id="price-history-heading" className="text-xl font-semibold text-slate-900 dark:text-slate-100">
        {t("lifecycle.priceHistory")}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("lifecycle.priceHistoryNote")}</p>
      <ol className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {changes.map((change) => {
          const down = change.new_price < change.old_price;
          const Icon = down ? TrendingDown : TrendingUp;
          return (
            <li
              key={`${String(change.changed_at)}-${change.new_price}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm"
            >
              <Icon
                aria-hidden="true"
                className={down ? "h-4 w-4 text-emerald-700 dark:text-emerald-300" : "h-4 w-4 text-slate-600 dark:text-slate-400"}
              />
              <span className="text-slate-600 dark:text-slate-400">{t("lifecycle.priceChangedOn", { date: change.day })}</span>
              <span className="font-medium text-slate-900 dark:text-slate-100">
                {t("lifecycle.priceFromTo", { from: f.money(change.old_price), to: f.money(change.new_price) })}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
