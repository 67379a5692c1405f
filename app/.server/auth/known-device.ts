import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A browser where someone signed in successfully carries a "known device" cookie for that account (an
 * HMAC of the e-mail, nothing readable). Failed logins from browsers without one share a per-account
 * budget, so guessing from many addresses is throttled; a known browser has a budget of its own, so
 * those guesses can never lock the owner out of their own account (OWASP's device cookies).
 */
const KNOWN_DEVICE_COOKIE = "prona_device";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function signature(secret: string, email: string, nonce: string): string {
  return createHmac("sha256", secret).update(`known-device\u0000${email.toLowerCase()}\u0000${nonce}`).digest("base64url");
}

/** The Set-Cookie value marking this browser as known for the account. */
export function knownDeviceCookie(secret: string, email: string, secure: boolean): string {
  const nonce = randomBytes(12).toString("base64url");
  const value = `${nonce}.${signature(secret, email, nonce)}`;
  return `${KNOWN_DEVICE_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The browser's device id for this account, if its cookie is a valid one for this e-mail. */
export function knownDeviceId(secret: string, email: string, cookieHeader: string | null): string | undefined {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${KNOWN_DEVICE_COOKIE}=([\\w-]+)\\.([\\w-]+)`));
  if (!match) return undefined;
  const [, nonce, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(signature(secret, email, nonce));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : undefined;
}
