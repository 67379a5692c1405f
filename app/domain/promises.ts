import { FREE_PROPERTY_LIMIT } from "./limits";
import type { PlatformSettings, PropertySettings } from "./settings";

// What Prona promises its owners (issue 17 §2), computed from the platform settings in one place, so the
// home page, the premium page, the profile, the property form and the server's refusals say the same.

/**
 * Photos per property (document 1 §5, document 2 §5): free_user_image_limit or
 * premium_user_image_limit, never above the platform-wide max_images_per_property.
 */
export function imageLimitFor(settings: PropertySettings, premium: boolean): number {
  const tier = premium ? settings.premium_user_image_limit : settings.free_user_image_limit;
  return Math.min(tier, settings.max_images_per_property);
}

export type Promises = {
  /** Listings a free account may post (premium: no limit). */
  freeListings: number;
  freePhotos: number;
  premiumPhotos: number;
  /** Days a listing runs before it must be renewed. */
  listingDays: number;
  /** The premium plan is on offer at all (allow_premium_features). */
  premiumOffered: boolean;
  monthlyPrice: number;
};

export function promisesOf(settings: Pick<PlatformSettings, "properties" | "premium">): Promises {
  return {
    freeListings: FREE_PROPERTY_LIMIT,
    freePhotos: imageLimitFor(settings.properties, false),
    premiumPhotos: imageLimitFor(settings.properties, true),
    listingDays: settings.properties.default_listing_duration,
    premiumOffered: settings.properties.allow_premium_features,
    monthlyPrice: settings.premium.monthly_price,
  };
}
