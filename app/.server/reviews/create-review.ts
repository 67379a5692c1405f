import { AppError } from "~/domain/errors";
import { reviewSchema } from "~/domain/schemas/reviews";
import { parseInput } from "~/domain/schemas/parse";
import type { SessionUser } from "~/domain/session-user";
import { reviews } from "../db/schema/index";
import type { Services } from "../services";
import { serverT } from "../i18n";
import { notifyAdmins } from "../notifications/notify-admins";

/** A signed-in user's review: validated, stored as pending until an administrator publishes it. */
export async function createReview(
  deps: Pick<Services, "db" | "limiter" | "logger" | "events" | "mailer" | "publicUrl">,
  user: SessionUser,
  input: unknown,
): Promise<{ id: string; status: "pending" }> {
  const data = parseInput(reviewSchema, input);
  await deps.limiter.consume("formPerAddress", `review:${user.id}`);
  let id: string;
  try {
    const [row] = await deps.db
      .insert(reviews)
      .values({
        user_id: user.id,
        rating: data.rating,
        title: data.title,
        comment: data.comment,
        category: data.category,
        status: "pending",
      })
      .returning({ id: reviews.id });
    if (!row) throw new Error("review insert returned nothing");
    deps.logger.info({ reviewId: row.id, userId: user.id }, "review awaiting moderation");
    id = row.id;
  } catch (error) {
    deps.logger.error({ err: error }, "review could not be stored");
    throw new AppError("REVIEW_SEND_FAILED");
  }
  // The administrators hear that it waits for them (stored in Albanian, the platform's language).
  const t = serverT("sq");
  await notifyAdmins(deps, {
    type: "reminder",
    title: t("notifications:adminAlert.reviewTitle"),
    message: t("notifications:adminAlert.reviewMessage", { title: data.title, rating: data.rating }),
  });
  return { id, status: "pending" };
}
