import { Hono } from "hono";
import { deleteOwnAccount } from "../../auth/delete-account";
import { updatePreferences, updateProfile } from "../../profile/update-profile";
import { getDashboard } from "../../dashboard/get-dashboard";
import { getPremiumOffer } from "../../premium/get-premium-offer";
import { getProfileOverview } from "../../profile/get-profile";
import { listMessages } from "../../messages/list-messages";
import { updateMessageStatus } from "../../messages/update-message";
import { listFavorites } from "../../favorites/list-favorites";
import { type ApiEnv, forwardCookies, readBody, requestInfo, requireUser } from "../env";

/** The signed-in user's own things: profile and settings, dashboard, profile page, premium offer, favourites, messages (contact requests). */
export const meRoutes = new Hono<ApiEnv>()
  .use(async (c, next) => {
    c.header("cache-control", "no-store");
    await next();
  })
  .get("/", async (c) => c.json({ user: await requireUser(c) }))
  .patch("/", async (c) => {
    const user = await requireUser(c);
    return c.json({ user: await updateProfile(c.get("services"), user.id, await readBody(c)) });
  })
  .put("/preferences", async (c) => {
    const user = await requireUser(c);
    return c.json({ user: await updatePreferences(c.get("services"), user.id, await readBody(c)) });
  })
  .delete("/", async (c) => {
    const user = await requireUser(c);
    forwardCookies(c, await deleteOwnAccount(c.get("services"), user.id, await readBody(c), requestInfo(c)));
    return c.json({ ok: true });
  })
  .get("/dashboard", async (c) => {
    const user = await requireUser(c);
    return c.json(await getDashboard(c.get("services"), user));
  })
  .get("/profile", async (c) => {
    const user = await requireUser(c);
    return c.json(await getProfileOverview(c.get("services"), user.id));
  })
  .get("/premium", async (c) => {
    const user = await requireUser(c);
    return c.json(await getPremiumOffer(c.get("services"), user));
  })
  // Adding and removing a favourite: POST/DELETE /api/properties/:id/favorite (routes/favorites.ts).
  .get("/favorites", async (c) => {
    const user = await requireUser(c);
    return c.json(await listFavorites(c.get("services"), user, c.req.query()));
  })
  .get("/messages", async (c) => {
    const user = await requireUser(c);
    return c.json(await listMessages(c.get("services"), user.id, c.req.query()));
  })
  .patch("/messages/:id", async (c) => {
    const user = await requireUser(c);
    return c.json(await updateMessageStatus(c.get("services"), user.id, c.req.param("id"), await readBody(c)));
  });
