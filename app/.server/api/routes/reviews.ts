import { Hono } from "hono";
import { createReview } from "../../reviews/create-review";
import { listPublicReviews } from "../../reviews/list-public-reviews";
import { adminListSchema as reviewQueueQuerySchema, listReviewsForModeration } from "../../reviews/list-reviews-for-moderation";
import { markReviewHelpful } from "../../reviews/mark-review-helpful";
import { moderateReview } from "../../reviews/moderate-review";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, readBody, requestInfo, requireAdmin, requireUser } from "../env";
import { moderatedReviewSchema, reviewIdParams, reviewQueueSchema } from "../schemas/admin";

/** The reviews page: the list of published reviews, writing a review, 'mark as helpful'. */
export const reviewRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    return c.json({ reviews: await listPublicReviews(c.get("services")) });
  })
  .post("/", async (c) => {
    const user = await requireUser(c);
    return c.json({ review: await createReview(c.get("services"), user, await readBody(c)) }, 201);
  })
  .post("/:id/helpful", async (c) => {
    return c.json(await markReviewHelpful(c.get("services"), c.req.param("id"), requestInfo(c)));
  });

const moderation = { tags: ["admin: reviews"], access: "admin" } as const;

const queue = contract({
  ...moderation,
  operationId: "adminListReviews",
  summary: "Reviews by status (pending by default), newest first",
  request: { query: reviewQueueQuerySchema },
  responses: {
    200: { description: "One page of reviews and the count per status.", schema: reviewQueueSchema },
    ...refusals(400, 401, 403),
  },
});

const publish = contract({
  ...moderation,
  operationId: "adminPublishReview",
  summary: "Publish a review",
  request: { params: reviewIdParams },
  responses: { 200: { description: "The review's status now.", schema: moderatedReviewSchema }, ...refusals(401, 403, 404) },
});

const reject = contract({
  ...moderation,
  operationId: "adminRejectReview",
  summary: "Reject a review (or take a published one down)",
  request: { params: reviewIdParams },
  responses: { 200: { description: "The review's status now.", schema: moderatedReviewSchema }, ...refusals(401, 403, 404) },
});

/** Moderation: administrators list reviews by status and publish or reject them (audited). */
export const adminReviewRoutes = new Hono<ApiEnv>()
  .get("/", queue, async (c) => {
    const admin = await requireAdmin(c);
    c.header("cache-control", "no-store");
    return reply(c, queue, 200, await listReviewsForModeration(c.get("services"), admin, c.req.valid("query")));
  })
  .post("/:id/publish", publish, async (c) => {
    const admin = await requireAdmin(c);
    return reply(c, publish, 200, { review: await moderateReview(c.get("services"), admin, c.req.valid("param").id, "published") });
  })
  .post("/:id/reject", reject, async (c) => {
    const admin = await requireAdmin(c);
    return reply(c, reject, 200, { review: await moderateReview(c.get("services"), admin, c.req.valid("param").id, "rejected") });
  });
