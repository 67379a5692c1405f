import { createHmac } from "node:crypto";

/** A keyed one-way hash of a visitor's identity: the same input gives the same text, nothing reverses it. */
export type VisitorHasher = (value: string) => string;

/**
 * Hashes with a key derived from the server secret (never stored beside the hashes), so a stored
 * hash cannot be matched against a list of guessed addresses without that secret.
 */
export function createVisitorHasher(secret: string): VisitorHasher {
  const key = createHmac("sha256", secret).update("prona:property-view-visitor").digest();
  return (value) => createHmac("sha256", key).update(value).digest("base64url");
}
