import { z } from "zod";
import { REVIEW_CATEGORIES } from "../enums";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from "../limits";
import { hasControlCharacters } from "../text";

// The two stored forms of the informational pages (document 2 §5): the site contact form (/kontakt)
// and the write-review form (/vlersimet). Issue messages are error codes.

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
const REVIEW_TITLE_MAX = 120;
const REVIEW_COMMENT_MIN = 10;
const REVIEW_COMMENT_MAX = 2000;

/** The spec's "simple pattern": something@something.something, no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A text field, trimmed. Control characters other than line breaks and tabs (e.g. NUL, which
 * PostgreSQL cannot store) are refused as invalid input rather than failing at the database.
 */
const text = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value === undefined || value === null ? "" : value),
  z.string({ error: "VALIDATION" }).refine((v) => !hasControlCharacters(v), { error: "CONTROL_CHARACTERS" }),
);

/**
 * Name, email and message are required ('Ju lutemi plotësoni të gjitha fushat e detyrueshme.'), then
 * the email must match the simple pattern ('Ju lutemi jepni një adresë email valide.'). Every missing
 * field is reported before the email's format, as the form does.
 */
export const contactMessageSchema = z
  .object({ name: text, email: text, subject: text, message: text })
  .superRefine((data, ctx) => {
    for (const field of ["name", "email", "message"] as const) {
      if (!data[field]) ctx.addIssue({ code: "custom", message: "CONTACT_REQUIRED_FIELDS", path: [field] });
    }
    if (data.email && (!SIMPLE_EMAIL.test(data.email) || data.email.length > MAX_EMAIL_LENGTH)) {
      ctx.addIssue({ code: "custom", message: "INVALID_EMAIL", path: ["email"] });
    }
    if (data.name.length > MAX_NAME_LENGTH) ctx.addIssue({ code: "custom", message: "CONTACT_NAME_TOO_LONG", path: ["name"] });
    if (data.subject.length > CONTACT_SUBJECT_MAX) ctx.addIssue({ code: "custom", message: "CONTACT_SUBJECT_TOO_LONG", path: ["subject"] });
    if (data.message.length > CONTACT_MESSAGE_MAX) ctx.addIssue({ code: "custom", message: "CONTACT_MESSAGE_TOO_LONG", path: ["message"] });
  })
  .transform((data) => ({ ...data, email: data.email.toLowerCase(), subject: data.subject || null }));

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

/** A stored review's or contact message's id: anything else is simply not found. */
export const reviewIdSchema = z.object({ id: z.uuid("REVIEW_NOT_FOUND") });
export const contactMessageIdSchema = z.object({ id: z.uuid("CONTACT_MESSAGE_NOT_FOUND") });
