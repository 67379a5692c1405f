import { and, desc, eq, inArray } from "drizzle-orm";
import type { Language } from "~/domain/enums";
import type { PublicReview } from "~/domain/reviews";
import { profiles, properties, reviews } from "../db/schema/index";
import { serverT } from "../i18n";
import type { Services } from "../services";
import { SAMPLE_REVIEWS } from "./sample-reviews";

/** How many published reviews from users the page shows (newest first), beside the sample. */
const PUBLISHED_REVIEWS_SHOWN = 200;

/**
 * The reviews page's list: the hard-coded sample (in the reader's language) and the published reviews
 * of users. Sample reviews link to their property when that listing is active on the site.
 */
export async function listPublicReviews(deps: Pick<Services, "db">, language: Language): Promise<PublicReview[]> {
  const t = serverT(language);
  const names = SAMPLE_REVIEWS.flatMap((r) => (r.propertyName ? [r.propertyName] : []));
  const [listed, published] = await Promise.all([
    deps.db
      .select({ id: properties.id, title: properties.title })
      .from(properties)
      .where(and(inArray(properties.title, names), eq(properties.status, "active"))),
    deps.db
      .select({
        id: reviews.id,
        user_id: reviews.user_id,
        user_name: profiles.name,
        property_id: reviews.property_id,
        property_title: properties.title,
        property_type: properties.type,
        property_location: properties.location,
        rating: reviews.rating,
        title: reviews.title,
        comment: reviews.comment,
        category: reviews.category,
        helpful: reviews.helpful,
        created_at: reviews.created_at,
      })
      .from(reviews)
      .leftJoin(profiles, eq(profiles.id, reviews.user_id))
      .leftJoin(properties, eq(properties.id, reviews.property_id))
      .where(eq(reviews.status, "published"))
      .orderBy(desc(reviews.created_at))
      .limit(PUBLISHED_REVIEWS_SHOWN),
  ]);
  const idByTitle = new Map(listed.map((p) => [p.title, p.id]));
  const samples: PublicReview[] = SAMPLE_REVIEWS.map((s) => ({
    id: s.id,
    userId: null,
    userName: s.userName,
    userAvatar: null,
    propertyId: (s.propertyName && idByTitle.get(s.propertyName)) || null,
    propertyName: s.propertyName ?? null,
    propertyType: s.propertyType ?? null,
    propertyLocation: s.propertyLocation ?? null,
    rating: s.rating,
    title: t(`reviews:samples.${s.key}.title`),
    comment: t(`reviews:samples.${s.key}.comment`),
    date: s.date,
    helpful: s.helpful,
    isVerifiedPurchase: s.isVerifiedPurchase,
    category: s.category,
    sample: true,
  }));
  const fromUsers: PublicReview[] = published.map((r) => ({
    id: r.id,
    userId: r.user_id,
    userName: r.user_name ?? "Prona",
    userAvatar: null,
    propertyId: r.property_id,
    propertyName: r.property_title,
    propertyType: r.property_type,
    propertyLocation: r.property_location,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    date: r.created_at.toISOString().slice(0, 10),
    helpful: r.helpful,
    isVerifiedPurchase: false,
    category: r.category,
    sample: false,
  }));
  return [...fromUsers, ...samples];
}
