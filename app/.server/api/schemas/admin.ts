import { REVIEWED_CHANGES } from "~/domain/moderation";
import { z } from "zod";
import { LISTING_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES, REVIEW_STATUSES } from "~/domain/enums";
import { RENT_BUCKETS, SALE_BUCKETS } from "~/domain/admin";
import { ANALYTICS_PERIODS, adminUsersQuerySchema, parsePeriod } from "~/domain/schemas/admin";
import { toBoolean } from "~/domain/schemas/parse";
import { settingsSchemas } from "~/domain/settings";
import { EXPORT_FORMAT, EXPORT_TABLES, EXPORT_VERSION } from "../../admin/data-export";
import { ownPropertySchema } from "./properties";

export { propertyIdParams } from "./properties";

// The JSON of /api/admin: the requests' shapes that are not the domain's, and the answers.

const timestamp = z.iso.datetime();
const count = z.int().min(0);

// --- requests ---

export const userIdParams = z.object({ id: z.string().meta({ description: "The user's id (a UUID)." }) });

/** The audit trail's page (anything unreadable is page 1, past the end the last page). */
export const auditQuery = z.object({ page: adminUsersQuerySchema.shape.page });

/** The analytics' period; anything else is the last 30 days. */
export const analyticsQuery = z.object({
  period: z.preprocess(parsePeriod, z.enum(ANALYTICS_PERIODS).meta({ description: "Anything else means 30days." })),
});

/** The settings page's save-all: any of the four groups, each merged over what is stored. */
export const settingsBody = z
  .object({
    site: settingsSchemas.site.partial().optional(),
    properties: settingsSchemas.properties.partial().optional(),
    premium: settingsSchemas.premium.partial().optional(),
    system: settingsSchemas.system.omit({ version: true, last_backup: true }).partial().optional(),
  })
  .meta({ id: "SettingsChanges", description: "At least one group. Values out of bounds fall back as document 2 §5 says." });

// --- answers ---

const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: count, page: z.int().min(1), page_count: z.int().min(1), page_size: z.int().min(1) });

const adminUserSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    user_type: z.string(),
    is_premium: z.boolean(),
    premium_until: timestamp.nullable(),
    premium_active: z.boolean().meta({ description: "is_premium and not expired." }),
    is_admin: z.boolean(),
    verified_at: timestamp.nullable().meta({ description: "When an administrator verified the account; null: not verified." }),
    personal_id: z.string(),
    created_at: timestamp,
    property_count: count,
  })
  .meta({ id: "AdminUser" });

export const adminUserPageSchema = page(adminUserSchema).meta({ id: "AdminUserPage" });
export const adminUserAnswerSchema = z.object({ user: adminUserSchema });

export const removedUserSchema = z.object({
  removed: z.object({ id: z.uuid(), email: z.string(), properties: count, images: count }),
});

export const grantedUserSchema = z.object({
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string(), personal_id: z.string() }),
});

export const grantedCountSchema = z.object({ count });

export const auditPageSchema = page(
  z
    .object({
      id: z.int(),
      actor_id: z.uuid().nullable(),
      actor_email: z.string().nullable(),
      action: z.string(),
      target_type: z.string(),
      target_id: z.string().nullable(),
      details: z.unknown(),
      created_at: timestamp,
    })
    .meta({ id: "AuditEntry" }),
);

const listingFields = {
  id: z.uuid(),
  title: z.string(),
  location: z.string(),
  price: z.number(),
  type: z.enum(PROPERTY_TYPES),
  listing_type: z.enum(LISTING_TYPES),
  status: z.enum(PROPERTY_STATUSES),
  featured: z.boolean(),
  owner_id: z.uuid(),
  created_at: timestamp,
  updated_at: timestamp,
  view_count: count,
  favorite_count: count,
};

