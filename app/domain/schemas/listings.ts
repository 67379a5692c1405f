import { z } from "zod";
import { CONTACT_TYPES, LISTING_TYPES, PROPERTY_TYPES } from "../enums";
import { MAX_EMAIL_LENGTH, SORT_OPTIONS } from "../limits";

// Public search (document 1 §2 Listings, §9) and contact requests (§5). Issue messages are error codes.

export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_MAX_PAGE_SIZE = 48;
/** Deep pages are refused: nobody reads page 2,000, and OFFSET that far is a scan. */
export const SEARCH_MAX_PAGE = 1000;
export const SEARCH_MAX_TEXT = 100;
/** The slider's top: a price filter at or above it means "any price" ("1.000.000 €+"). */
export const SEARCH_PRICE_CEILING = 1_000_000;
export const SEARCH_PRICE_STEP = 5_000;
export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_PHONE_MAX = 30;

/** Empty strings, "all" and absent values all mean "no filter". */
const blankToUndefined = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && (value.trim() === "" || value.trim() === "all"))
    ? undefined
    : value;

const text = z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_MAX_TEXT, "VALIDATION").optional());
const amount = z.preprocess(blankToUndefined, z.coerce.number({ error: "VALIDATION" }).finite("VALIDATION").min(0, "VALIDATION").max(1e12, "VALIDATION").optional());
const int = (min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: "VALIDATION" }).int("VALIDATION").min(min, "VALIDATION").max(max, "VALIDATION").optional());

export const searchSchema = z
  .object({
    q: text,
    location: text,
    type: z.preprocess(blankToUndefined, z.enum(PROPERTY_TYPES, { error: "VALIDATION" }).optional()),
    listing_type: z.preprocess(blankToUndefined, z.enum(LISTING_TYPES, { error: "VALIDATION" }).optional()),
    min_price: amount,
    max_price: amount,
    min_rooms: int(0, 50),
    sort: z.preprocess(blankToUndefined, z.enum(SORT_OPTIONS, { error: "VALIDATION" }).default("newest")),
    page: z.preprocess(blankToUndefined, z.coerce.number({ error: "VALIDATION" }).int("VALIDATION").min(1, "VALIDATION").max(SEARCH_MAX_PAGE, "VALIDATION").default(1)),
    page_size: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: "VALIDATION" }).int("VALIDATION").min(1, "VALIDATION").max(SEARCH_MAX_PAGE_SIZE, "VALIDATION").default(SEARCH_PAGE_SIZE),
    ),
  })
  .superRefine((data, ctx) => {
    if (data.min_price !== undefined && data.max_price !== undefined && data.min_price > data.max_price) {
      ctx.addIssue({ code: "custom", message: "PRICE_RANGE_INVALID", path: ["min_price"] });
    }
  });
export type SearchInput = z.infer<typeof searchSchema>;

/** The filters a search URL carries (without paging), as the form and links write them. */
export const SEARCH_PARAM_NAMES = ["q", "location", "type", "listing_type", "min_price", "max_price", "min_rooms", "sort"] as const;

/** A URL's query as plain fields (the first value of each name). */
export function paramsToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in out)) out[key] = value;
  return out;
}

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

/** The query string of a search (defaults left out, so shared links stay short). */
export function searchToParams(input: Partial<SearchInput>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of SEARCH_PARAM_NAMES) {
    const value = input[name];
    if (value === undefined || value === "") continue;
    if (name === "sort" && value === "newest") continue;
    if (name === "min_price" && value === 0) continue;
    if (name === "max_price" && Number(value) >= SEARCH_PRICE_CEILING) continue;
    params.set(name, String(value));
  }
  if (input.page && input.page > 1) params.set("page", String(input.page));
  return params;
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
    .max(CONTACT_MESSAGE_MAX, "VALIDATION"),
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
export type ContactRequestInput = z.infer<typeof contactRequestSchema>;
