import { eq, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import type { SessionUser } from "~/domain/session-user";
import { properties } from "../db/schema";
import { getSettings } from "../platform/settings";
import { orderedImages } from "./image-order";
import {
  failWith,
  isOwnerPremium,
  maxUploadBytes,
  ownedProperty,
  PROPERTY_COLUMNS,
  type PropertyDeps,
  type PropertyRow,
} from "./owner-rules";
import { type EditedBy, reviewAfterEdit } from "./review-after-edit";
import { discardImages, processUploads, storeUploads } from "./uploads";
import { imageLimitFor } from "~/domain/promises";

export type ImageChanges = {
  /** Public URLs of this property's photos to remove. */
  remove?: string[];
  /** New photo files. */
  files?: Blob[];
  /** The kept photos in their new order, the cover first: each exactly once (image-order.ts). */
  order?: string[];
  /** A new floor plan image (replaces the current one). */
  floorPlan?: Blob;
  /** Remove the current floor plan. */
  removeFloorPlan?: boolean;
};

/** Whether the changes ask for anything at all. */
export function hasImageChanges(changes: ImageChanges): boolean {
  return Boolean(changes.remove?.length || changes.files?.length || changes.order?.length || changes.floorPlan || changes.removeFloorPlan);
}

/**
 * Adds, removes and reorders the owner's photos of a property (document 1 §5 image limit; issue 14
 * §6), and sets or removes its floor plan. The new total is existing − removed + new, checked against
 * the owner's limit (the floor plan is not a photo and is not counted). Only URLs that are in the
 * property's own list can be removed or ordered (anything else is refused and nothing changes);
 * removed photos are deleted from storage, new ones are checked by content and stored as
 * {propertyId}/{timestamp-random}.{ext}, after the kept ones in their order. New photos or a new floor
 * plan from the owner take an approved listing back to review (domain/moderation.ts); removing or
 * reordering approved photos does not.
 */
export async function changePropertyImages(
  deps: PropertyDeps,
  { user, id, changes, editedBy = "owner" }: { user: SessionUser; id: unknown; changes: ImageChanges; editedBy?: EditedBy },
): Promise<PropertyRow> {
  const remove = [...new Set(changes.remove ?? [])];
  const files = changes.files ?? [];
  const existing = await ownedProperty(deps.db, { userId: user.id, id }).catch(failWith("PROPERTY_UPDATE_FAILED", deps.logger));
  if (!hasImageChanges(changes)) throw new AppError("IMAGES_REQUIRED");

  const checkAgainst = (current: string[], limit: number) => {
    if (remove.some((url) => !current.includes(url))) throw new AppError("IMAGE_NOT_IN_PROPERTY");
    const kept = orderedImages(current, remove, changes.order);
    if (files.length && kept.length + files.length > limit) throw new AppError("IMAGE_LIMIT_REACHED", { count: limit });
    return kept;
  };
  const settings = await getSettings(deps.db);
  const limit = imageLimitFor(settings.properties, await isOwnerPremium(deps.db, existing.owner_id));
  checkAgainst(existing.images, limit);

  const maxBytes = maxUploadBytes(settings.site);
  const photos = await processUploads(files, maxBytes);
  const [plan] = changes.floorPlan ? await processUploads([changes.floorPlan], maxBytes) : [];
  const added = photos.length ? await storeUploads(deps, existing.id, photos) : [];
  let planUrl: string | undefined;
  if (plan) {
    try {
      [planUrl] = await storeUploads(deps, existing.id, [plan]);
    } catch (error) {
      await discardImages(deps, added);
      throw error;
    }
  }
  const stored = planUrl ? [...added, planUrl] : added;

  let result: { row: PropertyRow; oldPlan: string | null };
  try {
    result = await deps.db.transaction(async (tx) => {
      // Checked again under the row lock: a concurrent upload may have used the last free slot.
      const current = await ownedProperty(tx, { userId: user.id, id: existing.id, lock: true });
      const images = [...checkAgainst(current.images, limit), ...added];
      const replacesPlan = planUrl !== undefined || changes.removeFloorPlan === true;
      const [updated] = await tx
        .update(properties)
        .set({ images, ...(replacesPlan ? { floor_plan: planUrl ?? null } : {}), updated_at: sql`now()` })
        .where(eq(properties.id, existing.id))
        .returning(PROPERTY_COLUMNS);
      if (!updated) throw new Error("update returned no row");
      const shown = editedBy === "owner" && stored.length > 0 ? ["images" as const] : [];
      const row = await reviewAfterEdit(tx, { row: updated, changes: shown, requireApproval: settings.properties.require_approval });
      return { row, oldPlan: replacesPlan ? current.floor_plan : null };
    });
  } catch (error) {
    await discardImages(deps, stored);
    return failWith("PROPERTY_UPDATE_FAILED", deps.logger)(error);
  }
  await discardImages(deps, result.oldPlan ? [...remove, result.oldPlan] : remove);
  return result.row;
}
