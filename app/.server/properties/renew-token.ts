import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "~/domain/ids";

// The one-click renewal link of the expiry reminder: the listing's id, the time of that reminder (epoch
// milliseconds, the listing's expiry_reminded_at) and an HMAC-SHA256 of both under a key derived from the
// app's secret. Only the server can make one. Renewing clears the reminder, so the same link then no
// longer matches: it is used up (RENEW_LINK_USED), and the next period's reminder brings a new link.

const PURPOSE = "prona:listing-renew:v1";

function signature(secret: string, payload: string): string {
  const key = createHmac("sha256", secret).update(PURPOSE).digest();
  return createHmac("sha256", key).update(payload).digest("base64url");
}

/** The token for renewing this listing after the reminder sent at `remindedAt`. */
export function renewToken(secret: string, propertyId: string, remindedAt: Date): string {
  const payload = `${propertyId}.${remindedAt.getTime()}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The listing and reminder a token names, or null when it is not one the server made. */
export function verifyRenewToken(secret: string, token: unknown): { propertyId: string; remindedAt: number } | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [propertyId, millis, given] = parts as [string, string, string];
  if (!isUuid(propertyId) || !/^\d{1,15}$/.test(millis)) return null;
  const expected = Buffer.from(signature(secret, `${propertyId}.${millis}`));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  return { propertyId, remindedAt: Number(millis) };
}
