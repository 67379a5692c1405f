import { Hono } from "hono";
import { z } from "zod";
import { PROPERTY_TYPES, REVIEW_CATEGORIES } from "~/domain/enums";
import { reviewSchema } from "~/domain/schemas/reviews";
import { createReview } from "../../reviews/create-review";
import { listPublicReviews } from "../../reviews/list-public-reviews";
import { adminListSchema as reviewQueueQuerySchema, listReviewsForModeration } from "../../reviews/list-reviews-for-moderation";
import { markReviewHelpful } from "../../reviews/mark-review-helpful";
import { moderateReview } from "../../reviews/moderate-review";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, readBody, requestInfo, requireAdmin, requireUser } from "../env";
import { moderatedReviewSchema, reviewIdParams, reviewQueueSchema } from "../schemas/admin";

const reviewBody = reviewSchema.meta({
  id: "ReviewInput",
  description: "A title, 1 to 5 stars, a category and a comment of 10 to 2,000 characters.",
});

const publicReviewSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid().nullable(),
    userName: z.string(),
    userAvatar: z.string().nullable(),
    propertyId: z.uuid().nullable().meta({ description: "The reviewed listing, while it exists." }),
    propertyName: z.string().nullable(),
    propertyType: z.enum(PROPERTY_TYPES).nullable(),
    propertyLocation: z.string().nullable(),
    rating: z.int().min(1).max(5),
    title: z.string(),
    comment: z.string(),
    date: z.iso.date().meta({ description: "The day it was written." }),
    helpful: z.int().min(0),
    isVerifiedPurchase: z.boolean(),
    category: z.enum(REVIEW_CATEGORIES),
    isDemo: z.boolean().meta({ description: "A review of the demo data, labelled as such." }),
  })
  .meta({ id: "PublicReview" });

const published = contract({
  tags: ["reviews"],
  access: "visitor",
  operationId: "listReviews",
  summary: "The published reviews, newest first (at most 200)",
  responses: { 200: { description: "The reviews.", schema: z.object({ reviews: z.array(publicReviewSchema) }) } },
});

const write = contract({
  tags: ["reviews"],
  access: "user",
  operationId: "createReview",
  summary: "Write a review",
  description: "Stored as pending until an administrator publishes it. Limited per person (429).",
  request: { body: { schema: reviewBody, checkedBy: "service" } },
  responses: {
    201: { description: "Waiting for moderation.", schema: z.object({ review: z.object({ id: z.uuid(), status: z.literal("pending") }) }) },
    ...refusals(400, 401, 429, 503),
  },
});

const helpful = contract({
  tags: ["reviews"],
  access: "visitor",
  operationId: "markReviewHelpful",
  summary: "Mark a published review as helpful",
  description: "Counted once per client address and review a day; further marks answer the current count (counted: false).",
  request: { params: reviewIdParams },
  responses: {
    200: { description: "The review's count now.", schema: z.object({ id: z.uuid(), helpful: z.int().min(0), counted: z.boolean() }) },
    ...refusals(404, 503),
  },
});

/** The reviews page: the list of published reviews, writing a review, 'mark as helpful'. */
export const reviewRoutes = new Hono<ApiEnv>()
  .get("/", published, async (c) => {
    return reply(c, published, 200, { reviews: await listPublicReviews(c.get("services")) });
  })
  .post("/", write, async (c) => {
    const user = await requireUser(c);
    return reply(c, write, 201, { review: await createReview(c.get("services"), user, await readBody(c)) });
  })
  .post("/:id/helpful", helpful, async (c) => {
    return reply(c, helpful, 200, await markReviewHelpful(c.get("services"), c.req.param("id"), requestInfo(c)));
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
    return reply(c, publish, 200, {
      review: await moderateReview(c.get("services"), { admin, id: c.req.valid("param").id, decision: "published" }),
    });
  })
  .post("/:id/reject", reject, async (c) => {
    const admin = await requireAdmin(c);
    return reply(c, reject, 200, {
      review: await moderateReview(c.get("services"), { admin, id: c.req.valid("param").id, decision: "rejected" }),
    });
  });
