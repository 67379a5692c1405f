import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
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
  { user, input, files = [], floorPlan }: { user: SessionUser | null; input: unknown; files?: Blob[]; floorPlan?: Blob },
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

  // The photos are stored first, under the id the row will have, and the row names them in the same
  // commit that creates it: a crash leaves either the whole listing or none (at worst files no row
  // names, which are garbage), never a listing without the photos it was sent with.
  const id = randomUUID();
  let urls: string[] = [];
  let imagesFailed = false;
  if (photos.length || plan) {
    try {
      urls = await storeUploads(deps, id, plan ? [...photos, plan] : photos);
    } catch {
      // Logged and cleaned up by storeUploads; the listing is saved without them (document 1 §4).
      imagesFailed = true;
    }
  }

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
          id,
          owner_id: user.id,
          ...formColumns(data),
          images: urls.slice(0, photos.length),
          floor_plan: plan ? (urls[photos.length] ?? null) : null,
          status: settings.properties.require_approval ? "pending" : "active",
        })
        .returning(PROPERTY_COLUMNS);
      if (!row) throw new Error("insert returned no row");
      // Live at once (no approval needed): its saved-search alerts are recorded with it.
      if (row.status === "active") await queueSearchAlerts(tx, row.id);
      return row;
    })
    .catch(async (error: unknown) => {
      await discardImages(deps, urls);
      return failWith("PROPERTY_CREATE_FAILED", deps.logger)(error);
    });
  return { property, imagesFailed };
}
