import { describe, expect, it } from "vitest";
import { filterReviews, type PublicReview, reviewSummary } from "./reviews";

const base: PublicReview = {
  id: "x",
  userId: null,
  userName: "Arta",
  userAvatar: null,
  propertyId: null,
  propertyName: "Banesë në Dardani",
  propertyType: "apartment",
  propertyLocation: "Prishtinë",
  rating: 5,
  title: "Shumë mirë",
  comment: "Pronar korrekt",
  date: "2023-11-02",
  helpful: 0,
  isVerifiedPurchase: true,
  category: "property",
  isDemo: false,
};
const r = (over: Partial<PublicReview>): PublicReview => ({ ...base, ...over });

describe("reviewSummary", () => {
  it("averages to one decimal, shows a half star from .5, and rounds the bars", () => {
    const s = reviewSummary([r({ rating: 5 }), r({ rating: 4 }), r({ rating: 4 })]);
    expect(s).toMatchObject({ total: 3, average: 4.3, full: 4, half: false });
    expect(s.bars.map((b) => b.percent)).toEqual([33, 67, 0, 0, 0]);
    expect(reviewSummary([r({ rating: 5 }), r({ rating: 4 })])).toMatchObject({ average: 4.5, full: 4, half: true });
    expect(reviewSummary([])).toMatchObject({ total: 0, average: 0, half: false });
  });
});

describe("filterReviews", () => {
  const list = [
    r({ id: "a", rating: 5, date: "2023-01-01", category: "property", userName: "Drita" }),
    r({ id: "b", rating: 2, date: "2023-03-01", category: "service", title: "Vonesë", comment: "Agjenti u vonua", propertyName: null }),
    r({ id: "c", rating: 4, date: "2023-02-01", category: "platform", userName: "Ëngjëll" }),
  ];
  const none = { search: "", rating: null, category: null, sort: "newest" as const };
  it("sorts newest, highest and lowest", () => {
    expect(filterReviews(list, none).map((x) => x.id)).toEqual(["b", "c", "a"]);
    expect(filterReviews(list, { ...none, sort: "highest" }).map((x) => x.id)).toEqual(["a", "c", "b"]);
    expect(filterReviews(list, { ...none, sort: "lowest" }).map((x) => x.id)).toEqual(["b", "c", "a"]);
  });
  it("searches title, comment, user and property name, case-insensitively, and combines filters", () => {
    expect(filterReviews(list, { ...none, search: "AGJENTI" }).map((x) => x.id)).toEqual(["b"]);
    expect(filterReviews(list, { ...none, search: "ëngjëll" }).map((x) => x.id)).toEqual(["c"]);
    expect(filterReviews(list, { ...none, search: "dardani" }).map((x) => x.id)).toEqual(["c", "a"]);
    expect(filterReviews(list, { ...none, search: "dardani", rating: 5 }).map((x) => x.id)).toEqual(["a"]);
    expect(filterReviews(list, { ...none, search: "dardani", category: "service" })).toEqual([]);
  });
});
