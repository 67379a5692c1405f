import { Hono } from "hono";
import { z } from "zod";
import { savedSearchCreateSchema, savedSearchUpdateSchema } from "~/domain/schemas/saved-searches";
import { ALERT_FREQUENCIES } from "~/domain/enums";
import { createSavedSearch } from "../../saved-searches/create-saved-search";
import { deleteSavedSearch } from "../../saved-searches/delete-saved-search";
import { findOwnSavedSearch, listSavedSearches } from "../../saved-searches/list-saved-searches";
import { updateSavedSearch } from "../../saved-searches/update-saved-search";
import { findByUnsubscribeToken, unsubscribeSavedSearch } from "../../saved-searches/unsubscribe";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, readBody, requireUser } from "../env";

// Saved searches of the signed-in user (issue 13 item 4) and the signed unsubscribe link of their
// alert e-mails, which works without signing in.

const timestamp = z.iso.datetime();
const frequency = z.enum(ALERT_FREQUENCIES).meta({ description: "E-mail alerts: instant, a daily digest at 08:00 Kosovo time, or none." });

const savedSearchSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    params: z.record(z.string(), z.string()).meta({ description: "The filters as /listings reads them (query parameters)." }),
    frequency,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: "SavedSearch" });

const idParams = z.object({ id: z.string().meta({ description: "The saved search's id (a UUID)." }) });
const tokenQuery = z.object({ token: z.string().optional().meta({ description: "The signed token of the e-mail's link." }) });
const unsubscribeState = z
  .object({ id: z.uuid(), name: z.string(), frequency, changed: z.boolean().optional() })
  .meta({ id: "UnsubscribeState" });

const base = { tags: ["saved-searches"], access: "user" } as const;

const list = contract({
  ...base,
  operationId: "listSavedSearches",
  summary: "One's saved searches, newest first",
  responses: {
    200: {
      description: "The searches and the limit per person.",
      schema: z.object({ saved_searches: z.array(savedSearchSchema), limit: z.number() }),
    },
    ...refusals(401),
  },
});

const create = contract({
  ...base,
  refusal: "SAVED_SEARCH_LOGIN_REQUIRED",
  operationId: "createSavedSearch",
  summary: "Save a search",
  description:
    "`filters` are the search's parameters (an object, or a query string as /listings writes it), checked as the search checks them; order and page are not kept. At most 20 per person (409 SAVED_SEARCH_LIMIT_REACHED).",
  request: { body: { schema: savedSearchCreateSchema.meta({ id: "SavedSearchInput" }), checkedBy: "service" } },
  responses: { 201: { description: "The saved search.", schema: savedSearchSchema }, ...refusals(400, 401, 409) },
});

const get = contract({
  ...base,
  operationId: "getSavedSearch",
  summary: "One of one's saved searches",
  request: { params: idParams },
  responses: { 200: { description: "The saved search.", schema: savedSearchSchema }, ...refusals(401, 404) },
});

const update = contract({
  ...base,
  operationId: "updateSavedSearch",
  summary: "Rename a saved search or change its alerts",
  description: "Someone else's search answers 404.",
  request: { params: idParams, body: { schema: savedSearchUpdateSchema.meta({ id: "SavedSearchChanges" }), checkedBy: "service" } },
  responses: { 200: { description: "The saved search.", schema: savedSearchSchema }, ...refusals(400, 401, 404) },
});

const remove = contract({
  ...base,
  operationId: "deleteSavedSearch",
  summary: "Delete a saved search",
  description: "Someone else's search answers 404.",
  request: { params: idParams },
  responses: { 200: { description: "Deleted.", schema: z.object({ id: z.uuid(), deleted: z.literal(true) }) }, ...refusals(401, 404) },
});

const checkToken = contract({
  tags: ["saved-searches"],
  access: "visitor",
  operationId: "getUnsubscribeLink",
  summary: "What an alert e-mail's unsubscribe link would stop (changes nothing)",
  request: { query: tokenQuery },
  responses: { 200: { description: "The saved search it names.", schema: unsubscribeState }, ...refusals(400) },
});

const unsubscribe = contract({
  tags: ["saved-searches"],
  access: "visitor",
  operationId: "unsubscribeSavedSearch",
  summary: "Stop a saved search's e-mails by its signed link (RFC 8058 one-click)",
  description:
    "The `List-Unsubscribe` address of alert e-mails: mail programs POST `List-Unsubscribe=One-Click` to it. No sign-in; a token that is not the server's answers 400; doing it again changes nothing.",
  request: { query: tokenQuery },
  responses: { 200: { description: "Alerts off.", schema: unsubscribeState }, ...refusals(400) },
});

export const savedSearchRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  })
  .get("/unsubscribe", checkToken, async (c) => {
    return reply(c, checkToken, 200, await findByUnsubscribeToken(c.get("services"), c.req.valid("query").token));
  })
  .post("/unsubscribe", unsubscribe, async (c) => {
    const body = await readBody(c);
    const token = c.req.valid("query").token ?? body.token;
    return reply(c, unsubscribe, 200, await unsubscribeSavedSearch(c.get("services"), token));
  })
  .get("/", list, async (c) => {
    const user = await requireUser(c);
    return reply(c, list, 200, await listSavedSearches(c.get("services"), user.id));
  })
  .post("/", create, async (c) => {
    const user = await requireUser(c);
    return reply(c, create, 201, await createSavedSearch(c.get("services"), { user, input: await readBody(c), language: c.get("lang") }));
  })
  .get("/:id", get, async (c) => {
    const user = await requireUser(c);
    return reply(c, get, 200, await findOwnSavedSearch(c.get("services"), user.id, c.req.valid("param").id));
  })
  .patch("/:id", update, async (c) => {
    const user = await requireUser(c);
    return reply(
      c,
      update,
      200,
      await updateSavedSearch(c.get("services"), { user, id: c.req.valid("param").id, input: await readBody(c) }),
    );
  })
  .delete("/:id", remove, async (c) => {
    const user = await requireUser(c);
    return reply(c, remove, 200, await deleteSavedSearch(c.get("services"), user, c.req.valid("param").id));
  });
