import { ChevronLeft, ChevronRight } from "~/ui/icons";
import { Link } from "react-router";
import { pageWindow } from "~/domain/admin";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";

/** Numbered pages (first, last, current ±1, with ellipses) and previous/next, as links (document 2 §2.5). */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation("admin");
  if (pageCount <= 1) return null;
  const item = "inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium";
  const idle = "text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800";
  const disabled = "cursor-not-allowed text-slate-400 dark:text-slate-500";
  return (
    <nav aria-label={t("common.pagination")} className="flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={cx(item, idle)} preventScrollReset>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" /> {t("common.previous")}
        </Link>
      ) : (
        <span aria-disabled="true" className={cx(item, disabled)}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" /> {t("common.previous")}
        </span>
      )}
      {pageWindow(page, pageCount).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} aria-hidden="true" className={cx(item, "text-slate-500")}>
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            preventScrollReset
            aria-label={t("common.page", { page: p })}
            aria-current={p === page ? "page" : undefined}
            className={cx(item, p === page ? "bg-brand-700 text-white dark:bg-brand-600" : idle)}
          >
            {p}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={cx(item, idle)} preventScrollReset>
          {t("common.next")} <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cx(item, disabled)}>
          {t("common.next")} <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}

/** A URL with some search parameters changed (null removes one). */
export function withParams(search: URLSearchParams | string, changes: Record<string, string | number | null>, pathname = ""): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : pathname ? "" : "?"}`;
}
