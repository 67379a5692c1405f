import { eq } from "drizzle-orm";
import { isPremiumActive } from "~/domain/premium";
import type { Auth } from "./auth";
import type { DbOrTx } from "../db/client";
import { profiles } from "../db/schema/index";
import type { SessionUser } from "~/domain/session-user";
import type { ProfileRow } from "./types";
import { premiumExtrasActive } from "../premium/premium-extras";

/**
 * The person as pages and services see them. `premiumActive` says whether premium's extras apply
 * (premium-extras.ts, which also asks the platform setting); by default, the account's own premium.
 */
export function toSessionUser(row: ProfileRow, premiumActive = isPremiumActive(row)): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    user_type: row.user_type,
    is_premium: row.is_premium,
    premium_until: row.premium_until?.toISOString() ?? null,
    premium_active: premiumActive,
    is_admin: row.is_admin,
    personal_id: row.personal_id,
    notify_email: row.notify_email,
    notify_property_alerts: row.notify_property_alerts,
    notify_messages: row.notify_messages,
    created_at: row.created_at.toISOString(),
  };
}

export async function findProfile(db: DbOrTx, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row;
}

export type CurrentSession = { user: SessionUser; sessionId: string };

/** The person signed in with this request's session cookie, read fresh from the database, or null. */
export async function getCurrentSession(deps: { auth: Auth; db: DbOrTx }, headers: Headers): Promise<CurrentSession | null> {
  if (!headers.get("cookie")) return null;
  const session = await deps.auth.api.getSession({ headers, query: { disableRefresh: false } }).catch(() => null);
  if (!session) return null;
  const row = await findProfile(deps.db, session.user.id);
  return row ? { user: toSessionUser(row, await premiumExtrasActive(deps.db, row)), sessionId: session.session.id } : null;
}
