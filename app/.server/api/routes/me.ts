import { Hono } from "hono";
import { listMessages } from "../../contact-requests/list-messages";
import { updateMessageStatus } from "../../contact-requests/update-message";
import { type ApiEnv, readBody, requireUser } from "../env";

/** The signed-in user's own things: messages (contact requests), and more below. */
export const meRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    c.header("cache-control", "no-store");
    await next();
  })
  .get("/messages", async (c) => {
    const user = await requireUser(c);
    return c.json(await listMessages(c.get("services"), user.id, c.req.query()));
  })
  .patch("/messages/:id", async (c) => {
    const user = await requireUser(c);
    return c.json(await updateMessageStatus(c.get("services"), user.id, c.req.param("id"), await readBody(c)));
  });
