import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Language } from "~/domain/enums";
import { AppError } from "~/domain/errors";
import { ADMIN_PAGE_SIZE } from "~/domain/limits";
import type { PublicReview } from "~/domain/reviews";
import { reviewSchema } from "~/domain/schemas/info";
import { parseInput } from "~/domain/schemas/parse";
import type { RequestInfo, SessionUser } from "../accounts/types";
import { profiles, properties, reviews } from "../db/schema";
import { serverT } from "../i18n";
import type { Services } from "../services";
import { writeAudit } from "./audit";
import { SAMPLE_REVIEWS } from "./sample-reviews";

/** How many published reviews from users the page shows (newest first), beside the sample. */
export const PUBLISHED_REVIEWS_SHOWN = 200;

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

/** A signed-in user's review: validated, stored as pending until an administrator publishes it. */
export async function createReview(
  deps: Pick<Services, "db" | "limiter" | "logger">,
  user: SessionUser,
  input: unknown,
): Promise<{ id: string; status: "pending" }> {
  const data = parseInput(reviewSchema, input);
  await deps.limiter.consume("formPerAddress", `review:${user.id}`);
  try {
    const [row] = await deps.db
      .insert(reviews)
      .values({ user_id: user.id, rating: data.rating, title: data.title, comment: data.comment, category: data.category, status: "pending" })
      .returning({ id: reviews.id });
    if (!row) throw new Error("review insert returned nothing");
    deps.logger.info({ reviewId: row.id, userId: user.id }, "review awaiting moderation");
    return { id: row.id, status: "pending" };
  } catch (error) {
    deps.logger.error({ err: error }, "review could not be stored");
    throw new AppError("REVIEW_SEND_FAILED");
  }
}

const reviewId = z.object({ id: z.uuid("REVIEW_NOT_FOUND") });

/**
 * 'Mark as helpful' on a published review: counted once per address and review a day (the page allows
 * one mark per visit); further marks answer with the current count and change nothing.
 */
export async function markReviewHelpful(
  deps: Pick<Services, "db" | "limiter">,
  id: string,
  request: Pick<RequestInfo, "ip">,
): Promise<{ id: string; helpful: number; counted: boolean }> {
  const { id: rid } = parseInput(reviewId, { id });
  const [existing] = await deps.db
    .select({ id: reviews.id, helpful: reviews.helpful })
    .from(reviews)
    .where(and(eq(reviews.id, rid), eq(reviews.status, "published")));
  if (!existing) throw new AppError("REVIEW_NOT_FOUND");
  try {
    await deps.limiter.consume("reviewHelpfulPerAddress", `${request.ip}:${rid}`);
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") return { ...existing, counted: false };
    throw error;
  }
  const [row] = await deps.db
    .update(reviews)
    .set({ helpful: sql`${reviews.helpful} + 1` })
    .where(and(eq(reviews.id, rid), eq(reviews.status, "published")))
    .returning({ id: reviews.id, helpful: reviews.helpful });
  if (!row) throw new AppError("REVIEW_NOT_FOUND");
  return { ...row, counted: true };
}

// --- moderation (administrators; callers check is_admin) ---

const adminListSchema = z.object({
  page: z.preprocess((v) => (v === undefined || v === "" ? 1 : Number(v)), z.number().int("VALIDATION").min(1, "VALIDATION").max(100_000, "VALIDATION")),
  status: z.preprocess((v) => (v === undefined || v === "" ? "pending" : v), z.enum(["pending", "published", "rejected", "all"], { error: "VALIDATION" })),
});

export type AdminReview = {
  id: string;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  rating: number;
  title: string;
  comment: string;
  category: string;
  status: string;
  helpful: number;
  moderated_at: string | null;
  created_at: string;
};

export async function listReviewsForModeration(deps: Pick<Services, "db">, input: unknown) {
  const { page: requested, status } = parseInput(adminListSchema, input);
  const where = status === "all" ? undefined : eq(reviews.status, status);
  const [[totals], counts] = await Promise.all([
    deps.db.select({ n: count() }).from(reviews).where(where),
    deps.db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status),
  ]);
  const total = totals?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(requested, pages);
  const rows = await deps.db
    .select({
      id: reviews.id,
      user_id: reviews.user_id,
      user_name: profiles.name,
      user_email: profiles.email,
      rating: reviews.rating,
      title: reviews.title,
      comment: reviews.comment,
      category: reviews.category,
      status: reviews.status,
      helpful: reviews.helpful,
      moderated_at: reviews.moderated_at,
      created_at: reviews.created_at,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.user_id))
    .where(where)
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const byStatus = { pending: 0, published: 0, rejected: 0 };
  for (const c of counts) byStatus[c.status] = c.n;
  const items: AdminReview[] = rows.map((r) => ({
    ...r,
    moderated_at: r.moderated_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  }));
  return { reviews: items, total, counts: byStatus, page, pages, page_size: ADMIN_PAGE_SIZE, status };
}

/** Publishes or rejects a review (either way round, e.g. to take a published one down); audited. */
export async function moderateReview(deps: Pick<Services, "db" | "logger">, admin: SessionUser, id: string, decision: "published" | "rejected") {
  const { id: rid } = parseInput(reviewId, { id });
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, rid)).for("update");
    if (!before) throw new AppError("REVIEW_NOT_FOUND");
    const [row] = await tx
      .update(reviews)
      .set({ status: decision, moderated_by: admin.id, moderated_at: new Date() })
      .where(eq(reviews.id, rid))
      .returning({ id: reviews.id, status: reviews.status, moderated_at: reviews.moderated_at });
    if (!row) throw new AppError("REVIEW_NOT_FOUND");
    await writeAudit(tx, admin, {
      action: decision === "published" ? "review.publish" : "review.reject",
      target_type: "review",
      target_id: row.id,
      details: { from: before.status, to: decision },
    });
    deps.logger.info({ reviewId: row.id, decision, adminId: admin.id }, "review moderated");
    return { id: row.id, status: row.status, moderated_at: row.moderated_at?.toISOString() ?? null };
  });
}
