import { z } from "zod";
import { REPORT_REASONS, type ReportReason } from "../enums";
import { MAX_EMAIL_LENGTH, REPORT_OWNER_MESSAGE_MAX, REPORT_TEXT_MAX } from "../limits";
import { hasControlCharacters } from "../text";

// Reports of a listing by its readers (issue 14 §5) and the administrators' answers to them.
// Issue messages are error codes.

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value === undefined || value === null ? "" : value),
  z.string({ error: "VALIDATION" }).refine((v) => !hasControlCharacters(v), { error: "CONTROL_CHARACTERS" }),
);

/**
 * A report: a reason, a text (required for "other", optional otherwise) and, from a visitor, an
 * optional e-mail address for the outcome (a signed-in reporter is told through their account).
 */
export const reportSchema = z
  .object({
    reason: z.preprocess((v) => (v === undefined || v === null ? "" : v), z.string({ error: "REPORT_REASON_INVALID" })),
    text,
    email: text,
  })
  .superRefine((data, ctx) => {
    if (!(REPORT_REASONS as readonly string[]).includes(data.reason)) {
      ctx.addIssue({ code: "custom", message: "REPORT_REASON_INVALID", path: ["reason"] });
    }
    if (data.reason === "other" && !data.text) ctx.addIssue({ code: "custom", message: "REPORT_TEXT_REQUIRED", path: ["text"] });
    if (data.text.length > REPORT_TEXT_MAX) ctx.addIssue({ code: "custom", message: "REPORT_TEXT_TOO_LONG", path: ["text"] });
    if (data.email && (!SIMPLE_EMAIL.test(data.email) || data.email.length > MAX_EMAIL_LENGTH)) {
      ctx.addIssue({ code: "custom", message: "INVALID_EMAIL", path: ["email"] });
    }
  })
  .transform((data) => ({
    reason: data.reason as ReportReason,
    text: data.text || null,
    email: data.email ? data.email.toLowerCase() : null,
  }));

/** The administrator's message to the owner ("contact the owner"). */
export const reportOwnerMessageSchema = z.object({ message: text }).superRefine((data, ctx) => {
  if (!data.message) ctx.addIssue({ code: "custom", message: "REPORT_MESSAGE_REQUIRED", path: ["message"] });
  else if (data.message.length > REPORT_OWNER_MESSAGE_MAX) {
    ctx.addIssue({ code: "custom", message: "REPORT_MESSAGE_TOO_LONG", path: ["message"] });
  }
});
