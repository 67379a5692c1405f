import { REVIEWED_CHANGES } from "~/domain/moderation";
import { z } from "zod";
import { CONTACT_REQUEST_STATUSES, CONTACT_TYPES, LISTING_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES, HEATING_TYPES } from "~/domain/enums";
import { contactRequestSchema } from "~/domain/schemas/listings";
import { propertyFormSchema } from "~/domain/schemas/property-form";
import { textValues, uploadedFiles } from "../../properties/owner-rules";
import { ownerCardSchema } from "./owner-card";

// The JSON of /api/properties: the requests' shapes that are not the domain's forms, and the answers.
// Field names are the spec's; timestamps are ISO 8601 in UTC.

const timestamp = z.iso.datetime();

// --- requests ---

/** A listing's id in the path. Not checked here: an id that names no visible listing answers 404. */
export const propertyIdParams = z.object({
  id: z.string().meta({ description: "The listing's id (a UUID)." }),
});

/** Photos as a multipart body sends them: one file or several under `images`; empty file inputs are ignored. */
const imageFiles = z
  .preprocess(uploadedFiles, z.array(z.file()))
  .meta({ description: "Photos (JPEG, PNG, WebP, ...; checked by content), within the owner's photo limit." });

/** A new listing: the form's fields, and photos when the body is multipart. */
export const createPropertyBody = z
  .intersection(propertyFormSchema, z.object({ images: imageFiles }))
  .meta({ id: "NewProperty", description: "The property form's fields (document 1 §5); numbers may be sent as text." });

/** An edit: the fields sent replace the stored ones; the result must pass the form's rules as a whole. */
export const updatePropertyBody = propertyFormSchema.in.partial().meta({ id: "PropertyChanges", description: "The fields to change." });

/** Photo changes: new files under `images`, and the URLs of this listing's photos to remove. */
export const propertyImagesBody = z
  .object({
    images: imageFiles,
    remove_images: z
      .preprocess(textValues, z.array(z.string()))
      .meta({ description: "URLs of this listing's photos to remove (repeat the field, or a JSON array)." }),
    floor_plan: z
      .preprocess((value) => uploadedFiles(value)[0], z.file().optional())
      .meta({ description: "A floor plan image (checked like the photos; not counted as a photo); replaces the current one." }),
    remove_floor_plan: z
      .preprocess((value) => value === true || textValues(value).some((v) => v !== "false" && v !== "0"), z.boolean())
      .meta({ description: "Remove the current floor plan." }),
  })
  .meta({ id: "PropertyImageChanges" });

/** The token of an expiry reminder's renewal link. */
export const renewLinkBody = z
  .object({ token: z.string().meta({ description: "The signed token of the e-mail's link." }) })
  .meta({ id: "RenewLink" });

/** The photos in a new order: every photo of the listing exactly once, the cover first. */
export const imageOrderBody = z
  .object({
    images: z
      .array(z.string(), { error: "IMAGE_ORDER_INVALID" })
      .min(1, "IMAGE_ORDER_INVALID")
      .meta({ description: "The listing's photo URLs in the new order; the first is the cover." }),
  })
  .meta({ id: "PhotoOrder" });

export const contactRequestBody = contactRequestSchema.meta({
  id: "ContactRequestInput",
  description: "A question to the owner (document 1 §2 contact form).",
});

// --- answers ---

/** The last price change (issue 14): a drop in the last 30 days shows as "Çmimi u ul". */
const lifecycleFields = {
  previous_price: z.number().nullable().meta({ description: "The price before the last change (euro), if it ever changed." }),
  price_changed_at: timestamp.nullable().meta({ description: "When the price last changed." }),
};

