import type { ApiErrorBody } from "~/domain/errors";
import type { HeatingType, ListingType, PropertyStatus, PropertyType } from "~/domain/enums";

/** What the form shows: the saved property when editing, or what was typed when a post is refused. */
export type PropertyFormValues = {
  title: string;
  description: string;
  price: string;
  location: string;
  type: PropertyType | string;
  listing_type: ListingType | string;
  rooms: string;
  bathrooms: string;
  area: string;
  features: string[];
  floor: string;
  floors_total: string;
  year_built: string;
  /** One of HEATING_TYPES, or "" (not said). */
  heating: string;
  /** Yes/no facts as the form's selects send them: "1", "0", or "" (not said). */
  furnished: string;
  new_build: string;
  parking: string;
  elevator: string;
  /** Where it is: text as typed ("" = the place's centre), and "true" for the approximate area only. */
  latitude: string;
  longitude: string;
  location_approximate: string;
  /** The video tour's address ("" = none). */
  video_url: string;
};

/** The owner's limits, as the server reads them from the platform settings. */
export type PropertyFormLimits = {
  imageLimit: number;
  premiumImageLimit: number;
  maxUploadMb: number;
  premium: boolean;
};

/** A saved property: the form shows the success (or photos-failed) message and moves on. */
export type PropertyFormSaved = {
  ok: true;
  id: string;
  mode: "create" | "edit";
  status: PropertyStatus;
  /** An approved listing this save took back to review (its changes wait for an administrator: decisions/0034). */
  inReview: boolean;
  /** The property was saved but its photos were not. */
  imagesFailed: boolean;
};

type PropertyFormRefused = Partial<ApiErrorBody> & { ok?: undefined; values?: Partial<PropertyFormValues> };

/** The answer of a route action that saves the property form. */
export type PropertyFormActionData = PropertyFormSaved | PropertyFormRefused;

/** A property row as the form needs it (dates and counts are not used). */
export type EditableProperty = {
  id: string;
  title: string;
  description: string;
  price: number;
  location: string;
  type: PropertyType;
  listing_type: ListingType;
  status: PropertyStatus;
  rooms: number | null;
  bathrooms: number | null;
  area: number | null;
  features: string[] | null;
  images: string[];
  floor: number | null;
  floors_total: number | null;
  year_built: number | null;
  heating: HeatingType | null;
  furnished: boolean | null;
  new_build: boolean | null;
  parking: boolean | null;
  elevator: boolean | null;
  latitude: number | null;
  longitude: number | null;
  location_approximate: boolean;
  floor_plan: string | null;
  video_url: string | null;
};

const numberText = (value: number | null) => (value === null ? "" : String(value));
const yesNoText = (value: boolean | null) => (value === null ? "" : value ? "1" : "0");

export function valuesOf(property: EditableProperty): PropertyFormValues {
  return {
    title: property.title,
    description: property.description,
    price: String(property.price),
    location: property.location,
    type: property.type,
    listing_type: property.listing_type,
    rooms: property.rooms === null ? "" : String(property.rooms),
    bathrooms: property.bathrooms === null ? "" : String(property.bathrooms),
    area: property.area === null ? "" : String(property.area),
    features: property.features ?? [],
    floor: numberText(property.floor),
    floors_total: numberText(property.floors_total),
    year_built: numberText(property.year_built),
    heating: property.heating ?? "",
    furnished: yesNoText(property.furnished),
    new_build: yesNoText(property.new_build),
    parking: yesNoText(property.parking),
    elevator: yesNoText(property.elevator),
    latitude: property.latitude === null ? "" : String(property.latitude),
    longitude: property.longitude === null ? "" : String(property.longitude),
    location_approximate: String(property.location_approximate),
    video_url: property.video_url ?? "",
  };
}

export const EMPTY_VALUES: PropertyFormValues = {
  title: "",
  description: "",
  price: "",
  location: "",
  type: "apartment",
  listing_type: "rent",
  rooms: "",
  bathrooms: "",
  area: "",
  features: [],
  floor: "",
  floors_total: "",
  year_built: "",
  heating: "",
  furnished: "",
  new_build: "",
  parking: "",
  elevator: "",
  latitude: "",
  longitude: "",
  location_approximate: "false",
  video_url: "",
};
