import { isUuid } from "~/domain/ids";
import { signToken, verifyToken } from "../security/signed-token";

// The one-click unsubscribe link of alert e-mails: the saved search's id, signed. It works without
// signing in, and using it again changes nothing.

const PURPOSE = "prona:saved-search-unsubscribe:v1";

export function unsubscribeToken(secret: string, savedSearchId: string): string {
  return signToken(secret, PURPOSE, savedSearchId);
}

/** The saved search a token names, or null when it is not one the server made. */
export function verifyUnsubscribeToken(secret: string, token: unknown): string | null {
  const id = verifyToken(secret, PURPOSE, token);
  return id !== null && isUuid(id) ? id : null;
}
