import type { Auth } from "./auth";
import type { Db } from "../db/client";
import type { profiles } from "../db/schema/index";
import type { Logger } from "../logger";
import type { RateLimiter } from "../security/rate-limit";

export type ProfileRow = typeof profiles.$inferSelect;

export type AccountDeps = {
  auth: Auth;
  db: Db;
  limiter: RateLimiter;
  logger: Logger;
  /** The server's signing secret (session cookies, known-device cookies). */
  secret: string;
  publicUrl: string;
};

/** What an account operation knows of the request: its headers (cookies) and the client address. */
export type RequestInfo = { headers: Headers; ip: string };
