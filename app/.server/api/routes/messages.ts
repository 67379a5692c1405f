import { Hono } from "hono";
import { createContactRequest } from "../../messages/send-message";
import { type ApiEnv, currentUser, readBody } from "../env";

/** A contact request to a listing's owner (signed-in readers, not the owner). */
export const contactRequestRoutes = new Hono<ApiEnv>().post("/:id/contact-requests", async (c) => {
  const user = await currentUser(c);
  const services = c.get("services");
  // Signed-out readers get the spec's message before anything else is looked at.
  const request = await createContactRequest(services, user, c.req.param("id"), user ? await readBody(c) : {});
  return c.json({ contact_request: request }, 201);
});
