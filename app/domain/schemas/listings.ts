import { z } from "zod";
import { CONTACT_TYPES, HEATING_TYPES, LISTING_TYPES, PROPERTY_TYPES } from "../enums";
import { CONTACT_REQUEST_MESSAGE_MAX, MAX_EMAIL_LENGTH, SORT_OPTIONS } from "../limits";
import { ADDED_WITHIN, type SearchBounds } from "../search-params";

// Public search (document 1 §2 Listings, §9) and contact requests (§5). Issue messages are error codes.

const SEARCH_PAGE_SIZE = 12;
const SEARCH_MAX_PAGE_SIZE = 48;
/** Deep pages are refused: nobody reads page 2,000, and OFFSET that far is a scan. */
const SEARCH_MAX_PAGE = 1000;
const SEARCH_MAX_TEXT = 100;
const CONTACT_PHONE_MAX = 30;

/** Empty strings, "all" and absent values all mean "no filter". */
const blankToUndefined = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && (value.trim() === "" || value.trim() === "all"))
    ? undefined
    : value;

const text = z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_MAX_TEXT, "VALIDATION").optional());
const amount = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: "VALIDATION" }).finite("VALIDATION").min(0, "VALIDATION").max(1e12, "VALIDATION").optional(),
);
const int = (min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: "VALIDATION" }).int("VALIDATION").min(min, "VALIDATION").max(max, "VALIDATION").optional(),
  );

/** A feature filter: "1"/"true"/"on" asks for listings that have it; anything blank means "no filter". */
const feature = z.preprocess(
  (value) => {
    const v = blankToUndefined(value);
    if (v === undefined || v === false || v === "0" || v === "false") return undefined;
    return v === true || v === "1" || v === "true" || v === "on" ? true : v;
  },
  z.literal(true, { error: "VALIDATION" }).optional(),
);

const bounds = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "VALIDATION" })
    .max(SEARCH_MAX_TEXT, "VALIDATION")
    .transform((value, ctx): SearchBounds => {
      const parts = value.split(",").map((part) => Number(part.trim()));
      const [south, west, north, east] = parts;
      const valid =
        parts.length === 4 &&
        parts.every((n) => Number.isFinite(n)) &&
        south! >= -90 &&
        north! <= 90 &&
        south! <= north! &&
        west! >= -180 &&
        east! <= 180 &&
        west! <= east!;
      if (!valid) {
        ctx.addIssue({ code: "custom", message: "VALIDATION" });
        return z.NEVER;
      }
      return { south: south!, west: west!, north: north!, east: east! };
    })
    .optional(),
);

export const searchSchema = z
  .object({
    q: text,
    location: text,
    type: z.preprocess(blankToUndefined, z.enum(PROPERTY_TYPES, { error: "VALIDATION" }).optional()),
    listing_type: z.preprocess(blankToUndefined, z.enum(LISTING_TYPES, { error: "VALIDATION" }).optional()),
    min_price: amount,
    max_price: amount,
    min_rooms: int(0, 50),
    min_bathrooms: int(0, 20),
    min_area: int(0, 1_000_000),
    max_area: int(0, 1_000_000),
    heating: z.preprocess(blankToUndefined, z.enum(HEATING_TYPES, { error: "VALIDATION" }).optional()),
    furnished: feature,
    new_build: feature,
    parking: feature,
    elevator: feature,
    added: z.preprocess(blankToUndefined, z.enum(ADDED_WITHIN, { error: "VALIDATION" }).optional()),
    /** Recently sold and rented listings too (in search for 14 days after), not only available ones. */
    include_closed: feature,
    bounds,
    sort: z.preprocess(blankToUndefined, z.enum(SORT_OPTIONS, { error: "VALIDATION" }).default("newest")),
    page: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: "VALIDATION" }).int("VALIDATION").min(1, "VALIDATION").max(SEARCH_MAX_PAGE, "VALIDATION").default(1),
    ),
    page_size: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: "VALIDATION" })
        .int("VALIDATION")
        .min(1, "VALIDATION")
        .max(SEARCH_MAX_PAGE_SIZE, "VALIDATION")
        .default(SEARCH_PAGE_SIZE),
    ),
  })
  .superRefine((data, ctx) => {
    if (data.min_price !== undefined && data.max_price !== undefined && data.min_price > data.max_price) {
      ctx.addIssue({ code: "custom", message: "PRICE_RANGE_INVALID", path: ["min_price"] });
    }
    if (data.min_area !== undefined && data.max_area !== undefined && data.min_area > data.max_area) {
      ctx.addIssue({ code: "custom", message: "AREA_RANGE_INVALID", path: ["min_area"] });
    }
  });
export type SearchInput = z.infer<typeof searchSchema>;

/**
 * Reads search filters leniently, for pages: a hand-edited URL with a bad value loses that filter
 * instead of failing the page. (The JSON API is strict and answers 400.)
 */
export function parseSearchLenient(input: Record<string, unknown>): SearchInput {
  const fields = { ...input };
  for (let attempt = 0; attempt < 12; attempt++) {
    const result = searchSchema.safeParse(fields);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === "string") delete fields[key];
    }
  }
  return searchSchema.parse({});
}

/** References are given from 10001 on; the keyword box finds one typed as "10234" or "#10234". */
const REFERENCE_PATTERN = /^#?\s*(\d{1,9})$/;

/** The listing reference a keyword search names, if the keyword is a number alone. */
export function referenceOf(q: string | undefined): number | undefined {
  const match = q ? REFERENCE_PATTERN.exec(q.trim()) : null;
  return match ? Number(match[1]) : undefined;
}

const optionalText = (max: number, code: "CONTACT_PHONE_INVALID" | "INVALID_EMAIL") =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value === null ? undefined : value),
    z.string({ error: code }).trim().max(max, code).optional(),
  );

export const contactRequestSchema = z.object({
  message: z
    .string({ error: "CONTACT_MESSAGE_REQUIRED" })
    .trim()
    .min(1, "CONTACT_MESSAGE_REQUIRED")
    .max(CONTACT_REQUEST_MESSAGE_MAX, "VALIDATION"),
  contact_type: z.preprocess(
    (value) => (value === undefined || value === "" ? "viewing" : value),
    z.enum(CONTACT_TYPES, { error: "CONTACT_TYPE_INVALID" }),
  ),
  phone_number: optionalText(CONTACT_PHONE_MAX, "CONTACT_PHONE_INVALID").refine(
    (value) => value === undefined || /^\+?[0-9][0-9 ()\-/.]{4,}$/.test(value),
    "CONTACT_PHONE_INVALID",
  ),
  email: optionalText(MAX_EMAIL_LENGTH, "INVALID_EMAIL").pipe(z.email("INVALID_EMAIL").optional()),
});
