import { Hono } from "hono";
import type { ApiEnv } from "../env";

/** /api/health: the process is alive. /api/ready: it can reach its database. */
export const healthRoutes = new Hono<ApiEnv>()
  .get("/health", (c) => c.json({ status: "ok" }))
  .get("/ready", async (c) => {
    try {
      await c.get("services").database.ping();
      return c.json({ status: "ready" });
    } catch {
      return c.json({ status: "unavailable" }, 503);
    }
  });
