import { z } from "zod";
import { searchSchema } from "./listings";
import { paramsToObject } from "../search-params";
import { ALERT_FREQUENCIES } from "../enums";
import { SAVED_SEARCH_NAME_MAX } from "../limits";

// Saved searches and their alerts (issue 13, item 4). Issue messages are error codes.

const name = z
  .string({ error: "SAVED_SEARCH_NAME_REQUIRED" })
  .trim()
  .min(1, "SAVED_SEARCH_NAME_REQUIRED")
  .max(SAVED_SEARCH_NAME_MAX, "SAVED_SEARCH_NAME_TOO_LONG");
const frequency = z.preprocess(
  (value) => (value === undefined || value === "" ? undefined : value),
  z.enum(ALERT_FREQUENCIES, { error: "SAVED_SEARCH_FREQUENCY_INVALID" }),
);

/**
 * The filters as given: an object of search parameters, or a query string ("location=Prishtinë&…",
 * what the save form on /listings sends). They are checked strictly by the search's own schema.
 */
const filters = z.preprocess(
  (value) => {
    if (typeof value === "string") return paramsToObject(new URLSearchParams(value.startsWith("?") ? value.slice(1) : value));
    return value ?? {};
  },
  z.record(z.string(), z.unknown(), { error: "VALIDATION" }).pipe(searchSchema),
);

export const savedSearchCreateSchema = z.object({
  name,
  frequency: frequency.default("instant"),
  filters,
});

export const savedSearchUpdateSchema = z
  .object({ name: name.optional(), frequency: frequency.optional() })
  .refine((value) => value.name !== undefined || value.frequency !== undefined, "VALIDATION");
