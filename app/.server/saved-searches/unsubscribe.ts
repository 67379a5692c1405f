import { eq, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import type { DbOrTx } from "../db/client";
import { savedSearches } from "../db/schema";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

export type UnsubscribeState = { id: string; name: string; frequency: "instant" | "daily" | "none" };

/** The saved search a signed unsubscribe link names (for the confirmation page); a bad link is refused. */
export async function findByUnsubscribeToken(deps: { db: DbOrTx; secret: string }, token: unknown): Promise<UnsubscribeState> {
  const id = verifyUnsubscribeToken(deps.secret, token);
  if (!id) throw new AppError("UNSUBSCRIBE_LINK_INVALID");
  const [row] = await deps.db
    .select({ id: savedSearches.id, name: savedSearches.name, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  if (!row) throw new AppError("UNSUBSCRIBE_LINK_INVALID");
  return row;
}

/**
 * Turns off the e-mails of the saved search a signed link names (no sign-in needed: the signature is
 * the proof). Doing it again changes nothing. Only by POST (the page's button, or a mail program's
 * RFC 8058 one-click request): a GET, as link scanners make, never unsubscribes.
 */
export async function unsubscribeSavedSearch(
  deps: { db: DbOrTx; secret: string },
  token: unknown,
): Promise<UnsubscribeState & { changed: boolean }> {
  const current = await findByUnsubscribeToken(deps, token);
  if (current.frequency === "none") return { ...current, changed: false };
  await deps.db
    .update(savedSearches)
    .set({ frequency: "none", updated_at: sql`now()` })
    .where(eq(savedSearches.id, current.id));
  return { ...current, frequency: "none", changed: true };
}
