import { Hono } from "hono";
import { createContactRequest } from "../../messages/create-contact-request";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, readBody, requireUser } from "../env";
import { contactRequestBody, contactRequestCreatedSchema, propertyIdParams } from "../schemas/properties";

const send = contract({
  operationId: "createContactRequest",
  summary: "Ask a listing's owner about it",
  description: "Signed-in readers only, not the owner, active listings only; the owner is notified.",
  tags: ["contact requests"],
  access: "user",
  // Signed-out readers get the spec's message before anything else is looked at.
  refusal: "CONTACT_LOGIN_REQUIRED",
  request: { params: propertyIdParams, body: { schema: contactRequestBody, checkedBy: "service" } },
  responses: {
    201: { description: "The request as stored.", schema: contactRequestCreatedSchema },
    ...refusals(400, 401, 403, 404, 409, 429),
  },
});

/** A contact request to a listing's owner (signed-in readers, not the owner). */
export const contactRequestRoutes = new Hono<ApiEnv>().post("/:id/contact-requests", send, async (c) => {
  const user = await requireUser(c);
  const request = await createContactRequest(c.get("services"), { user, propertyId: c.req.valid("param").id, rawInput: await readBody(c) });
  return reply(c, send, 201, { contact_request: request });
});
