import { Hono } from "hono";
import { z } from "zod";
import { isDraining } from "../../draining";
import { contract, reply } from "../contract";
import type { ApiEnv } from "../env";
import { readiness } from "../readiness";

const health = contract({
  tags: ["health"],
  access: "visitor",
  operationId: "health",
  summary: "The process is alive",
  responses: { 200: { description: "Alive.", schema: z.object({ status: z.literal("ok") }) } },
});

const ready = contract({
  tags: ["health"],
  access: "visitor",
  operationId: "ready",
  summary: "The process should get requests (load balancers' probe)",
  description: "Not while it shuts down (draining), nor while its database does not answer within 2 s (unavailable).",
  responses: {
    200: { description: "Ready.", schema: z.object({ status: z.literal("ready") }) },
    503: {
      description: "Shutting down, or the database does not answer.",
      schema: z.object({ status: z.enum(["draining", "unavailable"]) }),
    },
  },
});

/** /api/health: the process is alive. /api/ready: it should get requests (api/readiness.ts). */
export const healthRoutes = new Hono<ApiEnv>()
  .get("/health", health, (c) => reply(c, health, 200, { status: "ok" }))
  .get("/ready", ready, async (c) => {
    const { status } = await readiness(isDraining(), () => c.get("services").database.ping());
    return status === "ready" ? reply(c, ready, 200, { status }) : reply(c, ready, 503, { status });
  });
