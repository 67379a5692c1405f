import { z } from "zod";
import { AGENCY_SPECIALTIES } from "../agencies";
import { MAX_EMAIL_LENGTH } from "../limits";

// An agency's published details (issue 14 §4), as the agency edits them on /agjencia.

const AGENCY_MAX_CITIES = 10;
const MAX_DESCRIPTION = 2000;
const MAX_CITY = 60;

const text = (max: number, code: "VALIDATION" | "AGENCY_DESCRIPTION_TOO_LONG") =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : (v ?? "")), z.string({ error: "VALIDATION" }).max(max, code));

/** A list from a form (one value, several, or "a, b" in one field) or JSON (an array). */
function listOf(value: unknown): unknown {
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values
    .flatMap((v) => (typeof v === "string" ? v.split(",") : [v]))
    .flatMap((v) => (typeof v === "string" && !v.trim() ? [] : [v]));
}

/** A whole number from a form or JSON; empty is none. */
function optionalInt(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return null;
  return typeof value === "string" ? Number(value.trim()) : value;
}

export const agencyDetailsSchema = z.object({
  description: text(MAX_DESCRIPTION, "AGENCY_DESCRIPTION_TOO_LONG"),
  cities: z.preprocess(
    listOf,
    z
      .array(z.string({ error: "AGENCY_CITIES_INVALID" }).trim().min(1).max(MAX_CITY, "AGENCY_CITIES_INVALID"))
      .max(AGENCY_MAX_CITIES, "AGENCY_CITIES_INVALID"),
  ),
  specialties: z.preprocess(listOf, z.array(z.enum(AGENCY_SPECIALTIES, { error: "VALIDATION" }))),
  phone: text(30, "VALIDATION").refine(
    (v) => v === "" || (/^\+?[0-9 ()\-./]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6),
    "INVALID_PHONE",
  ),
  email: text(MAX_EMAIL_LENGTH, "VALIDATION").refine((v) => v === "" || z.email().safeParse(v).success, "INVALID_EMAIL"),
  website: text(200, "VALIDATION").refine((v) => v === "" || /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(v), "AGENCY_WEBSITE_INVALID"),
  year_founded: z.preprocess(
    optionalInt,
    z.int({ error: "AGENCY_YEAR_INVALID" }).min(1900, "AGENCY_YEAR_INVALID").max(2100, "AGENCY_YEAR_INVALID").nullable(),
  ),
  agent_count: z.preprocess(optionalInt, z.int({ error: "VALIDATION" }).min(0, "VALIDATION").max(100_000, "VALIDATION").nullable()),
});

export type AgencyDetailsInput = z.infer<typeof agencyDetailsSchema>;
