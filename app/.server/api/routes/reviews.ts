import { Hono } from "hono";
import { createReview } from "../../reviews/create-review";
import { listPublicReviews } from "../../reviews/list-public-reviews";
import { listReviewsForModeration } from "../../reviews/list-reviews-for-moderation";
import { markReviewHelpful } from "../../reviews/mark-review-helpful";
import { moderateReview } from "../../reviews/moderate-review";
import { type ApiEnv, readBody, requestInfo, requireAdmin, requireUser } from "../env";

/** The reviews page: the list (sample + published), writing a review, 'mark as helpful'. */
export const reviewRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    return c.json({ reviews: await listPublicReviews(c.get("services"), c.get("lang")) });
  })
  .post("/", async (c) => {
    const user = await requireUser(c);
    return c.json({ review: await createReview(c.get("services"), user, await readBody(c)) }, 201);
  })
  .post("/:id/helpful", async (c) => {
    return c.json(await markReviewHelpful(c.get("services"), c.req.param("id"), requestInfo(c)));
  });

/** Moderation: administrators list reviews by status and publish or reject them (audited). */
export const adminReviewRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const admin = await requireAdmin(c);
    c.header("cache-control", "no-store");
    return c.json(await listReviewsForModeration(c.get("services"), admin, c.req.query()));
  })
  .post("/:id/publish", async (c) => {
    const admin = await requireAdmin(c);
    return c.json({ review: await moderateReview(c.get("services"), admin, c.req.param("id"), "published") });
  })
  .post("/:id/reject", async (c) => {
    const admin = await requireAdmin(c);
    return c.json({ review: await moderateReview(c.get("services"), admin, c.req.param("id"), "rejected") });
  });
