// The value sets of the spec (document 1 §3–§4, document 2 §3–§4). Labels live in the i18n catalogs.

// "agency": a real-estate agency's account, listed on /agjencite with its details (decisions/0016).
export const USER_TYPES = ["buyer", "renter", "seller", "landlord", "agency"] as const;

export const PROPERTY_TYPES = ["apartment", "house", "land", "commercial"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const LISTING_TYPES = ["sale", "rent"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const PROPERTY_STATUSES = ["pending", "active", "rejected", "expired", "inactive", "sold", "rented"] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const CONTACT_TYPES = ["viewing", "question", "offer", "other"] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const CONTACT_REQUEST_STATUSES = ["pending", "handled"] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

export const NOTIFICATION_TYPES = [
  "approval",
  "rejection",
  "message",
  "property_view",
  "status_change",
  "reminder",
  "saved_search",
  "other",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const REVIEW_CATEGORIES = ["property", "service", "platform"] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export const REVIEW_STATUSES = ["pending", "published", "rejected"] as const;

/** How a listing is heated (issue 13: richer facts). */
export const HEATING_TYPES = ["central", "own", "electric", "none"] as const;
export type HeatingType = (typeof HEATING_TYPES)[number];

/** Property types whose form and detail panel show rooms and bathrooms (document 1 §5). */
export const TYPES_WITH_ROOMS: readonly PropertyType[] = ["apartment", "house"];

/** The richer facts of a listing (issue 13): numbers, the heating, and yes/no facts. */
const FACT_FIELDS = ["floor", "floors_total", "year_built", "heating", "furnished", "new_build", "parking", "elevator"] as const;
export type FactField = (typeof FACT_FIELDS)[number];
export const YES_NO_FACTS = ["furnished", "new_build", "parking", "elevator"] as const;
export type YesNoFact = (typeof YES_NO_FACTS)[number];

/**
 * Which facts mean something for each type: a floor and a lift belong to a flat or a shop in a
 * building, not to a house (its storeys are floors_total) and nothing of a building belongs to land.
 * The form hides the others, and the server clears them.
 */
export const FACTS_BY_TYPE: Record<PropertyType, readonly FactField[]> = {
  apartment: FACT_FIELDS,
  commercial: FACT_FIELDS,
  house: ["floors_total", "year_built", "heating", "furnished", "new_build", "parking"],
  land: [],
};

export const LANGUAGES = ["sq", "en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "sq";

/** How often a saved search sends its alerts (issue 13, item 4). */
export const ALERT_FREQUENCIES = ["instant", "daily", "none"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Why a reader reports a listing (issue 14 §5). */
export const REPORT_REASONS = ["fraud", "unavailable", "wrong_price", "duplicate", "offensive", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ["open", "dismissed", "actioned"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How the reports of a listing were handled: the outcome their reporters are told. */
export const REPORT_RESOLUTIONS = ["dismissed", "deactivated", "owner_contacted"] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];
