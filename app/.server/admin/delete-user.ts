import { AppError } from "~/domain/errors";
import { removeUser, type RemovedUser } from "../auth/remove-user";
import { recordAudit } from "./audit";
import { isUuid } from "~/domain/ids";
import type { AdminDeps } from "./types";
import type { AdminActor } from "../auth/admin-actor";

/**
 * The row menu's delete (document 2 §4): permanent, with the user's listings and their photos (the
 * account area's removeUser). An administrator cannot delete their own account here.
 */
export async function deleteUserAsAdmin(deps: AdminDeps, actor: AdminActor, userId: string): Promise<RemovedUser> {
  if (!isUuid(userId)) throw new AppError("ADMIN_USER_NOT_FOUND");
  if (userId.toLowerCase() === actor.id) throw new AppError("ADMIN_CANNOT_DELETE_SELF");
  let removed: RemovedUser;
  try {
    removed = await removeUser(deps, userId.toLowerCase());
  } catch (error) {
    if (error instanceof AppError && error.code === "USER_NOT_FOUND") throw new AppError("ADMIN_USER_NOT_FOUND");
    throw error;
  }
  await recordAudit(deps.db, {
    actor,
    action: "user.delete",
    target: { type: "user", id: removed.id },
    details: {
      email: removed.email,
      properties: removed.properties,
      images: removed.images,
    },
  });
  return removed;
}
