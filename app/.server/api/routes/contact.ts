import { Hono } from "hono";
import { z } from "zod";
import { contactMessageSchema } from "~/domain/schemas/contact";
import { deleteContactMessage } from "../../contact/delete-contact-message";
import { listContactMessages, listSchema as contactInboxQuerySchema } from "../../contact/list-contact-messages";
import { markContactMessage } from "../../contact/mark-contact-message";
import { sendContactMessage } from "../../contact/send-contact-message";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, currentUser, readBody, requestInfo, requireAdmin } from "../env";
import { contactInboxSchema, markedMessageSchema, markReadBody, messageIdParams } from "../schemas/admin";
import { okSchema } from "../schemas/properties";

const contactMessageBody = contactMessageSchema.meta({
  id: "ContactMessageInput",
  description: "Name, a valid e-mail and the message are required; the subject is optional.",
});

const send = contract({
  tags: ["contact"],
  access: "visitor",
  operationId: "sendContactMessage",
  summary: "Send the site contact form",
  description: "A signed-in sender is linked to their account. Limited per client address (429); administrators are told at once.",
  request: { body: { schema: contactMessageBody, checkedBy: "service" } },
  responses: {
    201: {
      description: "Stored for the administrators' inbox.",
      schema: z.object({ message: z.object({ id: z.uuid(), created_at: z.iso.datetime() }) }),
    },
    ...refusals(400, 429, 503),
  },
});

/** The site contact form (/kontakt): anyone may send; rate-limited per address. */
export const contactMessageRoutes = new Hono<ApiEnv>().post("/", send, async (c) => {
  const message = await sendContactMessage(c.get("services"), {
    user: await currentUser(c),
    input: await readBody(c),
    request: requestInfo(c),
  });
  return reply(c, send, 201, { message });
});

const inbox = { tags: ["admin: inbox"], access: "admin" } as const;

const list = contract({
  ...inbox,
  operationId: "adminListContactMessages",
  summary: "The site contact form's messages, newest first",
  request: { query: contactInboxQuerySchema },
  responses: { 200: { description: "One page of messages and the counts.", schema: contactInboxSchema }, ...refusals(400, 401, 403) },
});

const mark = contract({
  ...inbox,
  operationId: "adminMarkContactMessage",
  summary: "Mark a message read or unread",
  request: { params: messageIdParams, body: { schema: markReadBody } },
  responses: { 200: { description: "The message's read time.", schema: markedMessageSchema }, ...refusals(401, 403, 404) },
});

const remove = contract({
  ...inbox,
  operationId: "adminDeleteContactMessage",
  summary: "Delete a message for good",
  request: { params: messageIdParams },
  responses: { 200: { description: "Deleted.", schema: okSchema }, ...refusals(401, 403, 404) },
});

/** The administrators' inbox: list, mark read/unread, delete (each change in the audit log). */
export const adminContactMessageRoutes = new Hono<ApiEnv>()
  .get("/", list, async (c) => {
    const admin = await requireAdmin(c);
    c.header("cache-control", "no-store");
    return reply(c, list, 200, await listContactMessages(c.get("services"), admin, c.req.valid("query")));
  })
  .post("/:id/read", mark, async (c) => {
    const admin = await requireAdmin(c);
    return reply(c, mark, 200, {
      message: await markContactMessage(c.get("services"), { admin, id: c.req.valid("param").id, input: c.req.valid("json") }),
    });
  })
  .delete("/:id", remove, async (c) => {
    const admin = await requireAdmin(c);
    await deleteContactMessage(c.get("services"), admin, c.req.valid("param").id);
    return reply(c, remove, 200, { ok: true });
  });
