import { createHmac, timingSafeEqual } from "node:crypto";

// The signed links Prona mails (renewal, unsubscribe, a reporter's address confirmation): a payload and
// an HMAC-SHA256 of it under a key derived from the app's secret and the link's purpose, so only the
// server makes them and a link for one purpose is worthless for another. Changing any character of
// the payload or the signature makes the token invalid.

function signature(secret: string, purpose: string, payload: string): string {
  const key = createHmac("sha256", secret).update(purpose).digest();
  return createHmac("sha256", key).update(payload).digest("base64url");
}

/** `payload.signature` (the signature is base64url, so the payload may itself hold dots). */
export function signToken(secret: string, purpose: string, payload: string): string {
  return `${payload}.${signature(secret, purpose, payload)}`;
}

/** A longer token is refused unread. */
const MAX_TOKEN_LENGTH = 200;

/** The payload of a token the server made for this purpose, or null. */
export function verifyToken(secret: string, purpose: string, token: unknown): string | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, purpose, payload));
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
}
