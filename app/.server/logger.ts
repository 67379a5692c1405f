import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "prona" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ["password", "*.password", "headers.cookie", "req.headers.cookie"], remove: true },
  });
}
