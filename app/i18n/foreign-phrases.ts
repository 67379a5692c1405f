// The English and German phrases of the system the spec describes, which Prona's Albanian interface
// does not show (docs/decisions/0013). Used by the tests that check the Albanian catalog and walk the
// Albanian pages.
const FOREIGN_PHRASES = [
  "Invalid email",
  "No access token",
  "Admin Login",
  "admin privileges",
  "Access denied",
  "Authentication error",
  "Authentication failed",
  "Error verifying",
  "unexpected error",
  "Please",
  "Sign in",
  "Signing in",
  "is required",
  "must be at least",
  "Dashboard",
  "Users",
  "Properties",
  "Analytics",
  "Settings",
  "Messages",
  "Reviews",
  "Edit property",
  "Bild-Limit",
  "erreicht",
  "upgraden",
  "Sie auf",
  "All rights reserved",
  "Choose Files",
  "No file chosen",
] as const;

/** The foreign phrases a text contains (whole words, case as written). */
export function foreignPhrasesIn(text: string): string[] {
  return FOREIGN_PHRASES.filter((phrase) => new RegExp(`(^|[^\\p{L}])${phrase}($|[^\\p{L}])`, "u").test(text));
}
