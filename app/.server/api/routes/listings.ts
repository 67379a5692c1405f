import { Hono } from "hono";
import { HOME_LATEST_COUNT } from "~/domain/limits";
import { searchSchema } from "~/domain/schemas/listings";
import { getPropertyDetail } from "../../listings/get-property";
import { listLocations } from "../../listings/list-locations";
import { mapMarkers } from "../../listings/map-markers";
import { getPropertyStatistics } from "../../listings/statistics";
import { currentViewers, recordView, viewerHeartbeat, viewerLeft } from "../../listings/views";
import { latestProperties, runSearch } from "../../listings/search-properties";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, currentUser, requestInfo, requireUser } from "../env";
import {
  latestSchema,
  locationsSchema,
  mapMarkersSchema,
  propertyDetailSchema,
  propertyIdParams,
  searchResultSchema,
  statisticsSchema,
  viewersSchema,
  viewRecordedSchema,
} from "../schemas/properties";

const tags = ["listings"];

const search = contract({
  operationId: "searchProperties",
  summary: "Search the active listings",
  description:
    "Filtered, sorted and paged; `is_favorite` marks the signed-in reader's favourites. Available listings only, unless " +
    "`include_closed=1` asks for the recently sold and rented too (14 days after; their `status` says so).",
  tags,
  access: "visitor",
  request: { query: searchSchema },
  responses: { 200: { description: "One page of listings and the total.", schema: searchResultSchema }, ...refusals(400) },
});

const map = contract({
  operationId: "mapProperties",
  summary: "The positions of the active listings a search finds, for the map",
  description:
    "The same filters as the search (`bounds=south,west,north,east` for the visible area), every matching listing with a position, " +
    "not one page: at most 2,000, the newest first. Approximate listings give their position rounded to about 1 km.",
  tags,
  access: "visitor",
  request: { query: searchSchema },
  responses: { 200: { description: "The markers and how many listings match.", schema: mapMarkersSchema }, ...refusals(400) },
});

const locations = contract({
  operationId: "listLocations",
  summary: "The locations of active listings, for the location filter",
  tags,
  access: "visitor",
  responses: { 200: { description: "Locations with their number of active listings.", schema: locationsSchema } },
});

const latest = contract({
  operationId: "latestProperties",
  summary: "The newest active listings (home page)",
  tags,
  access: "visitor",
  responses: { 200: { description: "Newest first.", schema: latestSchema } },
});

const detail = contract({
  operationId: "getProperty",
  summary: "One listing",
  description: "Active listings for everybody; any status for its owner and administrators.",
  tags,
  access: "visitor",
  request: { params: propertyIdParams },
  responses: { 200: { description: "The listing, its owner's name and favourites.", schema: propertyDetailSchema }, ...refusals(404) },
});

const view = contract({
  operationId: "recordPropertyView",
  summary: "Count a view of the listing's page",
  description: "At most one per visitor, listing and day; the owner's own visits are not counted.",
  tags,
  access: "visitor",
  request: { params: propertyIdParams },
  responses: { 201: { description: "Whether this view was counted.", schema: viewRecordedSchema }, ...refusals(404) },
});

const viewers = contract({
  operationId: "countPropertyViewers",
  summary: "How many people have the listing's page open",
  tags,
  access: "visitor",
  request: { params: propertyIdParams },
  responses: { 200: { description: "The number of open pages (distinct visitors).", schema: viewersSchema }, ...refusals(404) },
});

const heartbeat = contract({
  operationId: "viewerHeartbeat",
  summary: "The open page's heartbeat (every 30 s)",
  description: "A signed-in reader is counted by account, anyone else by their network (the IPv4 address or the IPv6 /64).",
  tags,
  access: "visitor",
  request: { params: propertyIdParams },
  responses: { 200: { description: "The number of open pages.", schema: viewersSchema }, ...refusals(404) },
});

const leave = contract({
  operationId: "viewerLeft",
  summary: "The page was closed",
  tags,
  access: "visitor",
  request: { params: propertyIdParams },
  responses: { 200: { description: "The number of open pages.", schema: viewersSchema }, ...refusals(404) },
});

const statistics = contract({
  operationId: "getPropertyStatistics",
  summary: "The listing's statistics, for its premium owner",
  tags,
  access: "user",
  request: { params: propertyIdParams },
  responses: { 200: { description: "Views and favourites.", schema: statisticsSchema }, ...refusals(401, 403, 404) },
});

/**
 * Public listings (issue 3): search, the locations for its filter, the newest listings and one
 * property. Reads only; the owner's write routes are mounted beside these.
 */
export const listingRoutes = new Hono<ApiEnv>()
  .get("/", search, async (c) => {
    const user = await currentUser(c);
    return reply(c, search, 200, await runSearch(c.get("services"), user?.id ?? null, c.req.valid("query")));
  })
  .get("/map", map, async (c) => {
    return reply(c, map, 200, await mapMarkers(c.get("services"), c.req.valid("query")));
  })
  .get("/locations", locations, async (c) => {
    return reply(c, locations, 200, { locations: await listLocations(c.get("services")) });
  })
  .get("/latest", latest, async (c) => {
    const user = await currentUser(c);
    return reply(c, latest, 200, { properties: await latestProperties(c.get("services"), user?.id ?? null, HOME_LATEST_COUNT) });
  })
  .get("/:id", detail, async (c) => {
    const user = await currentUser(c);
    c.header("cache-control", "private, no-store");
    return reply(c, detail, 200, await getPropertyDetail(c.get("services"), user, c.req.valid("param").id));
  })
  .post("/:id/views", view, async (c) => {
    const user = await currentUser(c);
    const request = { network: requestInfo(c).network, userAgent: c.req.header("user-agent") ?? null };
    return reply(c, view, 201, await recordView(c.get("services"), { reader: user, propertyId: c.req.valid("param").id, request }));
  })
  .get("/:id/viewers", viewers, async (c) => {
    const user = await currentUser(c);
    c.header("cache-control", "no-store");
    return reply(c, viewers, 200, await currentViewers(c.get("services"), user, c.req.valid("param").id));
  })
  .post("/:id/viewers", heartbeat, async (c) => {
    const user = await currentUser(c);
    return reply(
      c,
      heartbeat,
      200,
      await viewerHeartbeat(c.get("services"), { reader: user, propertyId: c.req.valid("param").id, request: requestInfo(c) }),
    );
  })
  .delete("/:id/viewers", leave, async (c) => {
    const user = await currentUser(c);
    return reply(
      c,
      leave,
      200,
      await viewerLeft(c.get("services"), { reader: user, propertyId: c.req.valid("param").id, request: requestInfo(c) }),
    );
  })
  .get("/:id/analytics", statistics, async (c) => {
    const user = await requireUser(c);
    c.header("cache-control", "private, no-store");
    return reply(c, statistics, 200, { statistics: await getPropertyStatistics(c.get("services"), user, c.req.valid("param").id) });
  });
