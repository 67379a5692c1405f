import { and, count, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { contactRequests, favorites, notifications, savedSearches } from "../db/schema";

/** What the dashboard's shortcuts count (issue 34 §7): the user's own things, nobody else's. */
export type AccountActivity = {
  /** Listings the user keeps as favourites. */
  favorites: number;
  saved_searches: number;
  /** Contact requests the user sent to owners. */
  sent_requests: number;
  /** Contact requests received for the user's listings and not yet handled. */
  received_pending: number;
  unread_notifications: number;
};

/** The counts behind the dashboard's shortcuts, one indexed count each. */
export async function accountActivity(deps: { db: DbOrTx }, userId: string): Promise<AccountActivity> {
  const { db } = deps;
  const [[favs], [searches], [sent], [received], [unread]] = await Promise.all([
    db.select({ n: count() }).from(favorites).where(eq(favorites.user_id, userId)),
    db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.user_id, userId)),
    db.select({ n: count() }).from(contactRequests).where(eq(contactRequests.requester_id, userId)),
    db
      .select({ n: count() })
      .from(contactRequests)
      .where(and(eq(contactRequests.owner_id, userId), eq(contactRequests.status, "pending"))),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.is_read, false))),
  ]);
  return {
    favorites: favs?.n ?? 0,
    saved_searches: searches?.n ?? 0,
    sent_requests: sent?.n ?? 0,
    received_pending: received?.n ?? 0,
    unread_notifications: unread?.n ?? 0,
  };
}
