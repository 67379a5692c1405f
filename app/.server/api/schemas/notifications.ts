import { z } from "zod";
import { NOTIFICATION_TYPES } from "~/domain/enums";
import { markAllReadSchema } from "~/domain/schemas/notifications";

// The JSON of /api/notifications: the signed-in person's own notifications.

const count = z.int().min(0);

export const notificationIdParams = z.object({ id: z.string().meta({ description: "The notification's id (a UUID)." }) });

export const notificationsQuery = z.object({
  filter: z.string().optional().meta({ description: "all (default), unread or read; anything else is all." }),
  page: z.string().optional().meta({ description: "The page (from 1, 20 a page); anything else is page 1." }),
});

export const markAllReadBody = markAllReadSchema.meta({
  id: "NotificationsToMark",
  description: "ids: the notifications to mark (at most 200); left out, every unread one.",
});

const notificationSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    is_read: z.boolean(),
    property_id: z.uuid().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Notification" });

const unread_count = count.meta({ description: "How many are unread now (the bell's dot)." });

export const notificationPageSchema = z
  .object({
    items: z.array(notificationSchema),
    filter: z.enum(["all", "unread", "read"]),
    page: z.int().min(1),
    page_size: z.int().min(1),
    has_more: z.boolean(),
    unread_count,
  })
  .meta({ id: "NotificationPage" });

export const latestNotificationsSchema = z.object({ items: z.array(notificationSchema).max(10), unread_count });
export const markedAllSchema = z.object({ updated: count, unread_count });
export const markedOneSchema = z.object({ notification: notificationSchema, unread_count });
export const deletedNotificationSchema = z.object({ unread_count });
