import { z } from "zod";
import { CONTACT_REQUEST_STATUSES, PROPERTY_STATUSES } from "~/domain/enums";
import { preferencesSchema, profileUpdateSchema } from "~/domain/schemas/profile";
import { messageUpdateSchema } from "~/domain/schemas/messages";
import { PREMIUM_FEATURES } from "~/domain/settings";
import { contactRequestFields, ownPropertySchema, propertySummarySchema } from "./properties";

// The JSON of /api/me: the signed-in person's own profile, settings, dashboard, premium offer,
// favourites and contact requests.

const timestamp = z.iso.datetime();
const count = z.int().min(0);

// --- requests ---

export const profileBody = profileUpdateSchema.meta({ id: "ProfileChanges", description: 'Name and phone ("" removes it).' });
export const preferencesBody = preferencesSchema.meta({
  id: "NotificationPreferences",
  description: "Checkboxes: absent means off; property alerts and messages are stored off while notify_email is off.",
});
export const messageStatusBody = messageUpdateSchema.meta({ id: "ContactRequestStatusChange" });

/** ?page: a bad or missing page is 1. */
const lenientPage = z.string().optional().meta({ description: "The page (from 1); anything else is page 1." });

export const favoritesQuery = z.object({ page: lenientPage });

export const messagesQuery = z.object({
  box: z.string().optional().meta({
    description: "received (requests for one's listings) or sent; anything else is received; left out: the box that has something in it.",
  }),
  page: z.string().optional().meta({ description: "n answers pages 1 to n together (20 a page, at most 25 pages); anything else is 1." }),
});

export const messageIdParams = z.object({ id: z.string().meta({ description: "The contact request's id (a UUID)." }) });

// --- answers ---

const ownerStatsSchema = z
  .object({
    total_properties: count,
    active_properties: count,
    pending_properties: count,
    views: z
      .object({ total: count, last_7_days: count })
      .optional()
      .meta({ description: "Active premium owners only (absent otherwise)." }),
    favorites: count.optional().meta({ description: "Active premium owners only." }),
    phone_reveals: count.optional().meta({ description: "Active premium owners only: how often their numbers were revealed." }),
  })
  .meta({ id: "OwnerStats" });

export const dashboardSchema = z.object({
  latest: z
    .array(
      ownPropertySchema.extend({
        stats: z.object({ views: count, favorites: count }).optional().meta({ description: "Active premium owners only." }),
      }),
    )
    .meta({ description: "The 4 newest of one's listings, any status." }),
  stats: ownerStatsSchema,
});

export const profileOverviewSchema = z.object({
  profile: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    user_type: z.string(),
    personal_id: z.string().nullable(),
    is_admin: z.boolean(),
    is_premium: z.boolean(),
    premium_until: timestamp.nullable(),
    premium_active: z.boolean(),
    created_at: timestamp,
    account_age_days: count.meta({ description: "Whole days since registration." }),
  }),
  stats: ownerStatsSchema,
});

export const premiumOfferSchema = z
  .object({
    prices: z.object({
      monthly: z.number(),
      yearly: z.number(),
      annual_offer: z
        .object({ free_months: z.number(), value: z.number() })
        .meta({ description: "Whole months the yearly price saves, and their value at the monthly price." }),
    }),
    features: z.array(z.enum(PREMIUM_FEATURES)),
    premium_image_limit: z.int().min(0).meta({ description: "Photos per listing for premium owners." }),
    payment: z.object({
      bank_name: z.string(),
      account_holder: z.string(),
      iban: z.string(),
      reference: z.string().nullable().meta({ description: "PREMIUM-{personal_id}; null without a personal ID." }),
    }),
    support_email: z.string(),
    status: z.object({ is_premium: z.boolean(), premium_active: z.boolean(), premium_until: timestamp.nullable() }),
  })
  .meta({ id: "PremiumOffer" });

export const favoritePageSchema = z
  .object({
    items: z.array(
      z.union([
        z.object({ available: z.literal(true), favorited_at: timestamp, property: propertySummarySchema }),
        z
          .object({
            available: z.literal(false),
            favorited_at: timestamp,
            property: z.object({ id: z.uuid(), title: z.string(), location: z.string() }),
          })
          .meta({ description: "A listing no longer public: only what identifies it." }),
      ]),
    ),
    page: z.int().min(1),
    page_size: z.int().min(1),
    has_more: z.boolean(),
    total: count.meta({ description: "All one's favourites, available or not." }),
  })
  .meta({ id: "FavoritePage" });

export const messagePageSchema = z
  .object({
    box: z.enum(["received", "sent"]),
    items: z.array(
      z
        .object({
          id: z.uuid(),
          property: z.object({ id: z.uuid(), title: z.string(), location: z.string(), status: z.enum(PROPERTY_STATUSES) }),
          counterpart: z.object({ id: z.uuid(), name: z.string() }).meta({ description: "The requester (received) or the owner (sent)." }),
          ...contactRequestFields,
        })
        .meta({ id: "ContactRequestItem" }),
    ),
    page: z.int().min(1),
    has_more: z.boolean(),
    pending_received: count.meta({ description: "Received requests still pending." }),
  })
  .meta({ id: "ContactRequestPage" });

export const messageStatusSchema = z.object({ id: z.uuid(), status: z.enum(CONTACT_REQUEST_STATUSES) });
