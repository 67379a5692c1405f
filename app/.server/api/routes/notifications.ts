import { Hono } from "hono";
import { z } from "zod";
import { getCurrentSession } from "../../auth/session-user";
import { deleteNotification } from "../../notifications/delete-notification";
import { latestNotifications, listNotifications } from "../../notifications/list-notifications";
import { markAllNotificationsRead, markNotificationRead } from "../../notifications/mark-read";
import { notificationStream } from "../../notifications/stream";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, readBody, requireUser } from "../env";
import {
  deletedNotificationSchema,
  latestNotificationsSchema,
  markAllReadBody,
  markedAllSchema,
  markedOneSchema,
  notificationIdParams,
  notificationPageSchema,
  notificationsQuery,
} from "../schemas/notifications";

const own = { tags: ["notifications"], access: "user" } as const;

const list = contract({
  ...own,
  operationId: "listNotifications",
  summary: "One's notifications, newest first (20 a page)",
  request: { query: notificationsQuery },
  responses: { 200: { description: "One page.", schema: notificationPageSchema }, ...refusals(401) },
});

const latest = contract({
  ...own,
  operationId: "latestNotifications",
  summary: "The bell: the latest 10 and how many are unread",
  responses: { 200: { description: "The latest notifications.", schema: latestNotificationsSchema }, ...refusals(401) },
});

const stream = contract({
  ...own,
  operationId: "streamNotifications",
  summary: "New notifications as they come (server-sent events)",
  description: "An event stream that ends when the session does.",
  responses: {
    200: {
      description: "A text/event-stream of new notifications and unread counts.",
      media: "text/event-stream",
      schema: z.string(),
    },
    ...refusals(401),
  },
});

const markAll = contract({
  ...own,
  operationId: "markNotificationsRead",
  summary: "Mark notifications read: the ones named, or every unread one",
  request: { body: { schema: markAllReadBody, checkedBy: "service" } },
  responses: { 200: { description: "How many changed.", schema: markedAllSchema }, ...refusals(400, 401, 503) },
});

const markOne = contract({
  ...own,
  operationId: "markNotificationRead",
  summary: "Mark one notification read",
  description: "Someone else's answers 404.",
  request: { params: notificationIdParams },
  responses: { 200: { description: "The notification now.", schema: markedOneSchema }, ...refusals(401, 404, 503) },
});

const remove = contract({
  ...own,
  operationId: "deleteNotification",
  summary: "Delete one notification",
  description: "Someone else's answers 404.",
  request: { params: notificationIdParams },
  responses: { 200: { description: "Deleted.", schema: deletedNotificationSchema }, ...refusals(401, 404, 503) },
});

/** The signed-in user's own notifications (document 1 §7): bell, page, mark read, delete, live stream. */
export const notificationRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    c.header("cache-control", "no-store");
    await next();
  })
  .get("/", list, async (c) => {
    const user = await requireUser(c);
    return reply(c, list, 200, await listNotifications(c.get("services"), { userId: user.id, input: c.req.query() }));
  })
  .get("/latest", latest, async (c) => {
    const user = await requireUser(c);
    return reply(c, latest, 200, await latestNotifications(c.get("services"), user.id));
  })
  .get("/stream", stream, async (c) => {
    const user = await requireUser(c);
    const services = c.get("services");
    const headers = c.req.raw.headers;
    const body = notificationStream(services, user.id, {
      signal: c.req.raw.signal,
      stillSignedIn: async () => (await getCurrentSession(services, headers))?.user.id === user.id,
    });
    return new Response(body, {
      headers: {
        "content-type": "text/event-stream; charset=utf-8",
        // no-transform: the compression middleware must not buffer the stream.
        "cache-control": "no-store, no-transform",
        "x-accel-buffering": "no",
      },
    });
  })
  .post("/read-all", markAll, async (c) => {
    const user = await requireUser(c);
    return reply(c, markAll, 200, await markAllNotificationsRead(c.get("services"), user.id, await readBody(c)));
  })
  .post("/:id/read", markOne, async (c) => {
    const user = await requireUser(c);
    return reply(c, markOne, 200, await markNotificationRead(c.get("services"), user.id, c.req.param("id")));
  })
  .delete("/:id", remove, async (c) => {
    const user = await requireUser(c);
    return reply(c, remove, 200, await deleteNotification(c.get("services"), user.id, c.req.param("id")));
  });
