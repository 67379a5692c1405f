import { Hono } from "hono";
import { getAnalytics } from "../../admin/analytics";
import { getDashboardStats } from "../../admin/dashboard";
import { type ApiEnv, requireAdmin } from "../env";

/** /api/admin/dashboard and /api/admin/analytics: figures computed from the data. */
export const adminStatsRoutes = new Hono<ApiEnv>()
  .get("/dashboard", async (c) => {
    const actor = await requireAdmin(c);
    return c.json({ stats: await getDashboardStats(c.get("services"), actor) });
  })
  .get("/analytics", async (c) => {
    const actor = await requireAdmin(c);
    return c.json({ analytics: await getAnalytics(c.get("services"), actor, { period: c.req.query("period") }) });
  });
