import { isUuid } from "~/domain/ids";
import { signToken, verifyToken } from "../security/signed-token";

// The one-click renewal link of the expiry reminder: the listing's id and the time of that reminder
// (epoch milliseconds, the listing's expiry_reminded_at), signed. Renewing clears the reminder, so the
// same link then no longer matches: it is used up (RENEW_LINK_USED), and the next period's reminder
// brings a new link.

const PURPOSE = "prona:listing-renew:v1";

/** The token for renewing this listing after the reminder sent at `remindedAt`. */
export function renewToken(secret: string, propertyId: string, remindedAt: Date): string {
  return signToken(secret, PURPOSE, `${propertyId}.${remindedAt.getTime()}`);
}

/** The listing and reminder a token names, or null when it is not one the server made. */
export function verifyRenewToken(secret: string, token: unknown): { propertyId: string; remindedAt: number } | null {
  const payload = verifyToken(secret, PURPOSE, token);
  const parts = payload?.split(".");
  if (!parts || parts.length !== 2) return null;
  const [propertyId, millis] = parts as [string, string];
  if (!isUuid(propertyId) || !/^\d{1,15}$/.test(millis)) return null;
  return { propertyId, remindedAt: Number(millis) };
}
