import { eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { preferencesSchema, profileUpdateSchema } from "~/domain/schemas/profile";
import { parseInput } from "~/domain/schemas/parse";
import type { Db, DbOrTx } from "../db/client";
import type { NotificationDeps } from "../notifications/create-notification";
import { lapseVerification, tellAdminsOfLapse } from "../owners/verification";
import { profiles } from "../db/schema/index";
import type { Logger } from "../logger";
import { toSessionUser } from "../auth/session-user";
import type { SessionUser } from "~/domain/session-user";

/**
 * Settings → profile: saves the name and the phone (an empty phone is stored as none). E-mail,
 * personal ID, user type and the premium/admin flags are not accepted here, whatever is sent. A new
 * name ends a verification (the administrators confirm the account again).
 */
export async function updateProfile(
  deps: NotificationDeps & { db: Db; logger: Logger },
  userId: string,
  input: unknown,
): Promise<SessionUser> {
  const data = parseInput(profileUpdateSchema, input);
  try {
    const { row, lapse } = await deps.db.transaction(async (tx) => {
      const [before] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, userId)).for("update");
      if (!before) throw new AppError("PROFILE_MISSING");
      const [row] = await tx
        .update(profiles)
        .set({ name: data.name, phone: data.phone === "" ? null : data.phone, updated_at: new Date() })
        .where(eq(profiles.id, userId))
        .returning();
      if (!row) throw new AppError("PROFILE_MISSING");
      // A verified account that renames itself is verified no longer (issue 33 §5).
      const lapse = await lapseVerification(tx, row, { name: { from: before.name, to: row.name } });
      return { row: lapse ? { ...row, verified_at: null } : row, lapse };
    });
    await tellAdminsOfLapse(deps, row.name, lapse);
    return toSessionUser(row);
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error, userId }, "profile update failed");
    throw new AppError("PROFILE_UPDATE_FAILED");
  }
}

/**
 * Notification preferences (document 1 §9): e-mail, property alerts and message notifications; the
 * latter two are off whenever e-mail is off. Important e-mails (password reset) are always sent.
 */
export async function updatePreferences(deps: { db: DbOrTx; logger: Logger }, userId: string, input: unknown): Promise<SessionUser> {
  const data = parseInput(preferencesSchema, input);
  try {
    const [row] = await deps.db
      .update(profiles)
      .set({ ...data, updated_at: new Date() })
      .where(eq(profiles.id, userId))
      .returning();
    if (!row) throw new AppError("PROFILE_MISSING");
    return toSessionUser(row);
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error, userId }, "preferences update failed");
    throw new AppError("PROFILE_UPDATE_FAILED");
  }
}
