import { z } from "zod";
import {
  FACTS_BY_TYPE,
  HEATING_TYPES,
  LISTING_TYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  TYPES_WITH_ROOMS,
  type FactField,
  type PropertyType,
} from "../enums";
import { insideKosovo, placeCentre, roundPosition } from "../position";
import { OWNER_STATUSES } from "../lifecycle";
import { parseVideoTour, videoTourUrl } from "../video-tour";

// The property form (document 1 §5): shared by the add and edit pages, the owner API and the admin
// edit page. Issue messages are error codes (domain/errors.ts); the catalogs hold the spec's texts.

/** Field limits the spec leaves open ("other field-level limits are not shown"): generous, but bounded. */
export const PROPERTY_LIMITS = {
  title: 150,
  description: 5000,
  location: 100,
  features: 30,
  feature: 50,
  price: 1_000_000_000,
  rooms: 1000,
  area: 100_000_000,
  floorMin: -5,
  floorMax: 200,
  floorsTotalMax: 200,
  yearBuiltMin: 1800,
  /** Buildings under construction are sold ahead: up to five years from now. */
  yearBuiltAhead: 5,
} as const;

/** The latest year built an owner may give (this year + 5). */
export function maxYearBuilt(now: Date = new Date()): number {
  return now.getFullYear() + PROPERTY_LIMITS.yearBuiltAhead;
}

/** Form and JSON inputs alike: "" and null mean "not given"; numeric strings become numbers. */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

function toNumber(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (typeof v === "string") {
    const n = Number(v.trim().replace(",", "."));
    return Number.isNaN(n) ? v : n;
  }
  return v;
}

const requiredText = (max: number, tooLong: "TITLE_TOO_LONG" | "DESCRIPTION_TOO_LONG" | "LOCATION_TOO_LONG") =>
  z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z.string({ error: "VALIDATION" }).trim().min(1, "REQUIRED_FIELDS").max(max, tooLong),
  );

const price = z.preprocess(
  toNumber,
  z
    .number({ error: (issue) => (issue.input === undefined ? "REQUIRED_FIELDS" : "PRICE_NOT_POSITIVE") })
    .refine((n) => Number.isFinite(n) && n > 0, "PRICE_NOT_POSITIVE")
    .refine((n) => n <= PROPERTY_LIMITS.price, "PRICE_TOO_HIGH")
    .transform((n) => Math.round(n * 100) / 100),
);

const count = (code: "ROOMS_INVALID" | "BATHROOMS_INVALID") =>
  z.preprocess(toNumber, z.number({ error: code }).int(code).min(0, code).max(PROPERTY_LIMITS.rooms, code).optional());

const area = z.preprocess(
  toNumber,
  z
    .number({ error: "AREA_INVALID" })
    .refine((n) => Number.isFinite(n) && n >= 0 && n <= PROPERTY_LIMITS.area, "AREA_INVALID")
    .transform((n) => Math.round(n * 100) / 100)
    .optional(),
);

const wholeNumber = (code: "FLOOR_INVALID" | "FLOORS_TOTAL_INVALID", min: number, max: number) =>
  z.preprocess(toNumber, z.number({ error: code }).int(code).min(min, code).max(max, code).optional());

const yearBuilt = z.preprocess(
  toNumber,
  z
    .number({ error: "YEAR_BUILT_INVALID" })
    .int("YEAR_BUILT_INVALID")
    .min(PROPERTY_LIMITS.yearBuiltMin, "YEAR_BUILT_INVALID")
    .refine((n) => n <= maxYearBuilt(), "YEAR_BUILT_INVALID")
    .optional(),
);

/** A video tour: blank means none; otherwise a YouTube or Vimeo address, stored in its canonical form. */
const videoUrl = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "VIDEO_URL_INVALID" })
    .transform((text, ctx) => {
      const video = parseVideoTour(text);
      if (!video) {
        ctx.addIssue({ code: "custom", message: "VIDEO_URL_INVALID" });
        return z.NEVER;
      }
      return videoTourUrl(video);
    })
    .optional(),
);

