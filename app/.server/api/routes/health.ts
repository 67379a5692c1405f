import { Hono } from "hono";
import { isDraining } from "../../draining";
import type { ApiEnv } from "../env";

/** A database that does not answer within this is as good as unreachable (a probe must not hang). */
const PING_TIMEOUT_MS = 2_000;

/**
 * /api/health: the process is alive. /api/ready: it should get requests: it can reach its database
 * (within 2 s) and is not shutting down. (While its migrations run at start-up, it does not listen yet.)
 */
export const healthRoutes = new Hono<ApiEnv>()
  .get("/health", (c) => c.json({ status: "ok" }))
  .get("/ready", async (c) => {
    if (isDraining()) return c.json({ status: "draining" }, 503);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([c.get("services").database.ping(), timeout]);
      return c.json({ status: "ready" });
    } catch {
      return c.json({ status: "unavailable" }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
