import { eq, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import type { SessionUser } from "~/domain/session-user";
import { properties } from "../db/schema";
import { getSettings } from "../platform/settings";
import {
  failWith,
  isOwnerPremium,
  maxUploadBytes,
  ownedProperty,
  PROPERTY_COLUMNS,
  type PropertyDeps,
  type PropertyRow,
} from "./owner-rules";
import { discardImages, processUploads, storeUploads } from "./uploads";
import { imageLimitFor } from "~/domain/promises";

export type ImageChanges = {
  /** Public URLs of this property's photos to remove. */
  remove?: string[];
  /** New photo files. */
  files?: Blob[];
};

/**
 * Adds and removes the owner's photos of a property (document 1 §5 image limit): the new total is
 * existing − removed + new, checked against the owner's limit. Only URLs that are in the property's
 * own list can be removed (anything else is refused and nothing is deleted); removed photos are
 * deleted from storage, new ones are checked by content and stored as {propertyId}/{timestamp-random}.{ext}.
 */
export async function changePropertyImages(
  deps: PropertyDeps,
  user: SessionUser,
  id: unknown,
  changes: ImageChanges,
): Promise<PropertyRow> {
  const remove = [...new Set(changes.remove ?? [])];
  const files = changes.files ?? [];
  const existing = await ownedProperty(deps.db, user.id, id).catch(failWith("PROPERTY_UPDATE_FAILED", deps.logger));
  if (!remove.length && !files.length) throw new AppError("IMAGES_REQUIRED");

  const checkAgainst = (current: string[], limit: number) => {
    if (remove.some((url) => !current.includes(url))) throw new AppError("IMAGE_NOT_IN_PROPERTY");
    if (files.length && current.length - remove.length + files.length > limit) throw new AppError("IMAGE_LIMIT_REACHED", { count: limit });
  };
  const settings = await getSettings(deps.db);
  const limit = imageLimitFor(settings.properties, await isOwnerPremium(deps.db, existing.owner_id));
  checkAgainst(existing.images, limit);

  const photos = await processUploads(files, maxUploadBytes(settings.site));
  const added = photos.length ? await storeUploads(deps, existing.id, photos) : [];

  let row: PropertyRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      // Checked again under the row lock: a concurrent upload may have used the last free slot.
      const current = await ownedProperty(tx, user.id, existing.id, true);
      checkAgainst(current.images, limit);
      const images = [...current.images.filter((url) => !remove.includes(url)), ...added];
      const [updated] = await tx
        .update(properties)
        .set({ images, updated_at: sql`now()` })
        .where(eq(properties.id, existing.id))
        .returning(PROPERTY_COLUMNS);
      if (!updated) throw new Error("update returned no row");
      return updated;
    });
  } catch (error) {
    await discardImages(deps, added);
    return failWith("PROPERTY_UPDATE_FAILED", deps.logger)(error);
  }
  await discardImages(deps, remove);
  return row;
}
