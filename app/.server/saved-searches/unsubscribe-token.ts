import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "~/domain/ids";

// The one-click unsubscribe link of alert e-mails: the saved search's id and an HMAC-SHA256 of it under
// a key derived from the app's secret. Only the server can make one; changing any character of the
// id or the signature makes it invalid. It works without signing in, and using it again changes nothing.

const PURPOSE = "prona:saved-search-unsubscribe:v1";

function signature(secret: string, savedSearchId: string): string {
  const key = createHmac("sha256", secret).update(PURPOSE).digest();
  return createHmac("sha256", key).update(savedSearchId).digest("base64url");
}

export function unsubscribeToken(secret: string, savedSearchId: string): string {
  return `${savedSearchId}.${signature(secret, savedSearchId)}`;
}

/** The saved search a token names, or null when it is not one the server made. */
export function verifyUnsubscribeToken(secret: string, token: unknown): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const dot = token.indexOf(".");
  const id = token.slice(0, dot);
  if (dot < 0 || !isUuid(id)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
