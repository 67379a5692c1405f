import { z } from "zod";
import { MAX_NAME_LENGTH } from "../limits";
import { toBoolean } from "./parse";

// The signed-in user's settings (document 1 §2 Settings, §9): profile and notification preferences.
// Issue messages are error codes.

const MAX_PHONE_LENGTH = 30;

/** Phone numbers as people write them: digits, spaces, +, -, (), / and dots; at least 6 digits. */
const phone = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : (v ?? "")),
  z
    .string({ error: "INVALID_PHONE" })
    .max(MAX_PHONE_LENGTH, "INVALID_PHONE")
    .refine((v) => v === "" || (/^\+?[0-9 ()\-./]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6), "INVALID_PHONE"),
);

/** Settings → profile: name and phone. E-mail and personal ID are read-only (not accepted here). */
export const profileUpdateSchema = z.object({
  name: z.string({ error: "REQUIRED_FIELDS" }).trim().min(1, "REQUIRED_FIELDS").max(MAX_NAME_LENGTH, "VALIDATION"),
  phone,
});

/**
 * Notification preferences (document 1 §9): property alerts and messages depend on e-mail; with e-mail
 * off they are stored off too. Unchecked boxes are absent from a form post, so absent means off.
 */
export const preferencesSchema = z
  .object({
    notify_email: z.preprocess(toBoolean, z.boolean()),
    notify_property_alerts: z.preprocess(toBoolean, z.boolean()),
    notify_messages: z.preprocess(toBoolean, z.boolean()),
  })
  .transform((p) => ({
    notify_email: p.notify_email,
    notify_property_alerts: p.notify_email && p.notify_property_alerts,
    notify_messages: p.notify_email && p.notify_messages,
  }));