const propertyFields = {
  id: z.uuid(),
  owner_id: z.uuid(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  price: z.number().meta({ description: "Euro." }),
  type: z.enum(PROPERTY_TYPES),
  listing_type: z.enum(LISTING_TYPES),
  status: z.enum(PROPERTY_STATUSES),
  featured: z.boolean(),
  rooms: z.int().nullable(),
  bathrooms: z.int().nullable(),
  area: z.number().nullable().meta({ description: "Square metres." }),
};

/** A listing with every field of the spec. */
const propertySchema = z
  .object({
    ...propertyFields,
    features: z.array(z.string()).nullable(),
    images: z.array(z.string()).meta({ description: "Photo URLs, the cover first." }),
    floor: z.int().nullable(),
    floors_total: z.int().nullable(),
    year_built: z.int().nullable(),
    heating: z.enum(HEATING_TYPES).nullable(),
    furnished: z.boolean().nullable(),
    new_build: z.boolean().nullable(),
    parking: z.boolean().nullable(),
    elevator: z.boolean().nullable(),
    latitude: z.number().nullable().meta({
      description: "Degrees north. Rounded to 0.01° (about 1 km) when location_approximate, except for the owner and administrators.",
    }),
    longitude: z.number().nullable().meta({ description: "Degrees east (rounded like latitude)." }),
    location_approximate: z.boolean().meta({ description: "Only the area is shown to the public, not the exact position." }),
    floor_plan: z.string().nullable().meta({ description: "The floor plan image's URL, if any." }),
    video_url: z.string().nullable().meta({
      description:
        "The video tour: a YouTube or Vimeo address in canonical form (https://www.youtube.com/watch?v=… or https://vimeo.com/…).",
    }),
    reference: z.int().meta({ description: "The short number the owner quotes on the phone." }),
    ...lifecycleFields,
    expires_at: timestamp.nullable().meta({ description: "When an active listing ends unless renewed." }),
    status_changed_at: timestamp.meta({ description: "When the status last changed (a sold listing: when it was sold)." }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: "Property", description: "A listing." });

/** A listing as its owner's writes return it (with the normalized location the filter compares). */
export const ownPropertySchema = propertySchema
  .extend({
    location_key: z.string().nullable().meta({ description: "The location as the location filter compares it (lower case, no accents)." }),
    in_search: z.boolean().meta({ description: "In the public search: active, or sold/rented in the last 14 days." }),
    status_by_admin: z.boolean().meta({ description: "An administrator set the current status: the owner cannot change it." }),
    expiry_reminded_at: timestamp.nullable().meta({ description: "When the owner was reminded that the listing ends soon." }),
    review_changes: z
      .array(z.enum(REVIEWED_CHANGES))
      .nullable()
      .meta({ description: "An approved listing whose owner changed what was approved is pending again: what changed (null otherwise)." }),
    reviewed_price: z
      .number()
      .nullable()
      .meta({ description: "The price an administrator last saw: a change of more than 20% from it goes back to review." }),
  })
  .meta({ id: "OwnProperty", description: "A listing, as its owner's writes return it." });

/** The richer facts (issue 13), as list entries carry them too. */
const factFields = {
  floor: z.int().nullable().meta({ description: "The floor (0: ground floor, negative: below ground)." }),
  floors_total: z.int().nullable().meta({ description: "Floors of the building (a house: its storeys)." }),
  year_built: z.int().nullable(),
  heating: z.enum(HEATING_TYPES).nullable(),
  furnished: z.boolean().nullable(),
  new_build: z.boolean().nullable(),
  parking: z.boolean().nullable(),
  elevator: z.boolean().nullable(),
  reference: z.int().meta({ description: "The short number the owner quotes on the phone; the keyword search finds it." }),
};

/** A list entry: the card's fields, the first photo only, the description shortened to 280 characters. */
export const propertySummarySchema = z
  .object({
    ...propertyFields,
    ...factFields,
    images: z.array(z.string()).max(1).meta({ description: "The cover photo's URL, if any." }),
    ...lifecycleFields,
    image_count: z.int().min(0).meta({ description: "How many photos the listing has." }),
    created_at: timestamp,
    is_favorite: z.boolean().meta({ description: "Among the signed-in reader's favourites (false for visitors)." }),
  })
  .meta({ id: "PropertySummary", description: "A listing in a list." });

export const searchResultSchema = z
  .object({
    properties: z.array(propertySummarySchema),
    total: z.int().min(0).meta({ description: "The matches, counted up to 10,000." }),
    total_capped: z.boolean().meta({ description: "More than 10,000 listings match (total is then 10,000)." }),
    page: z.int().min(1),
    page_size: z.int().min(1),
    page_count: z.int().min(1),
  })
  .meta({ id: "SearchResult" });

export const mapMarkersSchema = z
  .object({
    markers: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        price: z.number().meta({ description: "Euro." }),
        type: z.enum(PROPERTY_TYPES),
        listing_type: z.enum(LISTING_TYPES),
        lat: z.number(),
        lng: z.number(),
        approximate: z.boolean().meta({ description: "Only the area is public: the position is rounded to about 1 km." }),
      }),
    ),
    total: z.int().min(0).meta({ description: "Matching listings that have a position." }),
    capped: z.boolean().meta({ description: "More listings match than the markers sent (at most 2,000)." }),
  })
  .meta({ id: "MapMarkers" });

