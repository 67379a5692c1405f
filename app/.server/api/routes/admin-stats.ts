import { Hono } from "hono";
import { getAnalytics } from "../../admin/analytics";
import { getDashboardStats } from "../../admin/dashboard";
import { type ApiEnv, requireAdmin } from "../env";

/** /api/admin/dashboard and /api/admin/analytics: figures computed from the data. */
export const adminStatsRoutes = new Hono<ApiEnv>()
  .get("/dashboard", async (c) => {
    await requireAdmin(c);
    return c.json({ stats: await getDashboardStats(c.get("services")) });
  })
  .get("/analytics", async (c) => {
    await requireAdmin(c);
    return c.json({ analytics: await getAnalytics(c.get("services"), { period: c.req.query("period") }) });
  });
