import { AppError } from "~/domain/errors";
import { daysBetween } from "~/domain/format";
import { findProfile, toSessionUser } from "../auth/session-user";
import { ownerStats, type DashboardStats } from "../dashboard/get-dashboard";
import type { DbOrTx } from "../db/client";
import { premiumExtrasActive } from "../premium/premium-extras";

export type ProfileOverview = {
  profile: {
    name: string;
    email: string;
    phone: string | null;
    user_type: string;
    personal_id: string | null;
    is_admin: boolean;
    is_premium: boolean;
    premium_until: string | null;
    /** is_premium and premium_until empty or in the future. */
    premium_active: boolean;
    created_at: string;
    /** Whole days since registration (document 1 §2 Profile). */
    account_age_days: number;
  };
  /** Listing counts; views and favourites only for an active premium user (absent otherwise). */
  stats: DashboardStats;
};

/** The profile page of document 1 §2: the user's own profile, read fresh, and their statistics. */
export async function getProfileOverview(deps: { db: DbOrTx }, userId: string, now: Date = new Date()): Promise<ProfileOverview> {
  const row = await findProfile(deps.db, userId);
  if (!row) throw new AppError("PROFILE_MISSING");
  const user = toSessionUser(row, await premiumExtrasActive(deps.db, row, now));
  const stats = await ownerStats(deps.db, user);
  return {
    profile: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      user_type: user.user_type,
      personal_id: user.personal_id || null,
      is_admin: user.is_admin,
      is_premium: user.is_premium,
      premium_until: user.premium_until,
      premium_active: user.premium_active,
      created_at: user.created_at,
      account_age_days: daysBetween(user.created_at, now),
    },
    stats,
  };
}
