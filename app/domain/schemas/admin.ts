import { z } from "zod";
import { LISTING_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES, USER_TYPES } from "../enums";
import { MAX_NAME_LENGTH } from "../limits";
import { toBoolean } from "./parse";

// Inputs of the admin area (document 2 §2.4–§2.9, §4, §5). Issue messages are error codes.

export const ADMIN_REASON_MAX = 1000;
const ADMIN_SEARCH_MAX = 200;
export const PREMIUM_EXTEND_MONTHS = [1, 3, 12] as const;
export const ANALYTICS_PERIODS = ["30days", "90days", "6months", "1year"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const GRANT_METHODS = ["personal_id", "email", "uuid"] as const;
export type GrantMethod = (typeof GRANT_METHODS)[number];

/** An optional filter: empty or unknown values mean "all" (a list is never refused for a stale link). */
function optionalEnum<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && (values as readonly string[]).includes(value) ? value : undefined),
    z.enum(values).optional(),
  );
}

/** Page numbers: anything unreadable is page 1; the service clamps to the last page (§5). */
const page = z.preprocess((value) => {
  const n = typeof value === "string" ? Number.parseInt(value, 10) : typeof value === "number" ? value : NaN;
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}, z.number().int());

const search = z.preprocess((value) => (typeof value === "string" ? value.trim().slice(0, ADMIN_SEARCH_MAX) : ""), z.string());

export const adminUsersQuerySchema = z.object({
  q: search,
  user_type: optionalEnum(USER_TYPES),
  premium: z.preprocess(
    (value) => (value === "true" || value === true ? "true" : value === "false" || value === false ? "false" : undefined),
    z.enum(["true", "false"]).optional(),
  ),
  page,
});

export const adminPropertiesQuerySchema = z.object({
  q: search,
  type: optionalEnum(PROPERTY_TYPES),
  listing_type: optionalEnum(LISTING_TYPES),
  status: optionalEnum(PROPERTY_STATUSES),
  page,
});

const reason = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : undefined),
  z.string().max(ADMIN_REASON_MAX, "ADMIN_REASON_TOO_LONG").optional(),
);

export const statusChangeSchema = z.object({
  status: z.enum(PROPERTY_STATUSES, { error: "ADMIN_STATUS_REQUIRED" }),
  reason,
});

export const moderationSchema = z.object({ reason });

export const featuredSchema = z.object({
  featured: z.preprocess((value) => (value === undefined ? undefined : toBoolean(value)), z.boolean({ error: "VALIDATION" })),
});

export const premiumToggleSchema = z.object({
  is_premium: z.preprocess((value) => (value === undefined ? undefined : toBoolean(value)), z.boolean({ error: "VALIDATION" })),
});

/** The users table's verified toggle (issue 14 §3): true verifies, false takes the badge back. */
export const verifiedToggleSchema = z.object({
  // Strict: a form's "true"/"false" or JSON booleans; anything else is refused, not read as false.
  verified: z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.boolean({ error: "VALIDATION" })),
});

export const premiumExtendSchema = z.object({
  months: z.preprocess(
    (value) => (typeof value === "string" ? Number(value) : value),
    z.number({ error: "VALIDATION" }).refine((m) => (PREMIUM_EXTEND_MONTHS as readonly number[]).includes(m), "VALIDATION"),
  ),
});

export const userEditSchema = z.object({
  name: z.string({ error: "REQUIRED_FIELDS" }).trim().min(1, "REQUIRED_FIELDS").max(MAX_NAME_LENGTH, "VALIDATION"),
  user_type: z.enum(USER_TYPES, { error: "INVALID_USER_TYPE" }),
  /** Administrator rights; left out, they stay as they are. */
  is_admin: z.preprocess((value) => (value === undefined || value === "" ? undefined : toBoolean(value)), z.boolean().optional()),
});

export const grantAdminSchema = z.object({
  method: z.enum(GRANT_METHODS, { error: "VALIDATION" }),
  identifier: z.string({ error: "ADMIN_GRANT_REQUIRED" }).trim().min(1, "ADMIN_GRANT_REQUIRED").max(254, "ADMIN_GRANT_REQUIRED"),
});

export const premiumReferenceSchema = z.object({
  reference: z.string({ error: "ADMIN_GRANT_REQUIRED" }).trim().min(1, "ADMIN_GRANT_REQUIRED").max(64, "ADMIN_REFERENCE_INVALID"),
});

export function parsePeriod(value: unknown): AnalyticsPeriod {
  return ANALYTICS_PERIODS.includes(value as AnalyticsPeriod) ? (value as AnalyticsPeriod) : "30days";
}
