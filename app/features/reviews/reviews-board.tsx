import { BadgeCheck, FlaskConical, MapPin, MessageSquare, PenLine, ThumbsUp } from "~/ui/icons";
import { useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { REVIEW_CATEGORIES, type ReviewCategory } from "~/domain/enums";
import { filterReviews, type PublicReview, type ReviewFilters, reviewSummary, type ReviewSort, REVIEW_SORTS } from "~/domain/reviews";
import { useTranslation } from "~/i18n/react";
import { formatRating } from "~/lib/format-rating";
import { useEarlyInput } from "~/lib/use-early-input";
import { useFormats } from "~/lib/use-formats";
import { buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";
import { ChoiceButtons, FilterBar, FilterSearch, FilterSelect, NoMatches, NoScriptApply } from "~/lib/filter-board";
import { Stars } from "~/ui/stars";

/** The filters as the address gives them (a form sent without JavaScript); unknown values are ignored. */
export function reviewFiltersFrom(params: URLSearchParams): ReviewFilters {
  const rating = Number(params.get("rating"));
  const category = params.get("category") ?? "";
  // The last one counts: the form holds the current sort and the pressed sort button after it.
  const sort = params.getAll("sort").pop() ?? "";
  return {
    search: (params.get("q") ?? "").slice(0, 100),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    category: (REVIEW_CATEGORIES as readonly string[]).includes(category) ? (category as ReviewCategory) : null,
    sort: (REVIEW_SORTS as readonly string[]).includes(sort) ? (sort as ReviewSort) : "newest",
  };
}

/**
 * The summary, the search/filter/sort bar and the review cards (rendered on the server), with the
 * empty state. Filters and sort apply at once with JavaScript; without it the same controls send a
 * GET form. `onWrite` opens the write-a-review form in place (the empty state's action); without
 * JavaScript its link asks for the page with the form open.
 */
export function ReviewsBoard({ reviews, onWrite }: { reviews: readonly PublicReview[]; onWrite?: () => void }) {
  const { t } = useTranslation("reviews");
  const f = useFormats();
  const [params] = useSearchParams();
  const [initial] = useState(() => reviewFiltersFrom(params));
  const [search, setSearch] = useState(initial.search);
  const [rating, setRating] = useState<number | null>(initial.rating);
  const [category, setCategory] = useState<ReviewCategory | null>(initial.category);
  const [sort, setSort] = useState<ReviewSort>(initial.sort);
  // 'Mark as helpful': once per review per visit (document 2 §4); the count rises at once.
  const [marked, setMarked] = useState<Record<string, true>>({});
  // What the reader typed or chose before the page's code ran stays (lib/use-early-input.ts).
  const searchRef = useRef<HTMLInputElement>(null);
  const ratingRef = useRef<HTMLSelectElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  useEarlyInput(searchRef, search, setSearch);
  useEarlyInput(ratingRef, rating === null ? "" : String(rating), (value) => setRating(value ? Number(value) : null));
  useEarlyInput(categoryRef, category ?? "", (value) =>
    setCategory((REVIEW_CATEGORIES as readonly string[]).includes(value) ? (value as ReviewCategory) : null),
  );

  const summary = useMemo(() => reviewSummary(reviews), [reviews]);
  const shown = useMemo(() => filterReviews(reviews, { search, rating, category, sort }), [reviews, search, rating, category, sort]);
  // Dates as the reader's language writes them (sq: "2 nëntor 2023"), without relying on the browser's locale data.
  const formatDay = (iso: string) => {
    const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
    return t("date", { day, month: t(`months.m${month as 1}`), year });
  };

  function markHelpful(review: PublicReview) {
    if (marked[review.id]) return;
    setMarked((m) => ({ ...m, [review.id]: true }));
    // The count shown has already risen; the server keeps it (one count per address and review).
    void fetch(`/api/reviews/${encodeURIComponent(review.id)}/helpful`, { method: "POST" }).catch(() => undefined);
  }

  // Nothing published yet (a fresh install): no summary of nothing ("0.0", bars at 0 %) and no filters
  // of an empty list; a sentence and the way to write the first review.
  if (reviews.length === 0) {
    return (
      <section
        aria-labelledby="no-reviews-title"
        data-testid="no-reviews"
        className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600"
      >
        <MessageSquare aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-slate-400 dark:text-slate-500" />
        <h2 id="no-reviews-title" className="text-lg font-semibold">
          {t("states.none")}
        </h2>
        <p className="mx-auto mt-1 max-w-lg text-sm text-slate-600 dark:text-slate-300">{t("states.noneHint")}</p>
        <a
          href="?write=1#write-review"
          className={buttonClass("primary", "md", "mt-4")}
          onClick={(event) => {
            if (!onWrite) return;
            event.preventDefault();
            onWrite();
          }}
        >
          <PenLine aria-hidden="true" className="h-4 w-4" />
          {t("write.open")}
        </a>
      </section>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <section
        aria-labelledby="summary-title"
        className="self-start rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="summary-title" className="text-lg font-bold">
          {t("summary.title")}
        </h2>
        <p className="mt-3 text-5xl font-extrabold" data-testid="average">
          {formatRating(f, summary.average)}
        </p>
        <Stars
          full={summary.full}
          half={summary.half}
          label={t("summary.outOf", { average: formatRating(f, summary.average) })}
          className="mt-2"
        />
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("summary.basedOn", { count: summary.total })}</p>
        <ul className="mt-5 space-y-2">
          {summary.bars.map((bar) => (
            <li key={bar.stars} className="flex items-center gap-2 text-sm">
              <span className="w-12 shrink-0">{t(`stars.s${bar.stars as 1 | 2 | 3 | 4 | 5}`)}</span>
              <span
                role="meter"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={bar.percent}
                aria-label={t("summary.bar", { count: bar.stars, percent: bar.percent })}
                className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
              >
                <svg aria-hidden="true" className="block h-full w-full" viewBox="0 0 100 1" preserveAspectRatio="none">
                  <rect width={bar.percent} height="1" className="fill-gold-400" />
                </svg>
              </span>
              <span className="w-10 text-right tabular-nums text-slate-700 dark:text-slate-300">{bar.percent}%</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="min-w-0 space-y-5">
        <FilterBar id="filters-title" title={t("filters.title")} action="/vlersimet">
          <div className="grid gap-3 md:grid-cols-[1fr_12rem_13rem]">
            <FilterSearch
              id="review-search"
              label={t("filters.search")}
              placeholder={t("filters.searchPlaceholder")}
              ref={searchRef}
              value={search}
              onChange={setSearch}
            />
            <FilterSelect
              id="review-rating"
              name="rating"
              label={t("filters.rating")}
              ref={ratingRef}
              value={rating ?? ""}
              onChange={(value) => setRating(value ? Number(value) : null)}
            >
              <option value="">{t("filters.ratingAll")}</option>
              {([5, 4, 3, 2, 1] as const).map((n) => (
                <option key={n} value={n}>
                  {t(`stars.s${n}`)}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              id="review-category"
              name="category"
              label={t("filters.category")}
              ref={categoryRef}
              value={category ?? ""}
              onChange={(value) => setCategory((value || null) as ReviewCategory | null)}
            >
              <option value="">{t("filters.categoryAll")}</option>
              {REVIEW_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </FilterSelect>
            <NoScriptApply label={t("filters.apply")} className="md:self-end" />
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <ChoiceButtons
              name="sort"
              label={t("filters.sort")}
              choices={REVIEW_SORTS}
              value={sort}
              onChoose={setSort}
              className="flex flex-wrap gap-2"
              buttonClassName={(active) =>
                cx(
                  "rounded-full px-3 py-1.5 text-sm font-medium",
                  active
                    ? "bg-brand-700 text-white"
                    : "bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
                )
              }
            >
              {(s) => t(`filters.${s}`)}
            </ChoiceButtons>
            <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite" data-testid="showing">
              {t("filters.showing", { shown: shown.length, count: reviews.length })}
            </p>
          </div>
        </FilterBar>

        {shown.length === 0 ? (
          <NoMatches title={t("states.empty")} hint={t("states.emptyHint")} />
        ) : (
          <ul className="space-y-4" aria-label={t("title")}>
            {shown.map((review) => {
              const done = Boolean(marked[review.id]);
              const count = review.helpful + (done ? 1 : 0);
              return (
                <li
                  key={review.id}
                  data-testid="review-card"
                  className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
                >
                  <article aria-labelledby={`review-${review.id}`}>
                    <header className="flex flex-wrap items-start gap-3">
                      {review.userAvatar ? (
                        <img src={review.userAvatar} alt="" className="h-11 w-11 rounded-full object-cover" />
                      ) : (
                        <span
                          aria-hidden="true"
                          className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
                        >
                          {review.userName.charAt(0).toUpperCase()}
                        </span>
                      )}
                      <div className="min-w-[9rem] flex-1">
                        <p className="break-words font-semibold">{review.userName}</p>
                        <p className="text-sm text-slate-600 dark:text-slate-400">
                          <time dateTime={review.date}>{formatDay(review.date)}</time>
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-2 text-xs font-semibold">
                        {review.isVerifiedPurchase && (
                          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-1 text-green-800 dark:bg-green-950 dark:text-green-200">
                            <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
                            {t("card.verified")}
                          </span>
                        )}
                        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800 dark:bg-brand-950 dark:text-brand-100">
                          {t(`categories.${review.category}`)}
                        </span>
                        {review.isDemo && <DemoBadge />}
                      </div>
                    </header>
                    <div className="mt-3 flex flex-wrap items-center gap-2">
                      <Stars full={review.rating} label={t("card.rating", { rating: review.rating })} />
                      <h3 id={`review-${review.id}`} className="font-bold">
                        {review.title}
                      </h3>
                    </div>
                    {review.propertyName && (
                      <p className="mt-2 flex items-start gap-1 text-sm text-slate-700 dark:text-slate-300">
                        <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                        <span>
                          <span className="font-medium">{review.propertyName}</span>
                          {review.propertyType && ` · ${t(`types.${review.propertyType}`)}`}
                          {review.propertyLocation && ` · ${review.propertyLocation}`}
                        </span>
                      </p>
                    )}
                    <p className="mt-3 leading-relaxed text-slate-800 dark:text-slate-200">{review.comment}</p>
                    <footer className="mt-4 flex flex-wrap items-center justify-between gap-3">
                      <button
                        type="button"
                        onClick={() => markHelpful(review)}
                        disabled={done}
                        className={cx(
                          "inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm font-medium",
                          done
                            ? "border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200"
                            : "border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800",
                        )}
                      >
                        <ThumbsUp aria-hidden="true" className="h-4 w-4" />
                        {done ? t("card.marked", { count }) : t("card.helpful", { count })}
                      </button>
                      {review.propertyId && (
                        <Link
                          to={`/property/${review.propertyId}`}
                          className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                        >
                          {t("card.viewProperty")}
                        </Link>
                      )}
                    </footer>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Marks a review of the demo data, so nobody takes it for a real one (as the agencies page marks demo agencies). */
export function DemoBadge() {
  const { t } = useTranslation("reviews");
  return (
    <span
      data-testid="review-demo"
      title={t("card.demoHint")}
      className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2.5 py-1 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100"
    >
      <FlaskConical aria-hidden="true" className="h-3.5 w-3.5" />
      {t("card.demo")}
    </span>
  );
}
