import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { ADMIN_PAGE_SIZE } from "~/domain/limits";
import { parseInput } from "~/domain/schemas/parse";
import { clampPage } from "../db/paging";
import { profiles, reviews } from "../db/schema/index";
import type { Services } from "../services";
import type { AdminActor } from "../auth/admin-actor";

// Moderation of the reviews page's reviews: only an AdminActor (a checked administrator) lists them.

export const adminListSchema = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === "" ? 1 : Number(v)),
    z.number().int("VALIDATION").min(1, "VALIDATION").max(100_000, "VALIDATION"),
  ),
  status: z.preprocess(
    (v) => (v === undefined || v === "" ? "pending" : v),
    z.enum(["pending", "published", "rejected", "all"], { error: "VALIDATION" }),
  ),
});

type AdminReview = {
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

export async function listReviewsForModeration(deps: Pick<Services, "db">, _admin: AdminActor, input: unknown) {
  const { page: requested, status } = parseInput(adminListSchema, input);
  const where = status === "all" ? undefined : eq(reviews.status, status);
  const [[totals], counts] = await Promise.all([
    deps.db.select({ n: count() }).from(reviews).where(where),
    deps.db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status),
  ]);
  const total = totals?.n ?? 0;
  const { page, pageCount: pages, offset } = clampPage(requested, total, ADMIN_PAGE_SIZE);
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
    .offset(offset);
  const byStatus = { pending: 0, published: 0, rejected: 0 };
  for (const c of counts) byStatus[c.status] = c.n;
  const items: AdminReview[] = rows.map((r) => ({
    ...r,
    moderated_at: r.moderated_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  }));
  return { reviews: items, total, counts: byStatus, page, pages, page_size: ADMIN_PAGE_SIZE, status };
}
