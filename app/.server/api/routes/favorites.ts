import { Hono } from "hono";
import { AppError } from "~/domain/errors";
import type { SessionUser } from "~/domain/session-user";
import { addFavorite, removeFavorite } from "../../favorites/favorites";
import { type ApiContext, type ApiEnv, currentUser } from "../env";

/** Visitors get the spec's alert text (document 1 §5 Favourite). */
async function requireFavoriteUser(c: ApiContext): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw new AppError("FAVORITE_LOGIN_REQUIRED");
  return user;
}

/** Favourites of the signed-in user: POST adds, DELETE removes; both answer the new state and count. */
export const favoriteRoutes = new Hono<ApiEnv>()
  .post("/:id/favorite", async (c) => {
    const user = await requireFavoriteUser(c);
    return c.json(await addFavorite(c.get("services"), user, c.req.param("id")));
  })
  .delete("/:id/favorite", async (c) => {
    const user = await requireFavoriteUser(c);
    return c.json(await removeFavorite(c.get("services"), user, c.req.param("id")));
  });
