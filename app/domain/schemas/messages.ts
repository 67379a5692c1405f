import { z } from "zod";

// The contact requests an owner receives and a reader sends (document 1 §5, /messages). Issue messages
// are error codes.

const MESSAGE_BOXES = ["received", "sent"] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

/** A contact request's id from a path; anything else is simply not found (never a database error). */
export const messageIdSchema = z.uuid("NOT_FOUND");

export const messageListSchema = z.object({
  box: z.preprocess((v) => (MESSAGE_BOXES.includes(v as never) ? v : "received"), z.enum(MESSAGE_BOXES)),
});

/** The owner marks a received request handled (or pending again). */
export const messageUpdateSchema = z.object({
  status: z.enum(["pending", "handled"], { error: "VALIDATION" }),
});
