import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";
import type { profiles } from "../db/schema";
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

/** The signed-in person as the browser and the API see them (no auth internals). */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  user_type: string;
  is_premium: boolean;
  premium_until: string | null;
  /** is_premium and not expired. */
  premium_active: boolean;
  is_admin: boolean;
  personal_id: string;
  notify_email: boolean;
  notify_property_alerts: boolean;
  notify_messages: boolean;
  created_at: string;
};
