/** A local path to return to after a form post, or null: never another site ("//evil", "/\\evil"). */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}
