import { eq, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { canRenew, expiryFrom } from "~/domain/lifecycle";
import type { SessionUser } from "~/domain/session-user";
import type { DbOrTx } from "../db/client";
import { properties } from "../db/schema";
import { getSettingsGroup } from "../platform/settings";
import { queueSearchAlerts } from "../saved-searches/match";
import type { Services } from "../services";
import { failWith, ownedProperty, PROPERTY_COLUMNS, type PropertyDeps, type PropertyRow } from "./owner-rules";
import { verifyRenewToken } from "./renew-token";

/** A new period from `now`: the new end, and a reminder due again before it. */
export function renewalColumns(now: Date, durationDays: number) {
  return { expires_at: expiryFrom(now, durationDays), expiry_reminded_at: null };
}

/** Renews a locked, renewable listing: a new period from now, active again if it had expired. */
async function renewLocked(tx: DbOrTx, current: PropertyRow): Promise<PropertyRow> {
  if (!canRenew(current)) throw new AppError("LISTING_RENEW_NOT_ALLOWED");
  const { default_listing_duration } = await getSettingsGroup(tx, "properties");
  const [row] = await tx
    .update(properties)
    .set({
      ...renewalColumns(new Date(), default_listing_duration),
      ...(current.status === "expired" ? { status: "active" as const, status_by_admin: false } : {}),
      updated_at: sql`now()`,
    })
    .where(eq(properties.id, current.id))
    .returning(PROPERTY_COLUMNS);
  if (!row) throw new Error("renewal returned no row");
  if (current.status === "expired") await queueSearchAlerts(tx, row.id);
  return row;
}

/** The owner renews their active or expired listing for another default_listing_duration days (issue 14). */
export async function renewProperty(deps: PropertyDeps, user: SessionUser, id: unknown): Promise<PropertyRow> {
  return deps.db
    .transaction(async (tx) => renewLocked(tx, await ownedProperty(tx, { userId: user.id, id, lock: true })))
    .catch(failWith("PROPERTY_UPDATE_FAILED", deps.logger));
}

/** Whether a verified link still names the listing's current reminder (renewing clears it: the link is used up). */
function linkIsCurrent(claim: { remindedAt: number }, listing: { expiry_reminded_at: Date | null }): boolean {
  return listing.expiry_reminded_at !== null && listing.expiry_reminded_at.getTime() === claim.remindedAt;
}

/**
 * Renewal by the signed link of the reminder e-mail, without signing in. The link names the reminder it
 * came with; once the listing is renewed (by this link or otherwise) the reminder is cleared and the link
 * is used up. A link that is not the server's is RENEW_LINK_INVALID, and so is one for a deleted listing.
 */
export async function renewByLink(deps: Pick<Services, "db" | "logger" | "secret">, token: unknown): Promise<PropertyRow> {
  const claim = verifyRenewToken(deps.secret, token);
  if (!claim) throw new AppError("RENEW_LINK_INVALID");
  return deps.db
    .transaction(async (tx) => {
      const [current] = await tx.select(PROPERTY_COLUMNS).from(properties).where(eq(properties.id, claim.propertyId)).for("update");
      if (!current) throw new AppError("RENEW_LINK_INVALID");
      if (!linkIsCurrent(claim, current)) throw new AppError("RENEW_LINK_USED");
      return renewLocked(tx, current);
    })
    .catch(failWith("PROPERTY_UPDATE_FAILED", deps.logger));
}

/** What the renewal page shows before the click: the listing's title and end, or the link's refusal. */
export async function renewLinkTarget(deps: Pick<Services, "db" | "secret">, token: unknown) {
  const claim = verifyRenewToken(deps.secret, token);
  if (!claim) throw new AppError("RENEW_LINK_INVALID");
  const [row] = await deps.db
    .select({
      id: properties.id,
      title: properties.title,
      status: properties.status,
      expires_at: properties.expires_at,
      expiry_reminded_at: properties.expiry_reminded_at,
    })
    .from(properties)
    .where(eq(properties.id, claim.propertyId));
  if (!row) throw new AppError("RENEW_LINK_INVALID");
  if (!linkIsCurrent(claim, row)) throw new AppError("RENEW_LINK_USED");
  if (!canRenew(row)) throw new AppError("LISTING_RENEW_NOT_ALLOWED");
  return row;
}