export const adminPropertyPageSchema = page(
  z
    .object({
      ...listingFields,
      image: z.string().nullable(),
      owner_name: z.string().nullable(),
      review_changes: z
        .array(z.enum(REVIEWED_CHANGES))
        .nullable()
        .meta({ description: "A listing pending again after its owner changed what was approved: what changed." }),
    })
    .meta({ id: "AdminPropertyRow" }),
);

export const adminPropertyAnswerSchema = z.object({
  property: ownPropertySchema
    .extend({
      view_count: count,
      favorite_count: count,
      owner: z
        .object({
          id: z.uuid(),
          name: z.string(),
          email: z.string(),
          user_type: z.string(),
          is_premium: z.boolean(),
          premium_active: z.boolean(),
          personal_id: z.string(),
        })
        .nullable(),
    })
    .meta({ id: "AdminProperty" }),
});

export const statusChangeResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(PROPERTY_STATUSES),
  previous_status: z.enum(PROPERTY_STATUSES),
  notified: z.boolean().meta({ description: "false when the owner could not be notified (the change stands)." }),
});

export const featuredResultSchema = z.object({ id: z.uuid(), featured: z.boolean() });
export const deletedPropertySchema = z.object({ id: z.uuid() });
export const adminImagesAnswerSchema = z.object({ property: ownPropertySchema });

const platformSettingsSchema = z
  .object({
    site: settingsSchemas.site,
    properties: settingsSchemas.properties,
    premium: settingsSchemas.premium,
    system: settingsSchemas.system,
  })
  .meta({ id: "PlatformSettings" });
export const settingsAnswerSchema = z.object({ settings: platformSettingsSchema });

const tableRecord = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(EXPORT_TABLES.map((t) => [t, value])) as Record<(typeof EXPORT_TABLES)[number], T>);
export const dataExportSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    created_at: timestamp,
    created_by: z.string(),
    counts: tableRecord(count),
    tables: tableRecord(z.array(z.unknown())),
  })
  .meta({
    id: "DataExport",
    description: "The platform's data for reading (no credentials, sessions, tokens or photos); not a restorable backup.",
  });

const perType = z.array(z.object({ type: z.enum(PROPERTY_TYPES), count }));
const perLocation = z.array(z.object({ location: z.string(), count }));

export const dashboardSchema = z.object({
  stats: z
    .object({
      totalUsers: count,
      premiumUsers: count,
      totalProperties: count,
      activeListings: count,
      propertiesThisMonth: count,
      totalViews: count,
      viewsToday: count,
      totalFavorites: count,
      byType: perType,
      topLocations: perLocation,
      quick: z.object({
        averageSalePrice: z.number().nullable(),
        averageRentPrice: z.number().nullable(),
        averageListingDays: z.number().nullable(),
        premiumShare: z.number(),
      }),
      recentProperties: z.array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          location: z.string(),
          price: z.number(),
          status: z.enum(PROPERTY_STATUSES),
          type: z.enum(PROPERTY_TYPES),
          listing_type: z.enum(LISTING_TYPES),
          created_at: timestamp,
          owner_id: z.uuid(),
          owner_name: z.string().nullable(),
        }),
      ),
      recentUsers: z.array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          user_type: z.string(),
          is_premium: z.boolean(),
          premium_active: z.boolean(),
          created_at: timestamp,
        }),
      ),
    })
    .meta({ id: "DashboardStats" }),
});

const total = z.object({ total: count, inPeriod: count, previous: count, change: z.number().nullable() });
const trend = z.object({ current: z.number().nullable(), previous: z.number().nullable(), change: z.number().nullable() });

