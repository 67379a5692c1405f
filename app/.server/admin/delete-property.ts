import { eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { properties } from "../db/schema";
import { deletePropertyImages } from "../storage/images";
import { recordAudit } from "./audit";
import { isUuid } from "~/domain/ids";
import type { AdminDeps } from "./types";
import type { AdminActor } from "../auth/admin-actor";

/**
 * Deletes a property permanently with everything attached (views, favourites, contact requests go by
 * cascade) and then its photos. A photo that cannot be removed is logged; the deletion stands.
 */
export async function deleteAdminProperty(deps: AdminDeps, actor: AdminActor, propertyId: string): Promise<{ id: string }> {
  if (!isUuid(propertyId)) throw new AppError("ADMIN_PROPERTY_NOT_FOUND");
  const images = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(properties)
      .where(eq(properties.id, propertyId))
      .returning({ title: properties.title, owner_id: properties.owner_id, images: properties.images, floor_plan: properties.floor_plan });
    if (!deleted) throw new AppError("ADMIN_PROPERTY_NOT_FOUND");
    await recordAudit(tx, {
      actor,
      action: "property.delete",
      target: { type: "property", id: propertyId },
      details: { title: deleted.title, owner_id: deleted.owner_id },
    });
    return deleted.floor_plan ? [...deleted.images, deleted.floor_plan] : deleted.images;
  });
  await deletePropertyImages(deps.storage, images).catch((error: unknown) =>
    deps.logger.error({ err: error, propertyId }, "photos of a deleted property could not be removed"),
  );
  return { id: propertyId };
}
