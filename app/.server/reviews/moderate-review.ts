import { eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { reviewIdSchema } from "~/domain/schemas/reviews";
import { parseInput } from "~/domain/schemas/parse";
import { reviews } from "../db/schema/index";
import type { Services } from "../services";
import { recordAudit } from "../admin/audit";
import type { AdminActor } from "../auth/admin-actor";

/** Publishes or rejects a review (either way round, e.g. to take a published one down); audited. */
export async function moderateReview(
  deps: Pick<Services, "db" | "logger">,
  { admin, id, decision }: { admin: AdminActor; id: string; decision: "published" | "rejected" },
) {
  const { id: rid } = parseInput(reviewIdSchema, { id });
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, rid)).for("update");
    if (!before) throw new AppError("REVIEW_NOT_FOUND");
    const [row] = await tx
      .update(reviews)
      .set({ status: decision, moderated_by: admin.id, moderated_at: new Date() })
      .where(eq(reviews.id, rid))
      .returning({ id: reviews.id, status: reviews.status, moderated_at: reviews.moderated_at });
    if (!row) throw new AppError("REVIEW_NOT_FOUND");
    await recordAudit(tx, {
      actor: admin,
      action: decision === "published" ? "review.publish" : "review.reject",
      target: { type: "review", id: row.id },
      details: { from: before.status, to: decision },
    });
    deps.logger.info({ reviewId: row.id, decision, adminId: admin.id }, "review moderated");
    return { id: row.id, status: row.status, moderated_at: row.moderated_at?.toISOString() ?? null };
  });
}
