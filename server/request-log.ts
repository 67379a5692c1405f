import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../app/.server/logger";

const QUIET = /^\/(assets\/|favicon|api\/health|api\/ready|__manifest)/;

/** One structured log line per request, with a request id that is also sent back (X-Request-Id). */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    const start = process.hrtime.bigint();
    res.setHeader("X-Request-Id", id);
    res.locals.log = logger.child({ reqId: id });
    res.on("finish", () => {
      if (QUIET.test(req.path) && res.statusCode < 400) return;
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const line = {
        reqId: id,
        method: req.method,
        path: req.originalUrl.split("?")[0],
        status: res.statusCode,
        ms: Math.round(ms),
        ip: res.locals.clientAddress as string,
      };
      if (res.statusCode >= 500) logger.error(line, "request failed");
      else logger.info(line, "request");
    });
    next();
  };
}
