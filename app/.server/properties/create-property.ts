import { count, eq, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { FREE_PROPERTY_LIMIT } from "~/domain/limits";
import { isPremiumActive } from "~/domain/premium";
import { parseInput } from "~/domain/schemas/parse";
import { propertyFormSchema } from "~/domain/schemas/property-form";
import type { SessionUser } from "~/domain/session-user";
import type { DbOrTx } from "../db/client";
import { profiles, properties } from "../db/schema";
import { getSettings } from "../platform/settings";
import { queueSearchAlerts } from "../saved-searches/match";
import {
  failWith,
  formColumns,
  isOwnerPremium,
  maxUploadBytes,
  PROPERTY_COLUMNS,
  type PropertyDeps,
  type PropertyRow,
} from "./owner-rules";
import { discardImages, processUploads, storeUploads } from "./uploads";
import { imageLimitFor } from "~/domain/promises";

export type CreatePropertyResult = {
  property: PropertyRow;
  /** The property was saved but its photos could not be stored (document 1 §4: it stays saved). */
  imagesFailed: boolean;
};

async function countOwned(db: DbOrTx, ownerId: string): Promise<number> {
  try {
    const [row] = await db.select({ n: count() }).from(properties).where(eq(properties.owner_id, ownerId));
    return row?.n ?? 0;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("PROPERTY_LIMIT_CHECK_FAILED");
  }
}

/**
 * Adds a property for the signed-in user (document 1 §5): the form's rules, the defaults (apartment,
 * rent), the free-user limit of 3 properties of any status, and photos within the image limit. The new
 * listing is pending, or active when the platform does not require approval. Owner, status, featured
 * and images are never taken from the input.
 */
export async function createProperty(
  deps: PropertyDeps,
  user: SessionUser | null,
  input: unknown,
  files: Blob[] = [],
  floorPlan?: Blob,
): Promise<CreatePropertyResult> {
  if (!user) throw new AppError("PROPERTY_LOGIN_REQUIRED");
  const data = parseInput(propertyFormSchema, input);
  const settings = await getSettings(deps.db);
  const premium = await isOwnerPremium(deps.db, user.id);

  // Cheap checks first, before any photo is decoded.
  if (!premium && (await countOwned(deps.db, user.id)) >= FREE_PROPERTY_LIMIT)
    throw new AppError("PROPERTY_LIMIT_REACHED", { count: FREE_PROPERTY_LIMIT });
  const imageLimit = imageLimitFor(settings.properties, premium);
  if (files.length > imageLimit) throw new AppError("IMAGE_LIMIT_REACHED", { count: imageLimit });
  const photos = await processUploads(files, maxUploadBytes(settings.site));
  const [plan] = floorPlan ? await processUploads([floorPlan], maxUploadBytes(settings.site)) : [];

  const property = await deps.db
    .transaction(async (tx) => {
      // The owner's row lock makes the count and the insert one step: two tabs cannot both post a 4th.
      const [owner] = await tx
        .select({ is_premium: profiles.is_premium, premium_until: profiles.premium_until })
        .from(profiles)
        .where(eq(profiles.id, user.id))
        .for("update");
      if (!owner) throw new AppError("UNAUTHENTICATED");
      if (
        !(isPremiumActive(owner) && settings.properties.allow_premium_features) &&
        (await countOwned(tx, user.id)) >= FREE_PROPERTY_LIMIT
      ) {
        throw new AppError("PROPERTY_LIMIT_REACHED", { count: FREE_PROPERTY_LIMIT });
      }
      const [row] = await tx
        .insert(properties)
        .values({
          owner_id: user.id,
          ...formColumns(data),
          status: settings.properties.require_approval ? "pending" : "active",
        })
        .returning(PROPERTY_COLUMNS);
      if (!row) throw new Error("insert returned no row");
      // Live at once (no approval needed): its saved-search alerts are recorded with it.
      if (row.status === "active") await queueSearchAlerts(tx, row.id);
      return row;
    })
    .catch(failWith("PROPERTY_CREATE_FAILED", deps.logger));

  if (!photos.length && !plan) return { property, imagesFailed: false };
  let urls: string[] = [];
  try {
    urls = await storeUploads(deps, property.id, plan ? [...photos, plan] : photos);
    const images = urls.slice(0, photos.length);
    const [row] = await deps.db
      .update(properties)
      .set({ images, floor_plan: plan ? (urls[photos.length] ?? null) : null, updated_at: sql`now()` })
      .where(eq(properties.id, property.id))
      .returning(PROPERTY_COLUMNS);
    return { property: row ?? property, imagesFailed: false };
  } catch (error) {
    deps.logger.error({ err: error, propertyId: property.id }, "photos of a new property could not be saved");
    await discardImages(deps, urls);
    return { property, imagesFailed: true };
  }
}
