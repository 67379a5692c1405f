import { count, eq } from "drizzle-orm";
import { FREE_PROPERTY_LIMIT } from "~/domain/limits";
import type { SessionUser } from "~/domain/session-user";
import { properties } from "../db/schema";
import { getSettings } from "../platform/settings";
import { imageLimitFor } from "~/domain/promises";
import { isOwnerPremium, type PropertyDeps } from "./owner-rules";

export type OwnerLimits = {
  premium: boolean;
  /** Photos allowed per property for this owner, and for premium owners (the upgrade hint). */
  imageLimit: number;
  premiumImageLimit: number;
  maxUploadMb: number;
  propertyCount: number;
  /** null: no limit (premium). */
  propertyLimit: number | null;
  canCreate: boolean;
};

/** What the property form needs to know in advance: the owner's photo and property limits. */
export async function getOwnerLimits(deps: Pick<PropertyDeps, "db">, user: SessionUser): Promise<OwnerLimits> {
  const [settings, premium, [owned]] = await Promise.all([
    getSettings(deps.db),
    isOwnerPremium(deps.db, user.id),
    deps.db.select({ n: count() }).from(properties).where(eq(properties.owner_id, user.id)),
  ]);
  const propertyCount = owned?.n ?? 0;
  const propertyLimit = premium ? null : FREE_PROPERTY_LIMIT;
  return {
    premium,
    imageLimit: imageLimitFor(settings.properties, premium),
    premiumImageLimit: imageLimitFor(settings.properties, true),
    maxUploadMb: settings.site.max_upload_size,
    propertyCount,
    propertyLimit,
    canCreate: propertyLimit === null || propertyCount < propertyLimit,
  };
}
