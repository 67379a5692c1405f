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

/**
 * What an operation knows of the request: its headers (cookies), the client address, and the client as
 * limits and counts see it (`network`: the IPv4 address, or the IPv6 /64; security/client-network.ts).
 * Every per-address limit, hash and count uses `network`, never `ip`.
 */
export type RequestInfo = { headers: Headers; ip: string; network: string };
