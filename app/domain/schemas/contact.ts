import { z } from "zod";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from "../limits";
import { formText as text } from "./form-text";

// The site contact form (/kontakt, document 2 §5) and its administrators' inbox. Issue messages are
// error codes.

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

/** The spec's "simple pattern": something@something.something, no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** A stored contact message's id: anything else is simply not found. */
export const contactMessageIdSchema = z.object({ id: z.uuid("CONTACT_MESSAGE_NOT_FOUND") });
