import { Hono } from "hono";
import { getCurrentSession } from "../../auth/session-user";
import { deleteNotification } from "../../notifications/delete-notification";
import { latestNotifications, listNotifications } from "../../notifications/list-notifications";
import { markAllNotificationsRead, markNotificationRead } from "../../notifications/mark-read";
import { notificationStream } from "../../notifications/stream";
import { type ApiEnv, readBody, requireUser } from "../env";

/** The signed-in user's own notifications (document 1 §7): bell, page, mark read, delete, live stream. */
export const notificationRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    c.header("cache-control", "no-store");
    await next();
  })
  .get("/", async (c) => {
    const user = await requireUser(c);
    return c.json(await listNotifications(c.get("services"), user.id, c.req.query()));
  })
  .get("/latest", async (c) => {
    const user = await requireUser(c);
    return c.json(await latestNotifications(c.get("services"), user.id));
  })
  .get("/stream", async (c) => {
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
  .post("/read-all", async (c) => {
    const user = await requireUser(c);
    return c.json(await markAllNotificationsRead(c.get("services"), user.id, await readBody(c)));
  })
  .post("/:id/read", async (c) => {
    const user = await requireUser(c);
    return c.json(await markNotificationRead(c.get("services"), user.id, c.req.param("id")));
  })
  .delete("/:id", async (c) => {
    const user = await requireUser(c);
    return c.json(await deleteNotification(c.get("services"), user.id, c.req.param("id")));
  });
