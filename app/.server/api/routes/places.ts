import { Hono } from "hono";
import { z } from "zod";
import { suggestPlaces } from "~/domain/place-suggestions";
import { PLACES } from "~/domain/places";
import { contract, reply } from "../contract";
import type { ApiEnv } from "../env";

const places = contract({
  tags: ["listings"],
  access: "visitor",
  operationId: "listPlaces",
  summary: "Kosovo's municipalities and main neighbourhoods, or the few to suggest for what was typed",
  description: "The same for everyone; cached for a day.",
  request: {
    query: z.object({
      q: z.string().optional().meta({
        description:
          "What was typed (the first 100 characters count): at most 8 places, towns first, in every spelling the search understands. Left out: every place.",
      }),
    }),
  },
  responses: {
    200: {
      description: "The places.",
      schema: z.object({
        places: z.array(
          z
            .object({
              name: z.string(),
              municipality: z.string().optional().meta({ description: "A neighbourhood's municipality (absent for a municipality)." }),
            })
            .meta({ id: "Place" }),
        ),
      }),
    },
  },
});

/**
 * Kosovo's municipalities and main neighbourhoods, for the location boxes. With `?q=` what was typed:
 * the few places to suggest, towns first, matched in every spelling the search understands
 * (domain/place-suggestions.ts). Without it, every place (the property form filters them itself).
 * The same for everyone, and they change with a release.
 */
export const placeRoutes = new Hono<ApiEnv>().get("/", places, (c) => {
  c.header("cache-control", "public, max-age=86400");
  const q = c.req.query("q");
  if (q !== undefined) return reply(c, places, 200, { places: suggestPlaces(q.slice(0, 100)) });
  return reply(c, places, 200, {
    places: PLACES.map((p) => ({ name: p.name, ...(p.municipality ? { municipality: p.municipality } : {}) })),
  });
});
