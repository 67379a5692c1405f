import { Hono } from "hono";
import { isDraining } from "../../draining";
import type { ApiEnv } from "../env";
import { readiness } from "../readiness";

/** /api/health: the process is alive. /api/ready: it should get requests (api/readiness.ts). */
export const healthRoutes = new Hono<ApiEnv>()
  .get("/health", (c) => c.json({ status: "ok" }))
  .get("/ready", async (c) => {
    const { status, code } = await readiness(isDraining(), () => c.get("services").database.ping());
    return c.json({ status }, code);
  });
