import { Hono } from "hono";
import { suggestPlaces } from "~/domain/place-suggestions";
import { PLACES } from "~/domain/places";
import type { ApiEnv } from "../env";

/**
 * Kosovo's municipalities and main neighbourhoods, for the location boxes. With `?q=` what was typed:
 * the few places to suggest, towns first, matched in every spelling the search understands
 * (domain/place-suggestions.ts). Without it, every place (the property form filters them itself).
 * The same for everyone, and they change with a release.
 */
export const placeRoutes = new Hono<ApiEnv>().get("/", (c) => {
  c.header("cache-control", "public, max-age=86400");
  const q = c.req.query("q");
  if (q !== undefined) return c.json({ places: suggestPlaces(q.slice(0, 100)) });
  return c.json({ places: PLACES.map((p) => ({ name: p.name, ...(p.municipality ? { municipality: p.municipality } : {}) })) });
});