export const locationsSchema = z.object({ locations: z.array(z.object({ location: z.string(), count: z.int().min(1) })) });

export const latestSchema = z.object({ properties: z.array(propertySummarySchema) });

export const propertyDetailSchema = z
  .object({
    property: propertySchema,
    owner: ownerCardSchema,
    favorites_count: z.int().min(0),
    is_favorite: z.boolean(),
    is_owner: z.boolean(),
    price_history: z
      .array(z.object({ old_price: z.number(), new_price: z.number(), changed_at: timestamp }))
      .meta({ description: "The price's changes, newest first (at most 20)." }),
  })
  .meta({ id: "PropertyDetail" });

export const viewRecordedSchema = z.object({
  recorded: z.boolean().meta({ description: "false when this visitor's view was already counted today, or the owner is looking." }),
});

export const viewersSchema = z.object({ current_viewers: z.int().min(0) });

export const statisticsSchema = z.object({
  statistics: z.object({
    totalViews: z.int().min(0),
    viewsThisWeek: z.int().min(0),
    viewsThisMonth: z.int().min(0),
    totalFavorites: z.int().min(0),
    favoriteRatio: z.number().min(0).meta({ description: "Favourites per 100 views, one decimal." }),
    phoneReveals: z.int().min(0).meta({ description: "How often the phone number was revealed." }),
  }),
});

export const createdPropertySchema = z.object({
  property: ownPropertySchema,
  images_failed: z.boolean().meta({ description: "The listing was saved but its photos could not be stored." }),
});

export const renewedSchema = z
  .object({ id: z.uuid(), title: z.string(), expires_at: timestamp.meta({ description: "The listing's new end." }) })
  .meta({ id: "RenewedListing" });

export const ownPropertyAnswerSchema = z.object({ property: ownPropertySchema });

export const ownPropertiesSchema = z.object({
  properties: z.array(
    ownPropertySchema.extend({
      views_count: z.int().min(0).nullable().meta({ description: "Premium owners only; null otherwise." }),
      favorites_count: z.int().min(0).nullable().meta({ description: "Premium owners only; null otherwise." }),
    }),
  ),
  premium: z.boolean(),
  counts: z.record(z.enum(["all", ...PROPERTY_STATUSES]), z.int().min(0)).meta({ description: "Listings per status, and all of them." }),
});

export const ownerLimitsSchema = z
  .object({
    premium: z.boolean(),
    imageLimit: z.int().min(0).meta({ description: "Photos per listing for this owner." }),
    premiumImageLimit: z.int().min(0).meta({ description: "Photos per listing for premium owners (the upgrade hint)." }),
    maxUploadMb: z.number().min(0),
    propertyCount: z.int().min(0),
    propertyLimit: z.int().min(0).nullable().meta({ description: "null: no limit (premium)." }),
    canCreate: z.boolean(),
  })
  .meta({ id: "OwnerLimits" });

export const okSchema = z.object({ ok: z.literal(true) });

export const favoriteStateSchema = z
  .object({ property_id: z.uuid(), is_favorite: z.boolean(), favorites_count: z.int().min(0) })
  .meta({ id: "FavoriteState" });

/** What a contact request says, as each answer that shows one writes it (with its own ids around it). */
export const contactRequestFields = {
  message: z.string(),
  contact_type: z.enum(CONTACT_TYPES),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(CONTACT_REQUEST_STATUSES),
  created_at: timestamp,
  updated_at: timestamp,
};

export const contactRequestCreatedSchema = z.object({
  contact_request: z
    .object({
      id: z.uuid(),
      property_id: z.uuid(),
      requester_id: z.uuid(),
      owner_id: z.uuid(),
      ...contactRequestFields,
    })
    .meta({ id: "ContactRequest" }),
});
