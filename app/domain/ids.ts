const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID as PostgreSQL accepts it. Anything else cannot name a row: it is not found, never a database error. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
