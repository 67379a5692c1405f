import { Hono } from "hono";
import { deleteContactMessage } from "../../contact/delete-contact-message";
import { listContactMessages } from "../../contact/list-contact-messages";
import { markContactMessage } from "../../contact/mark-contact-message";
import { sendContactMessage } from "../../contact/send-contact-message";
import { type ApiEnv, currentUser, readBody, requestInfo, requireAdmin } from "../env";

/** The site contact form (/kontakt): anyone may send; rate-limited per address. */
export const contactMessageRoutes = new Hono<ApiEnv>().post("/", async (c) => {
  const message = await sendContactMessage(c.get("services"), await currentUser(c), await readBody(c), requestInfo(c));
  return c.json({ message }, 201);
});

/** The administrators' inbox: list, mark read/unread, delete (each change in the audit log). */
export const adminContactMessageRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const admin = await requireAdmin(c);
    c.header("cache-control", "no-store");
    return c.json(await listContactMessages(c.get("services"), admin, c.req.query()));
  })
  .post("/:id/read", async (c) => {
    const admin = await requireAdmin(c);
    const body = await readBody(c);
    return c.json({ message: await markContactMessage(c.get("services"), admin, c.req.param("id"), { read: body.read ?? true }) });
  })
  .delete("/:id", async (c) => {
    const admin = await requireAdmin(c);
    await deleteContactMessage(c.get("services"), admin, c.req.param("id"));
    return c.json({ ok: true });
  });
