import { eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { userEditSchema } from "~/domain/schemas/admin";
import { parseInput } from "~/domain/schemas/parse";
import { keepOneAdministrator } from "../auth/last-admin";
import { profiles } from "../db/schema";
import { recordAudit } from "./audit";
import { findAdminUser } from "./find-user";
import type { AdminUser } from "./list-users";
import { isUuid } from "~/domain/ids";
import type { AdminDeps } from "./types";
import type { AdminActor } from "../auth/admin-actor";

/**
 * The row menu's edit (document 2 §2.4): name, user type and administrator rights (left out: kept).
 * Other fields cannot be set here. The last administrator keeps their rights (LAST_ADMIN).
 */
export async function editUser(
  deps: Pick<AdminDeps, "db">,
  { actor, userId, input }: { actor: AdminActor; userId: string; input: unknown },
): Promise<AdminUser> {
  const data = parseInput(userEditSchema, input);
  if (!isUuid(userId)) throw new AppError("ADMIN_USER_NOT_FOUND");
  const id = userId.toLowerCase();
  await deps.db.transaction(async (tx) => {
    // Before any other lock: it takes the administrators' rows in a fixed order.
    if (data.is_admin === false) await keepOneAdministrator(tx, id);
    const [before] = await tx
      .select({ name: profiles.name, user_type: profiles.user_type, is_admin: profiles.is_admin })
      .from(profiles)
      .where(eq(profiles.id, id))
      .for("update");
    if (!before) throw new AppError("ADMIN_USER_NOT_FOUND");
    const after = { name: data.name, user_type: data.user_type, is_admin: data.is_admin ?? before.is_admin };
    await tx
      .update(profiles)
      .set({ ...after, updated_at: new Date() })
      .where(eq(profiles.id, id));
    await recordAudit(tx, { actor, action: "user.edit", target: { type: "user", id }, details: { before, after } });
  });
  return findAdminUser(deps, actor, id);
}
