import { Hono } from "hono";
import { getAnalytics } from "../../admin/analytics";
import { getDashboardStats } from "../../admin/dashboard";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, requireAdmin } from "../env";
import { analyticsQuery, analyticsSchema, dashboardSchema } from "../schemas/admin";

const admin = { tags: ["admin: figures"], access: "admin" } as const;

const dashboard = contract({
  ...admin,
  operationId: "adminDashboard",
  summary: "The admin dashboard's figures",
  responses: { 200: { description: "Counts, breakdowns and the newest rows.", schema: dashboardSchema }, ...refusals(401, 403) },
});

const analytics = contract({
  ...admin,
  operationId: "adminAnalytics",
  summary: "Analytics for a period, against the previous period of the same length",
  request: { query: analyticsQuery },
  responses: { 200: { description: "Totals, trends, breakdowns and the latest events.", schema: analyticsSchema }, ...refusals(401, 403) },
});

/** /api/admin/dashboard and /api/admin/analytics: figures computed from the data. */
export const adminStatsRoutes = new Hono<ApiEnv>()
  .get("/dashboard", dashboard, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, dashboard, 200, { stats: await getDashboardStats(c.get("services"), actor) });
  })
  .get("/analytics", analytics, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, analytics, 200, { analytics: await getAnalytics(c.get("services"), { actor, input: c.req.valid("query") }) });
  });
