import { Clock } from "~/ui/icons";
import { addedAgo } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import { cx } from "./cx";

/**
 * "Shtuar para 3 ditësh": how long ago a listing was added, in the reader's language and the count's
 * plural form. The server and the browser may straddle a minute, so the text is not a hydration error.
 * Pages that render it send the "listings" messages.
 */
export function AddedAgo({ date, className }: { date: Date | string; className?: string }) {
  const { t } = useTranslation("listings");
  const { unit, count } = addedAgo(date);
  const text = unit === "now" ? t("added.now") : t(`added.${unit}`, { count });
  return (
    <span className={cx("inline-flex items-center gap-1", className)}>
      <Clock aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <time dateTime={new Date(date).toISOString()} suppressHydrationWarning>
        {text}
      </time>
    </span>
  );
}
