import { Check, ExternalLink, ThumbsUp, X } from "~/ui/icons";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { listReviewsForModeration } from "~/.server/reviews/list-reviews-for-moderation";
import { REVIEW_CATEGORIES, type ReviewCategory } from "~/domain/enums";
import { formatDateTime } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import type { FormActionData } from "~/lib/form-errors";
import { Button } from "~/ui/button";
import { cx } from "~/ui/cx";
import { Flash } from "~/ui/flash";
import { Stars } from "~/ui/stars";
import { EmptyList, filterTabClass } from "../shared/list-parts";
import { Pagination, withParams } from "../shared/pagination";

const STATUS_BADGE = {
  pending: "bg-gold-100 text-gold-700 dark:bg-gold-700 dark:text-white",
  published: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200",
  rejected: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
} as const;

const REVIEW_STATUSES = ["pending", "published", "rejected", "all"] as const;
export const REVIEWS_DONE = ["published", "rejected"] as const;

type ReviewModerationViewProps = {
  list: Awaited<ReturnType<typeof listReviewsForModeration>>;
  /** The last decision's note (?done=). */
  done: (typeof REVIEWS_DONE)[number] | null;
  actionData?: FormActionData;
};

/**
 * /admin/reviews: the reviews written on /vlersimet wait as pending until an administrator publishes
 * them (they join the page's list) or rejects them; either decision can be changed later.
 */
export function ReviewModerationView({ list, done, actionData }: ReviewModerationViewProps) {
  const { t, i18n } = useTranslation("reviews");
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  const counts = { ...list.counts, all: list.counts.pending + list.counts.published + list.counts.rejected };
  return (
    <div className="space-y-6">
      {done && (
        <Flash key={`${done}-${location.key}`} tone="success">
          {t(`admin.done.${done}`)}
        </Flash>
      )}
      {actionData?.error && (
        <Flash key={actionData.error.message} tone="error">{`${t("admin.failed")}: ${actionData.error.message}`}</Flash>
      )}

      <section aria-labelledby="moderation-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="moderation-title" className="text-xl font-bold">
              {t("admin.title")}
            </h2>
            <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{t("admin.intro")}</p>
          </div>
          <Link
            to="/vlersimet"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {t("admin.viewPage")}
          </Link>
        </div>
        <nav aria-label={t("admin.filterLabel")} className="flex flex-wrap gap-2">
          {REVIEW_STATUSES.map((s) => (
            <Link
              key={s}
              to={withParams(location.search, { status: s === "pending" ? null : s, page: null, done: null }, location.pathname)}
              aria-current={list.status === s ? "page" : undefined}
              className={filterTabClass(list.status === s)}
            >
              {t("admin.tab", { label: t(`admin.status.${s}`), count: counts[s] })}
            </Link>
          ))}
        </nav>

        {list.reviews.length === 0 ? (
          <EmptyList>{t("admin.empty")}</EmptyList>
        ) : (
          <ul className="space-y-4" aria-labelledby="moderation-title">
            {list.reviews.map((r) => {
              const status = r.status as keyof typeof STATUS_BADGE;
              const category = (REVIEW_CATEGORIES as readonly string[]).includes(r.category) ? (r.category as ReviewCategory) : null;
              return (
                <li
                  key={r.id}
                  data-testid="moderation-review"
                  className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
                >
                  <article aria-labelledby={`review-${r.id}`}>
                    <header className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <div className="flex flex-wrap items-center gap-2">
                          <Stars full={r.rating} label={t("admin.rating", { rating: r.rating })} />
                          <h3 id={`review-${r.id}`} className="break-words font-bold">
                            {r.title}
                          </h3>
                        </div>
                        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                          {t("admin.by", { name: r.user_name ?? t("admin.unknownUser") })}
                          {r.user_email && (
                            <>
                              {" · "}
                              <a href={`mailto:${r.user_email}`} className="break-all text-brand-700 hover:underline dark:text-brand-300">
                                {r.user_email}
                              </a>
                            </>
                          )}
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-2 text-xs font-semibold">
                        {category && (
                          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800 dark:bg-brand-950 dark:text-brand-100">
                            {t(`admin.categories.${category}`)}
                          </span>
                        )}
                        <span data-testid="review-status" className={cx("rounded-full px-2.5 py-1", STATUS_BADGE[status])}>
                          {t(`admin.status.${status}`)}
                        </span>
                      </div>
                    </header>
                    <p className="mt-3 whitespace-pre-wrap break-words leading-relaxed text-slate-800 dark:text-slate-200">{r.comment}</p>
                    <footer className="mt-4 flex flex-wrap items-center justify-between gap-3">
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        <time dateTime={r.created_at}>{t("admin.written", { date: formatDateTime(r.created_at, i18n.language) })}</time>
                        {r.moderated_at && <> · {t("admin.moderated", { date: formatDateTime(r.moderated_at, i18n.language) })}</>}
                        {r.status === "published" && (
                          <span className="ml-2 inline-flex items-center gap-1">
                            <ThumbsUp aria-hidden="true" className="h-3.5 w-3.5" />
                            {t("admin.helpful", { count: r.helpful })}
                          </span>
                        )}
                      </p>
                      <Form method="post" className="flex flex-wrap gap-2">
                        <input type="hidden" name="id" value={r.id} />
                        {r.status !== "published" && (
                          <Button
                            type="submit"
                            name="intent"
                            value="publish"
                            size="sm"
                            disabled={busy}
                            aria-label={t("admin.publishLabel", { title: r.title })}
                          >
                            <Check aria-hidden="true" className="h-4 w-4" />
                            {t("admin.publish")}
                          </Button>
                        )}
                        {r.status !== "rejected" && (
                          <Button
                            type="submit"
                            name="intent"
                            value="reject"
                            size="sm"
                            variant="danger"
                            disabled={busy}
                            aria-label={t("admin.rejectLabel", { title: r.title })}
                          >
                            <X aria-hidden="true" className="h-4 w-4" />
                            {t("admin.reject")}
                          </Button>
                        )}
                      </Form>
                    </footer>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
        <Pagination
          page={list.page}
          pageCount={list.pages}
          hrefFor={(p) => withParams(location.search, { page: p, done: null }, location.pathname)}
        />
      </section>
    </div>
  );
}
