import { eq, inArray, or } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import type { Db } from "../db/client";
import { contactRequests, credentials, favorites, notifications, profiles, properties, sessions } from "../db/schema/index";
import type { Logger } from "../logger";
import { deletePropertyImages } from "../storage/images";
import { keepOneAdministrator } from "./last-admin";
import type { ObjectStorage } from "../storage/storage";

export type RemoveUserDeps = { db: Db; storage: ObjectStorage; logger: Logger };

export type RemovedUser = { id: string; email: string; properties: number; images: number };

/**
 * Deletes a person and everything that is theirs: their listings (with the listings' views,
 * favourites and requests), their favourites, the contact requests they sent or received, their
 * notifications, sessions, credentials and profile. All rows go in one transaction; the photos are
 * deleted from storage after the commit (a storage failure is logged and leaves orphaned files, never
 * a half-deleted account). Used by account deletion in the settings and by administrators. The last
 * administrator is never removed (LAST_ADMIN).
 */
export async function removeUser(deps: RemoveUserDeps, userId: string): Promise<RemovedUser> {
  const { removed, imageUrls } = await deps.db.transaction(async (tx) => {
    await keepOneAdministrator(tx, userId);
    const [profile] = await tx
      .select({ id: profiles.id, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!profile) throw new AppError("USER_NOT_FOUND");

    const owned = await tx
      .select({ id: properties.id, images: properties.images, floor_plan: properties.floor_plan })
      .from(properties)
      .where(eq(properties.owner_id, userId));
    const propertyIds = owned.map((p) => p.id);

    await tx
      .delete(favorites)
      .where(
        propertyIds.length ? or(eq(favorites.user_id, userId), inArray(favorites.property_id, propertyIds)) : eq(favorites.user_id, userId),
      );
    await tx.delete(contactRequests).where(or(eq(contactRequests.requester_id, userId), eq(contactRequests.owner_id, userId)));
    await tx.delete(notifications).where(eq(notifications.user_id, userId));
    // Views and live viewers of the listings go with them (ON DELETE CASCADE); other people's
    // notifications about these listings keep their text and lose the link (ON DELETE SET NULL).
    if (propertyIds.length) await tx.delete(properties).where(inArray(properties.id, propertyIds));
    await tx.delete(sessions).where(eq(sessions.user_id, userId));
    await tx.delete(credentials).where(eq(credentials.user_id, userId));
    await tx.delete(profiles).where(eq(profiles.id, userId));
    return {
      removed: { id: profile.id, email: profile.email, properties: propertyIds.length },
      imageUrls: owned.flatMap((p) => (p.floor_plan ? [...p.images, p.floor_plan] : p.images)),
    };
  });

  try {
    await deletePropertyImages(deps.storage, imageUrls);
  } catch (error) {
    deps.logger.error({ err: error, userId, images: imageUrls.length }, "photos of a removed user could not be deleted");
  }
  deps.logger.info({ userId, properties: removed.properties, images: imageUrls.length }, "user removed");
  return { ...removed, images: imageUrls.length };
}
