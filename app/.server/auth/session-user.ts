import { eq } from "drizzle-orm";
import { isPremiumActive } from "~/domain/premium";
import type { Auth } from "./auth";
import type { DbOrTx } from "../db/client";
import { profiles } from "../db/schema/index";
import type { SessionUser } from "~/domain/session-user";
import type { ProfileRow } from "./types";
import type { Caches } from "../cache/caches";
import { premiumExtrasActiveNow } from "../premium/premium-extras";

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

type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/**
 * The profile row as better-auth's session read returned it (auth.ts declares every column, so the
 * row is whole): better-auth names its own fields in camelCase. Null when a column is missing, which
 * would mean the declaration and the table disagree.
 */
function profileOfSession(user: AuthSession["user"]): ProfileRow | null {
  const row = {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified: user.emailVerified,
    image: user.image ?? null,
    phone: user.phone ?? null,
    user_type: user.user_type,
    is_premium: user.is_premium,
    premium_until: user.premium_until ?? null,
    is_admin: user.is_admin,
    personal_id: user.personal_id,
    verified_at: user.verified_at ?? null,
    notify_email: user.notify_email,
    notify_property_alerts: user.notify_property_alerts,
    notify_messages: user.notify_messages,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
  const complete = Object.values(row).every((value) => value !== undefined);
  return complete ? (row as ProfileRow) : null;
}

/**
 * The person signed in with this request's session cookie, read fresh from the database, or null.
 * better-auth's read (the session, then the profile) is the only one: a second read of the profile
 * cost every signed-in request a query.
 */
export async function getCurrentSession(
  deps: { auth: Auth; db: DbOrTx; caches: Caches },
  headers: Headers,
): Promise<CurrentSession | null> {
  if (!headers.get("cookie")) return null;
  const session = await deps.auth.api.getSession({ headers, query: { disableRefresh: false } }).catch(() => null);
  if (!session) return null;
  const row = profileOfSession(session.user) ?? (await findProfile(deps.db, session.user.id));
  return row ? { user: toSessionUser(row, await premiumExtrasActiveNow(deps, row)), sessionId: session.session.id } : null;
}
