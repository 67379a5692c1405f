import { z } from "zod";

// The signed-in user's notifications (document 1 §7). Issue messages are error codes.

const NOTIFICATION_FILTERS = ["all", "unread", "read"] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** A notification's id from a path; anything else is simply not found (never a database error). */
export const notificationIdSchema = z.uuid("NOT_FOUND");

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
