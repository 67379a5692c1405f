import { desc, eq } from "drizzle-orm";
import type { PublicReview } from "~/domain/reviews";
import { profiles, properties, reviews } from "../db/schema/index";
import type { Services } from "../services";

/** How many published reviews the page shows (newest first). */
const PUBLISHED_REVIEWS_SHOWN = 200;

/**
 * The reviews page's list: the published reviews as stored (the demo data's are among them, marked),
 * newest first. A review links to its property while that listing exists.
 */
export async function listPublicReviews(deps: Pick<Services, "db">): Promise<PublicReview[]> {
  const published = await deps.db
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
      verified_purchase: reviews.verified_purchase,
      is_demo: reviews.is_demo,
      created_at: reviews.created_at,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.user_id))
    .leftJoin(properties, eq(properties.id, reviews.property_id))
    .where(eq(reviews.status, "published"))
    .orderBy(desc(reviews.created_at))
    .limit(PUBLISHED_REVIEWS_SHOWN);
  return published.map((r) => ({
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
    isVerifiedPurchase: r.verified_purchase,
    category: r.category,
    isDemo: r.is_demo,
  }));
}
