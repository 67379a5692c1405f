import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "~/domain/errors";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

// Limits on the doors attackers knock on. Counters live in the database, so every process shares them.
// Mobile carriers put many people behind one address, so per-address limits are generous and the
// tight limits are per address *and* account.
const RATE_LIMIT_POLICIES = {
  loginPerAddress: { points: 50, duration: 15 * 60 },
  /** One address guessing one account's password. Cleared by a successful login. */
  loginPerAddressAccount: { points: 10, duration: 15 * 60 },
  /**
   * One account guessed from browsers it was never signed in on, whatever their addresses. A browser
   * known to the account (accounts/known-device.ts) counts apart, so this cannot lock the owner out.
   */
  loginPerAccount: { points: 20, duration: 15 * 60 },
  loginPerKnownDevice: { points: 10, duration: 15 * 60 },
  register: { points: 10, duration: 60 * 60 },
  /** Reset mails to one account: beyond this, the request is answered the same but no mail is sent. */
  forgotPerAccount: { points: 5, duration: 60 * 60 },
  forgotPerAddress: { points: 10, duration: 15 * 60 },
  resetPerAddress: { points: 20, duration: 15 * 60 },
  // Write endpoints that the public can reach (contact forms, reviews), used by later features.
  formPerAddress: { points: 10, duration: 10 * 60 },
  // 'Mark as helpful' on a published review: one count per address and review a day.
  reviewHelpfulPerAddress: { points: 1, duration: 24 * 60 * 60 },
  // 'Shfaq numrin': enough for a person comparing many listings, too few for a scraper (issue 14 §3).
  phoneRevealPerAddress: { points: 30, duration: 60 * 60 },
} as const;

type RateLimitPolicy = keyof typeof RATE_LIMIT_POLICIES;

export type RateLimiter = {
  /** Counts one attempt; throws RATE_LIMITED (429) once the policy's budget for this key is spent. */
  consume(policy: RateLimitPolicy, key: string): Promise<void>;
  /** Counts one attempt and says whether it was within the budget (for limits that refuse silently). */
  allows(policy: RateLimitPolicy, key: string): Promise<boolean>;
  /** Forgets a key's attempts (after a successful login, the failures before it stop counting). */
  reset(policy: RateLimitPolicy, key: string): Promise<void>;
};

export function createRateLimiter(db: Db, factor = 1): RateLimiter {
  const limiters = new Map<RateLimitPolicy, RateLimiterDrizzle>();
  function limiter(policy: RateLimitPolicy): RateLimiterDrizzle {
    let existing = limiters.get(policy);
    if (!existing) {
      const { points, duration } = RATE_LIMIT_POLICIES[policy];
      existing = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: policy,
        points: Math.round(points * factor),
        duration,
      });
      limiters.set(policy, existing);
    }
    return existing;
  }
  return {
    async consume(policy, key) {
      try {
        await limiter(policy).consume(key.toLowerCase());
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw new AppError("RATE_LIMITED", { count: Math.max(1, Math.ceil(error.msBeforeNext / 60_000)) });
        }
        throw error;
      }
    },
    async allows(policy, key) {
      try {
        await limiter(policy).consume(key.toLowerCase());
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async reset(policy, key) {
      await limiter(policy).delete(key.toLowerCase());
    },
  };
}
