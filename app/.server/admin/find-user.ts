import { eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import type { DbOrTx } from "../db/client";
import { profiles } from "../db/schema";
import { adminUserColumns, withPropertyCounts, type AdminUser } from "./list-users";
import { isUuid } from "~/domain/ids";
import type { AdminActor } from "../auth/admin-actor";

/** One user as the admin tables show them, or ADMIN_USER_NOT_FOUND. */
export async function findAdminUser(deps: { db: DbOrTx }, _actor: AdminActor, id: string): Promise<AdminUser> {
  const { db } = deps;
  if (!isUuid(id)) throw new AppError("ADMIN_USER_NOT_FOUND");
  const rows = await db.select(adminUserColumns).from(profiles).where(eq(profiles.id, id)).limit(1);
  if (!rows.length) throw new AppError("ADMIN_USER_NOT_FOUND");
  const [user] = await withPropertyCounts(db, rows);
  return user!;
}
