import { Hono } from "hono";
import { listAgencies } from "../../agencies/list-agencies";
import type { ApiEnv } from "../env";

/** The agencies page's sample agencies, in the reader's language. */
export const agencyRoutes = new Hono<ApiEnv>().get("/", (c) => {
  c.header("cache-control", "public, max-age=300");
  c.header("vary", "cookie");
  return c.json({ agencies: listAgencies(c.get("lang")) });
});
