import { Hono } from "hono";
import { HOME_LATEST_COUNT } from "~/domain/limits";
import { paramsToObject } from "~/domain/schemas/listings";
import { getPropertyDetail } from "../../listings/get-property";
import { listLocations } from "../../listings/list-locations";
import { getPropertyStatistics } from "../../listings/statistics";
import { currentViewers, recordView, viewerHeartbeat, viewerLeft } from "../../listings/views";
import { latestProperties, searchProperties } from "../../listings/search-properties";
import { type ApiEnv, currentUser, readBody, requestInfo, requireUser } from "../env";

/**
 * Public listings (issue 3): search, the locations for its filter, the newest listings and one
 * property. Reads only; the owner's write routes are mounted beside these.
 */
export const listingRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const user = await currentUser(c);
    const query = paramsToObject(new URL(c.req.url).searchParams);
    return c.json(await searchProperties(c.get("services"), user?.id ?? null, query));
  })
  .get("/locations", async (c) => {
    return c.json({ locations: await listLocations(c.get("services")) });
  })
  .get("/latest", async (c) => {
    const user = await currentUser(c);
    return c.json({ properties: await latestProperties(c.get("services"), user?.id ?? null, HOME_LATEST_COUNT) });
  })
  .get("/:id", async (c) => {
    const user = await currentUser(c);
    c.header("cache-control", "private, no-store");
    return c.json(await getPropertyDetail(c.get("services"), user, c.req.param("id")));
  })
  .post("/:id/views", async (c) => {
    const user = await currentUser(c);
    const request = { ip: requestInfo(c).ip, userAgent: c.req.header("user-agent") ?? null };
    return c.json(await recordView(c.get("services"), user, c.req.param("id"), request), 201);
  })
  .get("/:id/viewers", async (c) => {
    const user = await currentUser(c);
    c.header("cache-control", "no-store");
    return c.json(await currentViewers(c.get("services"), user, c.req.param("id")));
  })
  .post("/:id/viewers", async (c) => {
    const user = await currentUser(c);
    const body = await readBody(c);
    return c.json(await viewerHeartbeat(c.get("services"), user, c.req.param("id"), body.viewer_key));
  })
  .delete("/:id/viewers", async (c) => {
    const user = await currentUser(c);
    const body = await readBody(c);
    return c.json(await viewerLeft(c.get("services"), user, c.req.param("id"), body.viewer_key ?? c.req.query("viewer_key")));
  })
  .get("/:id/analytics", async (c) => {
    const user = await requireUser(c);
    c.header("cache-control", "private, no-store");
    return c.json({ statistics: await getPropertyStatistics(c.get("services"), user, c.req.param("id")) });
  });
