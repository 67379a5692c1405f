import { Hono } from "hono";
import { deleteOwnAccount } from "../../auth/delete-account";
import { updatePreferences, updateProfile } from "../../profile/update-profile";
import { getDashboard } from "../../dashboard/get-dashboard";
import { getPremiumOffer } from "../../premium/get-premium-offer";
import { getProfileOverview } from "../../profile/get-profile";
import { listMessages } from "../../messages/list-messages";
import { updateMessageStatus } from "../../messages/update-message";
import { listFavorites } from "../../favorites/list-favorites";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, forwardCookies, readBody, requestInfo, requireUser } from "../env";
import { deleteAccountBody, userAnswerSchema } from "../schemas/auth";
import {
  dashboardSchema,
  favoritePageSchema,
  favoritesQuery,
  messageIdParams,
  messagePageSchema,
  messagesQuery,
  messageStatusBody,
  messageStatusSchema,
  preferencesBody,
  premiumOfferSchema,
  profileBody,
  profileOverviewSchema,
} from "../schemas/me";
import { okSchema } from "../schemas/properties";

// Bodies are checked by the services; the queries' values never refuse (anything unknown is the default).
const own = { tags: ["me"], access: "user" } as const;

const me = contract({
  ...own,
  operationId: "getMe",
  summary: "The signed-in person",
  responses: { 200: { description: "The signed-in person.", schema: userAnswerSchema }, ...refusals(401) },
});

const editProfile = contract({
  ...own,
  operationId: "updateMe",
  summary: "Change one's name and phone",
  description: "An agency's verification badge lapses when it renames itself (administrators are told).",
  request: { body: { schema: profileBody, checkedBy: "service" } },
  responses: { 200: { description: "The person now.", schema: userAnswerSchema }, ...refusals(400, 401, 503) },
});

const preferences = contract({
  ...own,
  operationId: "updateMyPreferences",
  summary: "Change one's e-mail notification preferences",
  request: { body: { schema: preferencesBody, checkedBy: "service" } },
  responses: { 200: { description: "The person now.", schema: userAnswerSchema }, ...refusals(400, 401, 503) },
});

const deleteAccount = contract({
  ...own,
  operationId: "deleteMe",
  summary: "Delete one's account, its listings and photos",
  description: "Confirmed with the password; ends the session. Limited per client address (429).",
  request: { body: { schema: deleteAccountBody, checkedBy: "service" } },
  responses: { 200: { description: "Deleted and signed out.", schema: okSchema }, ...refusals(400, 401, 409, 429, 503) },
});

const dashboard = contract({
  ...own,
  operationId: "getMyDashboard",
  summary: "The dashboard: one's newest listings and the activity summary",
  description: "Views, favourites and phone reveals only for an active premium owner (absent otherwise).",
  responses: { 200: { description: "The dashboard.", schema: dashboardSchema }, ...refusals(401) },
});

const profile = contract({
  ...own,
  operationId: "getMyProfile",
  summary: "The profile page: one's own profile, read fresh, and statistics",
  responses: { 200: { description: "The profile and statistics.", schema: profileOverviewSchema }, ...refusals(401) },
});

const premium = contract({
  ...own,
  operationId: "getPremiumOffer",
  summary: "The premium page: prices, bank details, support address and one's status",
  responses: { 200: { description: "The offer.", schema: premiumOfferSchema }, ...refusals(401) },
});

const favorites = contract({
  ...own,
  operationId: "listMyFavorites",
  summary: "One's favourites, most recently favourited first (12 a page)",
  description: "Adding and removing one: POST/DELETE /api/properties/{id}/favorite.",
  request: { query: favoritesQuery },
  responses: { 200: { description: "One page of favourites.", schema: favoritePageSchema }, ...refusals(401) },
});

const messages = contract({
  ...own,
  operationId: "listMyMessages",
  summary: "Contact requests received for one's listings, or sent, newest first",
  request: { query: messagesQuery },
  responses: { 200: { description: "Pages 1 to n of the box.", schema: messagePageSchema }, ...refusals(401) },
});

const markMessage = contract({
  ...own,
  operationId: "updateMyMessage",
  summary: "Mark a received contact request handled (or pending again)",
  description: "Only the listing's owner may; anyone else gets 404. The sender is told when it becomes handled.",
  request: { params: messageIdParams, body: { schema: messageStatusBody, checkedBy: "service" } },
  responses: { 200: { description: "The request's status now.", schema: messageStatusSchema }, ...refusals(400, 401, 404, 503) },
});

/** The signed-in user's own things: profile and settings, dashboard, profile page, premium offer, favourites, messages (contact requests). */
export const meRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    c.header("cache-control", "no-store");
    await next();
  })
  .get("/", me, async (c) => reply(c, me, 200, { user: await requireUser(c) }))
  .patch("/", editProfile, async (c) => {
    const user = await requireUser(c);
    return reply(c, editProfile, 200, { user: await updateProfile(c.get("services"), user.id, await readBody(c)) });
  })
  .put("/preferences", preferences, async (c) => {
    const user = await requireUser(c);
    return reply(c, preferences, 200, { user: await updatePreferences(c.get("services"), user.id, await readBody(c)) });
  })
  .delete("/", deleteAccount, async (c) => {
    const user = await requireUser(c);
    forwardCookies(c, await deleteOwnAccount(c.get("services"), { userId: user.id, input: await readBody(c), request: requestInfo(c) }));
    return reply(c, deleteAccount, 200, { ok: true });
  })
  .get("/dashboard", dashboard, async (c) => {
    const user = await requireUser(c);
    return reply(c, dashboard, 200, await getDashboard(c.get("services"), user));
  })
  .get("/profile", profile, async (c) => {
    const user = await requireUser(c);
    return reply(c, profile, 200, await getProfileOverview(c.get("services"), user.id));
  })
  .get("/premium", premium, async (c) => {
    const user = await requireUser(c);
    return reply(c, premium, 200, await getPremiumOffer(c.get("services"), user));
  })
  .get("/favorites", favorites, async (c) => {
    const user = await requireUser(c);
    return reply(c, favorites, 200, await listFavorites(c.get("services"), { user, input: c.req.query() }));
  })
  .get("/messages", messages, async (c) => {
    const user = await requireUser(c);
    return reply(c, messages, 200, await listMessages(c.get("services"), user.id, c.req.query()));
  })
  .patch("/messages/:id", markMessage, async (c) => {
    const user = await requireUser(c);
    return reply(
      c,
      markMessage,
      200,
      await updateMessageStatus(c.get("services"), { userId: user.id, id: c.req.param("id"), input: await readBody(c) }),
    );
  });
