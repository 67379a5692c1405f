import { z } from "zod";
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from "../limits";
import { toBoolean } from "./parse";

// The signed-in area (document 1 §2 Settings, Notifications). Issue messages are error codes.

const NOTIFICATION_FILTERS = ["all", "unread", "read"] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

const uuid = z.uuid("NOT_FOUND");

/** A UUID from a path; anything else is simply not found (never a database error). */
export const idSchema = uuid;

/** ?filter=all|unread|read&page=1 — an unknown filter is 'all', a bad page is 1. */
export const notificationListSchema = z.object({
  filter: z.preprocess((v) => (NOTIFICATION_FILTERS.includes(v as never) ? v : "all"), z.enum(NOTIFICATION_FILTERS)),
  page: z.preprocess((v) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
  }, z.number().int()),
});

/** Mark read: a list of ids (the ones the browser shows) or, without ids, every unread one. */
export const markAllReadSchema = z.object({
  ids: z.preprocess(
    (v) => (v === undefined || v === null ? undefined : Array.isArray(v) ? v : [v]),
    z.array(z.uuid("VALIDATION")).max(200, "VALIDATION").optional(),
  ),
});

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

/** Account deletion is confirmed with the password. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: "REQUIRED_FIELDS" }).min(1, "REQUIRED_FIELDS").max(MAX_PASSWORD_LENGTH, "DELETE_PASSWORD_WRONG"),
});

const MESSAGE_BOXES = ["received", "sent"] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

export const messageListSchema = z.object({
  box: z.preprocess((v) => (MESSAGE_BOXES.includes(v as never) ? v : "received"), z.enum(MESSAGE_BOXES)),
});

/** The owner marks a received request handled (or pending again). */
export const messageUpdateSchema = z.object({
  status: z.enum(["pending", "handled"], { error: "VALIDATION" }),
});

/** ?page=1 of /favorites and GET /api/me/favorites — a bad or missing page is 1. */
export const favoriteListSchema = z.object({
  page: z.preprocess((v) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
  }, z.number().int()),
});
