import { Hono } from "hono";
import { addFavorite, removeFavorite } from "../../favorites/favorites";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, requireUser } from "../env";
import { favoriteStateSchema, propertyIdParams } from "../schemas/properties";

const favorite = {
  tags: ["favorites"],
  access: "user",
  // Visitors get the spec's alert text (document 1 §5 Favourite).
  refusal: "FAVORITE_LOGIN_REQUIRED",
  request: { params: propertyIdParams },
} as const;

const add = contract({
  ...favorite,
  operationId: "addFavorite",
  summary: "Add a listing to one's favourites",
  description: "Adding twice changes nothing.",
  responses: { 200: { description: "The favourite's state and count.", schema: favoriteStateSchema }, ...refusals(401, 404) },
});

const remove = contract({
  ...favorite,
  operationId: "removeFavorite",
  summary: "Remove a listing from one's favourites",
  description: "Also for listings no longer public; removing one that is not there changes nothing.",
  responses: { 200: { description: "The favourite's state and count.", schema: favoriteStateSchema }, ...refusals(401, 404) },
});

/** Favourites of the signed-in user: POST adds, DELETE removes; both answer the new state and count. */
export const favoriteRoutes = new Hono<ApiEnv>()
  .post("/:id/favorite", add, async (c) => {
    const user = await requireUser(c);
    return reply(c, add, 200, await addFavorite(c.get("services"), user, c.req.valid("param").id));
  })
  .delete("/:id/favorite", remove, async (c) => {
    const user = await requireUser(c);
    return reply(c, remove, 200, await removeFavorite(c.get("services"), user, c.req.valid("param").id));
  });
