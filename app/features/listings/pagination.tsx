import { ChevronLeft, ChevronRight } from "~/ui/icons";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";

/** Page numbers around the current one: 1 … 4 5 [6] 7 8 … 20 */
function pageWindow(page: number, pages: number): (number | "gap")[] {
  const out: (number | "gap")[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out[out.length - 1] !== "gap") out.push("gap");
  }
  return out;
}

/** Links to the result pages; `hrefFor` keeps the filters in the URL. */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation("listings");
  if (pages <= 1) return null;
  const item = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium";
  const link = cx(
    item,
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  );
  return (
    <nav aria-label={t("search.pagination")} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} rel="prev" className={link}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          {t("search.previous")}
        </Link>
      )}
      {pageWindow(page, pages).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page" className={cx(item, "bg-brand-700 text-white dark:bg-brand-600")}>
            <span className="sr-only">{t("search.page", { page: p })}</span>
            <span aria-hidden="true">{p}</span>
          </span>
        ) : (
          <Link key={p} to={hrefFor(p)} className={link} aria-label={t("search.page", { page: p })}>
            {p}
          </Link>
        ),
      )}
      {page < pages && (
        <Link to={hrefFor(page + 1)} rel="next" className={link}>
          {t("search.next")}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      )}
    </nav>
  );
}
