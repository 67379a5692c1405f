import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { reviewIdSchema } from "~/domain/schemas/reviews";
import { parseInput } from "~/domain/schemas/parse";
import type { RequestInfo } from "../auth/types";
import { reviews } from "../db/schema/index";
import type { Services } from "../services";

/**
 * 'Mark as helpful' on a published review: counted once per address and review a day (the page allows
 * one mark per visit); further marks answer with the current count and change nothing.
 */
export async function markReviewHelpful(
  deps: Pick<Services, "db" | "limiter">,
  id: string,
  request: Pick<RequestInfo, "network">,
): Promise<{ id: string; helpful: number; counted: boolean }> {
  const { id: rid } = parseInput(reviewIdSchema, { id });
  const [existing] = await deps.db
    .select({ id: reviews.id, helpful: reviews.helpful })
    .from(reviews)
    .where(and(eq(reviews.id, rid), eq(reviews.status, "published")));
  if (!existing) throw new AppError("REVIEW_NOT_FOUND");
  try {
    await deps.limiter.consume("reviewHelpfulPerAddress", `${request.network}:${rid}`);
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
