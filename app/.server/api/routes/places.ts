import { Hono } from "hono";
import { PLACES } from "~/domain/places";
import type { ApiEnv } from "../env";

/**
 * Kosovo's municipalities and main neighbourhoods, for the suggestions of the location boxes (the
 * browser filters them as the reader types). The same for everyone, and they change with a release.
 */
export const placeRoutes = new Hono<ApiEnv>().get("/", (c) => {
  c.header("cache-control", "public, max-age=86400");
  return c.json({ places: PLACES.map((p) => ({ name: p.name, ...(p.municipality ? { municipality: p.municipality } : {}) })) });
});
