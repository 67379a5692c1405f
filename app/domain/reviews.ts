import type { ReviewCategory } from "./enums";

/** A review as the reviews page shows it (document 2 §3, the spec's field names). */
export type PublicReview = {
  id: string;
  userId: string | null;
  userName: string;
  userAvatar: string | null;
  propertyId: string | null;
  propertyName: string | null;
  propertyType: "apartment" | "house" | "land" | "commercial" | null;
  propertyLocation: string | null;
  rating: number;
  title: string;
  comment: string;
  /** ISO day, e.g. 2026-11-02. */
  date: string;
  helpful: number;
  isVerifiedPurchase: boolean;
  category: ReviewCategory;
  /** A review of the demo data (DEMO_DATA=true), labelled "Demo" on the page. */
  isDemo: boolean;
};

export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Average to one decimal, rounded percentage per star (5 to 1), and whether a half star shows. */
export function reviewSummary(reviews: readonly Pick<PublicReview, "rating">[]) {
  const total = reviews.length;
  const sum = reviews.reduce((acc, r) => acc + r.rating, 0);
  const average = total ? sum / total : 0;
  const rounded = Math.round(average * 10) / 10;
  const full = Math.floor(rounded);
  const half = rounded - full >= 0.5;
  const bars = [5, 4, 3, 2, 1].map((stars) => {
    const n = reviews.filter((r) => r.rating === stars).length;
    return { stars, count: n, percent: total ? Math.round((n / total) * 100) : 0 };
  });
  return { total, average: rounded, full, half, bars };
}

export type ReviewFilters = { search: string; rating: number | null; category: ReviewCategory | null; sort: ReviewSort };

/** Search (title, comment, user name, property name; case-insensitive), rating and category combine. */
export function filterReviews(reviews: readonly PublicReview[], f: ReviewFilters): PublicReview[] {
  const needle = f.search.trim().toLocaleLowerCase("sq");
  const out = reviews.filter(
    (r) =>
      (f.rating === null || r.rating === f.rating) &&
      (f.category === null || r.category === f.category) &&
      (!needle || [r.title, r.comment, r.userName, r.propertyName ?? ""].some((v) => v.toLocaleLowerCase("sq").includes(needle))),
  );
  const byDate = (a: PublicReview, b: PublicReview) => b.date.localeCompare(a.date);
  if (f.sort === "newest") out.sort(byDate);
  else if (f.sort === "highest") out.sort((a, b) => b.rating - a.rating || byDate(a, b));
  else out.sort((a, b) => a.rating - b.rating || byDate(a, b));
  return out;
}

/** Published reviews worth quoting (the reviews page's "what our clients say", the premium page): the most helpful five-star ones. */
export function featuredReviews<R extends Pick<PublicReview, "rating" | "helpful">>(reviews: readonly R[], count: number): R[] {
  return reviews
    .filter((r) => r.rating === 5)
    .sort((a, b) => b.helpful - a.helpful)
    .slice(0, count);
}
