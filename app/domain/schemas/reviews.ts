import { z } from "zod";
import { REVIEW_CATEGORIES } from "../enums";
import { formText as text } from "./form-text";

// The write-review form (/vlersimet, document 2 §5) and its moderation. Issue messages are error codes.

const REVIEW_TITLE_MAX = 120;
const REVIEW_COMMENT_MIN = 10;
const REVIEW_COMMENT_MAX = 2000;

/** The write-review form: title, 1–5 stars, a category, and a comment. */
export const reviewSchema = z
  .object({
    title: text,
    rating: z.preprocess((value) => {
      const n = typeof value === "number" || typeof value === "string" ? Number(value) : 0;
      return Number.isFinite(n) ? n : 0;
    }, z.number()),
    category: z.preprocess((value) => (value === "" || value === undefined ? "" : value), z.string({ error: "REVIEW_CATEGORY_INVALID" })),
    comment: text,
  })
  .superRefine((data, ctx) => {
    if (!data.title) ctx.addIssue({ code: "custom", message: "REVIEW_TITLE_REQUIRED", path: ["title"] });
    else if (data.title.length > REVIEW_TITLE_MAX) ctx.addIssue({ code: "custom", message: "REVIEW_TITLE_TOO_LONG", path: ["title"] });
    if (!Number.isInteger(data.rating) || data.rating < 1 || data.rating > 5) {
      ctx.addIssue({ code: "custom", message: "REVIEW_RATING_REQUIRED", path: ["rating"] });
    }
    if (!(REVIEW_CATEGORIES as readonly string[]).includes(data.category)) {
      ctx.addIssue({ code: "custom", message: "REVIEW_CATEGORY_INVALID", path: ["category"] });
    }
    if (!data.comment) ctx.addIssue({ code: "custom", message: "REVIEW_COMMENT_REQUIRED", path: ["comment"] });
    else if (data.comment.length < REVIEW_COMMENT_MIN)
      ctx.addIssue({ code: "custom", message: "REVIEW_COMMENT_TOO_SHORT", path: ["comment"] });
    else if (data.comment.length > REVIEW_COMMENT_MAX)
      ctx.addIssue({ code: "custom", message: "REVIEW_COMMENT_TOO_LONG", path: ["comment"] });
  })
  .transform((data) => ({ ...data, category: data.category as (typeof REVIEW_CATEGORIES)[number] }));

/** A stored review's id: anything else is simply not found. */
export const reviewIdSchema = z.object({ id: z.uuid("REVIEW_NOT_FOUND") });
