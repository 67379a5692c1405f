import { eq } from "drizzle-orm";
import type { SessionUser } from "~/domain/session-user";
import { properties } from "../db/schema";
import { failWith, ownedProperty, type PropertyDeps } from "./owner-rules";
import { discardImages } from "./uploads";

/**
 * The owner deletes their property (document 1 §6, after confirmation in the interface): the row with
 * its views, favourites and contact requests (cascade), then its photos in storage.
 */
export async function deleteProperty(deps: PropertyDeps, user: SessionUser, id: unknown): Promise<void> {
  const images = await deps.db
    .transaction(async (tx) => {
      const property = await ownedProperty(tx, { userId: user.id, id, lock: true });
      await tx.delete(properties).where(eq(properties.id, property.id));
      return property.floor_plan ? [...property.images, property.floor_plan] : property.images;
    })
    .catch(failWith("PROPERTY_DELETE_FAILED", deps.logger));
  deps.logger.info({ propertyId: id, ownerId: user.id }, "property deleted by its owner");
  await discardImages(deps, images);
}
