import { Star } from "~/ui/icons";
import { cx } from "./cx";

/** Five stars, filled up to `full`, with a half star when asked; the label says it in words. */
export function Stars({ full, half = false, label, className }: { full: number; half?: boolean; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={cx("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => {
        const filled = n <= full;
        const isHalf = !filled && half && n === full + 1;
        return (
          <span key={n} className="relative inline-block h-4 w-4" data-star={filled ? "full" : isHalf ? "half" : "empty"}>
            <Star aria-hidden="true" className="absolute inset-0 h-4 w-4 text-slate-300 dark:text-slate-600" />
            {(filled || isHalf) && (
              <span className={cx("absolute inset-0 overflow-hidden", isHalf ? "w-1/2" : "w-full")}>
                <Star aria-hidden="true" className="h-4 w-4 fill-gold-400 text-gold-500" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
