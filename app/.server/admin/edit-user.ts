import { eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { userEditSchema } from "~/domain/schemas/admin";
import { parseInput } from "~/domain/schemas/parse";
import { profiles } from "../db/schema";
import { recordAudit } from "./audit";
import { findAdminUser } from "./find-user";
import type { AdminUser } from "./list-users";
import { isUuid, type Actor, type AdminDeps } from "./types";

/** The row menu's edit (document 2 §2.4): name and user type. Other fields cannot be set here. */
export async function editUser(deps: Pick<AdminDeps, "db">, actor: Actor, userId: string, input: unknown): Promise<AdminUser> {
  const data = parseInput(userEditSchema, input);
  if (!isUuid(userId)) throw new AppError("ADMIN_USER_NOT_FOUND");
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ name: profiles.name, user_type: profiles.user_type }).from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!before) throw new AppError("ADMIN_USER_NOT_FOUND");
    await tx.update(profiles).set({ name: data.name, user_type: data.user_type, updated_at: new Date() }).where(eq(profiles.id, userId));
    await recordAudit(tx, actor, "user.edit", { type: "user", id: userId }, { before, after: data });
  });
  return findAdminUser(deps.db, userId);
}
