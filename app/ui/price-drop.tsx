import { TrendingDown } from "~/ui/icons";

import { recentPriceDrop } from "~/domain/price-drop";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { cx } from "./cx";

type PriceDropProps = {
  listing: { price: number; previous_price?: number | null; price_changed_at?: Date | string | null };
  className?: string;
};

/** "Çmimi u ul −5 000 €" on cards and the detail page, when the last change, in the last 30 days, was down (issue 14). */
export function PriceDrop({ listing, className }: PriceDropProps) {
  const { t } = useTranslation("listings");
  const f = useFormats();
  const drop = recentPriceDrop(listing);
  if (drop === null) return null;
  const amount = f.money(drop);
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
        className,
      )}
    >
      <TrendingDown aria-hidden="true" className="h-3.5 w-3.5" />
      <span aria-hidden="true">
        {t("lifecycle.priceDrop")} −{amount}
      </span>
      <span className="sr-only">{t("lifecycle.priceDropBy", { amount })}</span>
    </span>
  );
}