export const analyticsSchema = z.object({
  analytics: z
    .object({
      period: z.enum(ANALYTICS_PERIODS),
      start: timestamp,
      end: timestamp,
      totals: z.object({ users: total, properties: total, views: total, favorites: total }),
      monthly: z.array(z.object({ month: z.string(), users: count, properties: count, views: count, favorites: count })),
      byType: perType,
      topLocations: perLocation,
      salePrices: z.array(z.object({ key: z.enum(SALE_BUCKETS.map((b) => b.key) as [(typeof SALE_BUCKETS)[number]["key"]]), count })),
      rentPrices: z.array(z.object({ key: z.enum(RENT_BUCKETS.map((b) => b.key) as [(typeof RENT_BUCKETS)[number]["key"]]), count })),
      performance: z.object({
        conversion: z.number(),
        viewsPerProperty: z.number(),
        averageSalePrice: trend,
        averageRentPrice: trend,
        averageDaysOnMarket: z.number().nullable(),
        closedDeals: total,
      }),
      activity: z.array(
        z.discriminatedUnion("kind", [
          z.object({ kind: z.literal("user_registered"), at: timestamp, id: z.uuid(), name: z.string(), user_type: z.string() }),
          z.object({
            kind: z.literal("property_posted"),
            at: timestamp,
            id: z.uuid(),
            title: z.string(),
            owner_name: z.string().nullable(),
          }),
          z.object({
            kind: z.literal("contact_request"),
            at: timestamp,
            id: z.uuid(),
            property_id: z.uuid(),
            title: z.string().nullable(),
            requester_name: z.string().nullable(),
          }),
          z.object({
            kind: z.literal("admin_action"),
            at: timestamp,
            id: z.int(),
            action: z.string(),
            actor_email: z.string().nullable(),
            target_type: z.string(),
            target_id: z.string().nullable(),
            title: z.string().nullable(),
            details: z.unknown(),
          }),
        ]),
      ),
    })
    .meta({ id: "Analytics" }),
});

// --- the informational pages' inboxes: contact messages and reviews ---

export const messageIdParams = z.object({ id: z.string().meta({ description: "The message's id (a UUID)." }) });
export const reviewIdParams = z.object({ id: z.string().meta({ description: "The review's id (a UUID)." }) });

/** Read or unread; left out, read. */
export const markReadBody = z.object({
  read: z.preprocess(
    (value) => (value === undefined || value === null ? true : toBoolean(value)),
    z.boolean().meta({ description: "Left out: read." }),
  ),
});

export const contactInboxSchema = z.object({
  messages: z.array(
    z
      .object({
        id: z.uuid(),
        user_id: z.uuid().nullable(),
        name: z.string(),
        email: z.string(),
        subject: z.string().nullable(),
        message: z.string(),
        read_at: timestamp.nullable(),
        created_at: timestamp,
      })
      .meta({ id: "ContactMessage" }),
  ),
  total: count.meta({ description: "Messages under the filter." }),
  all: count,
  unread: count,
  page: z.int().min(1),
  pages: z.int().min(1),
  page_size: z.int().min(1),
  filter: z.enum(["all", "unread"]),
});

export const markedMessageSchema = z.object({ message: z.object({ id: z.uuid(), read_at: timestamp.nullable() }) });

export const reviewQueueSchema = z.object({
  reviews: z.array(
    z
      .object({
        id: z.uuid(),
        user_id: z.uuid().nullable(),
        user_name: z.string().nullable(),
        user_email: z.string().nullable(),
        rating: z.int().min(1).max(5),
        title: z.string(),
        comment: z.string(),
        category: z.string(),
        status: z.string(),
        helpful: count,
        moderated_at: timestamp.nullable(),
        created_at: timestamp,
      })
      .meta({ id: "AdminReview" }),
  ),
  total: count,
  counts: z.object({ pending: count, published: count, rejected: count }),
  page: z.int().min(1),
  pages: z.int().min(1),
  page_size: z.int().min(1),
  status: z.enum(["pending", "published", "rejected", "all"]),
});

export const moderatedReviewSchema = z.object({
  review: z.object({ id: z.uuid(), status: z.enum(REVIEW_STATUSES), moderated_at: timestamp.nullable() }),
});