const heating = z.preprocess(blankToUndefined, z.enum(HEATING_TYPES, { error: "HEATING_INVALID" }).optional());

/** A yes/no fact: true/false, "1"/"0", "true"/"false", "on" (a checkbox), "yes"/"no"; blank means "not said". */
function toYesNo(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (v === true || v === "1" || v === "true" || v === "on" || v === "yes") return true;
  if (v === false || v === "0" || v === "false" || v === "no") return false;
  return v;
}
const yesNo = z.preprocess(toYesNo, z.boolean({ error: "FACT_INVALID" }).optional());

/**
 * Features are free-text tags: a list, or one text with commas or line breaks between tags. Each is
 * trimmed; blanks and duplicates (ignoring case) are dropped, keeping the first spelling.
 */
export function normalizeFeatures(value: unknown): string[] | unknown {
  const v = blankToUndefined(value);
  if (v === undefined) return [];
  const parts = (Array.isArray(v) ? v : [v]).flatMap((item) => (typeof item === "string" ? item.split(/[,\n\r]+/) : [item]));
  if (parts.some((part) => typeof part !== "string")) return value;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts as string[]) {
    const tag = part.trim().replace(/\s+/g, " ");
    const key = tag.toLocaleLowerCase("sq");
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

const features = z.preprocess(
  normalizeFeatures,
  z
    .array(z.string().max(PROPERTY_LIMITS.feature, "FEATURE_TOO_LONG"), { error: "VALIDATION" })
    .max(PROPERTY_LIMITS.features, "TOO_MANY_FEATURES"),
);

// Where it is (issue 13 item 2): an optional pin inside Kosovo; without one, the centre of the place
// the location names. location_approximate: the public sees only the area.
const coordinate = z.preprocess(toNumber, z.number({ error: "POSITION_INVALID" }).refine(Number.isFinite, "POSITION_INVALID").optional());
const approximate = z.preprocess(
  (value) => blankToUndefined(value) ?? false,
  z
    .union([z.boolean(), z.enum(["true", "false", "on", "1", "0"])], { error: "VALIDATION" })
    .transform((v) => v === true || v === "true" || v === "on" || v === "1"),
);

/** The position to store: the pin given (inside Kosovo), or the centre of the location's place, or none. */
function positionOf(data: { latitude?: number; longitude?: number; location: string }) {
  if (data.latitude === undefined || data.longitude === undefined) {
    const centre = placeCentre(data.location);
    return { latitude: centre?.lat ?? null, longitude: centre?.lng ?? null };
  }
  return { latitude: roundPosition(data.latitude), longitude: roundPosition(data.longitude) };
}

/** Rooms and bathrooms belong to apartments and houses only (document 1 §5); others keep none. */
function hasRooms(type: PropertyType): boolean {
  return TYPES_WITH_ROOMS.includes(type);
}

/** A fact kept only for the types it belongs to (domain/enums FACTS_BY_TYPE); others are cleared. */
function factFor<T>(type: PropertyType, field: FactField, value: T | undefined): T | null {
  return FACTS_BY_TYPE[type].includes(field) ? (value ?? null) : null;
}

/**
 * The fields an owner sets. Anything else in the input (owner_id, status, featured, images, counts)
 * is not part of the schema and is dropped: the server decides those.
 */
export const propertyFormSchema = z
  .object({
    title: requiredText(PROPERTY_LIMITS.title, "TITLE_TOO_LONG"),
    description: requiredText(PROPERTY_LIMITS.description, "DESCRIPTION_TOO_LONG"),
    price,
    location: requiredText(PROPERTY_LIMITS.location, "LOCATION_TOO_LONG"),
    type: z.preprocess((v) => blankToUndefined(v) ?? "apartment", z.enum(PROPERTY_TYPES, { error: "INVALID_PROPERTY_TYPE" })),
    listing_type: z.preprocess((v) => blankToUndefined(v) ?? "rent", z.enum(LISTING_TYPES, { error: "INVALID_LISTING_TYPE" })),
    rooms: count("ROOMS_INVALID"),
    bathrooms: count("BATHROOMS_INVALID"),
    area,
    features,
    floor: wholeNumber("FLOOR_INVALID", PROPERTY_LIMITS.floorMin, PROPERTY_LIMITS.floorMax),
    floors_total: wholeNumber("FLOORS_TOTAL_INVALID", 1, PROPERTY_LIMITS.floorsTotalMax),
    year_built: yearBuilt,
    heating,
    furnished: yesNo,
    new_build: yesNo,
    parking: yesNo,
    elevator: yesNo,
    latitude: coordinate,
    longitude: coordinate,
    location_approximate: approximate,
    video_url: videoUrl,
  })
  .transform((data, ctx) => {
    const floor = factFor(data.type, "floor", data.floor);
    const floorsTotal = factFor(data.type, "floors_total", data.floors_total);
    // A flat on the 7th floor of a 5-storey building is a typing mistake (the ground floor is 0).
    if (floor !== null && floorsTotal !== null && floor > floorsTotal) {
      ctx.addIssue({ code: "custom", message: "FLOOR_ABOVE_TOTAL", path: ["floor"], input: data.floor });
      return z.NEVER;
    }
    const { latitude: lat, longitude: lng } = data;
    if ((lat === undefined) !== (lng === undefined)) {
      ctx.addIssue({ code: "custom", message: "POSITION_INVALID", path: [lat === undefined ? "latitude" : "longitude"] });
      return z.NEVER;
    }
    if (lat !== undefined && lng !== undefined && !insideKosovo(lat, lng)) {
      ctx.addIssue({ code: "custom", message: "POSITION_OUTSIDE_KOSOVO", path: ["latitude"] });
      return z.NEVER;
    }
    return {
      ...data,
      rooms: hasRooms(data.type) ? (data.rooms ?? null) : null,
      bathrooms: hasRooms(data.type) ? (data.bathrooms ?? null) : null,
      area: data.area ?? null,
      floor,
      floors_total: floorsTotal,
      year_built: factFor(data.type, "year_built", data.year_built),
      heating: factFor(data.type, "heating", data.heating),
      furnished: factFor(data.type, "furnished", data.furnished),
      new_build: factFor(data.type, "new_build", data.new_build),
      parking: factFor(data.type, "parking", data.parking),
      elevator: factFor(data.type, "elevator", data.elevator),
      ...positionOf(data),
      video_url: data.video_url ?? null,
    };
  });

export type PropertyFormInput = z.infer<typeof propertyFormSchema>;

/** The form's field names (document 1 §2 and issue 3 item 11), in the order they are validated. */
export const PROPERTY_FORM_FIELDS = [
  "title",
  "description",
  "price",
  "location",
  "type",
  "listing_type",
  "rooms",
  "bathrooms",
  "area",
  "features",
  "floor",
  "floors_total",
  "year_built",
  "heating",
  "furnished",
  "new_build",
  "parking",
  "elevator",
  "latitude",
  "longitude",
  "location_approximate",
  "video_url",
] as const;

/**
 * My properties' status filter (document 1 §2): all, or one status, in the spec's order; then expired
 * (issue 14), where ended listings wait for "Rinovo".
 */
export const OWNER_STATUS_FILTERS = ["all", "pending", "active", "inactive", "rejected", "sold", "rented", "expired"] as const;
export type OwnerStatusFilter = (typeof OWNER_STATUS_FILTERS)[number];

export const ownerListSchema = z.object({
  status: z.preprocess((v) => blankToUndefined(v) ?? "all", z.enum(["all", ...PROPERTY_STATUSES], { error: "INVALID_STATUS_FILTER" })),
});

/** The owner's status change (issue 14): active, inactive, sold or rented. */
export const ownerStatusSchema = z.object({ status: z.enum(OWNER_STATUSES, { error: "LISTING_STATUS_INVALID" }) });
