import { eq } from "drizzle-orm";
import { addMonths } from "~/domain/admin";
import { AppError } from "~/domain/errors";
import { formatDate } from "~/domain/format";
import { PREMIUM_GRANT_MONTHS } from "~/domain/limits";
import { isPremiumActive } from "~/domain/premium";
import { premiumExtendSchema, premiumToggleSchema } from "~/domain/schemas/admin";
import { parseInput } from "~/domain/schemas/parse";
import { profiles } from "../db/schema";
import { serverT } from "../i18n";
import { notifySafely } from "../notifications/create-notification";
import { recordAudit } from "./audit";
import { findAdminUser } from "./find-user";
import type { AdminUser } from "./list-users";
import { isUuid } from "~/domain/ids";
import type { AdminDeps } from "./types";
import type { AdminActor } from "../auth/admin-actor";

async function tellUser(deps: AdminDeps, userId: string, premiumUntil: Date | null) {
  const t = serverT("sq");
  await notifySafely(
    deps,
    premiumUntil
      ? {
          user_id: userId,
          type: "other",
          title: t("admin:notify.premiumOnTitle"),
          message: t("admin:notify.premiumOnMessage", { date: formatDate(premiumUntil, "sq") }),
        }
      : { user_id: userId, type: "other", title: t("admin:notify.premiumOffTitle"), message: t("admin:notify.premiumOffMessage") },
  );
}

/**
 * The row menu's premium toggle (document 2 §4): basic → premium sets premium_until to three months
 * from now; premium → basic clears it. The user is told by a notification.
 */
export async function setUserPremium(
  deps: AdminDeps,
  { actor, userId, input }: { actor: AdminActor; userId: string; input: unknown },
): Promise<AdminUser> {
  const { is_premium } = parseInput(premiumToggleSchema, input);
  if (!isUuid(userId)) throw new AppError("ADMIN_USER_NOT_FOUND");
  const now = new Date();
  const premiumUntil = is_premium ? addMonths(now, PREMIUM_GRANT_MONTHS) : null;
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(profiles)
      .set({ is_premium, premium_until: premiumUntil, updated_at: now })
      .where(eq(profiles.id, userId))
      .returning({ id: profiles.id });
    if (!updated.length) throw new AppError("ADMIN_USER_NOT_FOUND");
    await recordAudit(tx, {
      actor,
      action: is_premium ? "user.premium_on" : "user.premium_off",
      target: { type: "user", id: userId },
      details: {
        premium_until: premiumUntil?.toISOString() ?? null,
      },
    });
  });
  await tellUser(deps, userId, premiumUntil);
  return findAdminUser(deps, actor, userId);
}

/**
 * Extends premium by 1, 3 or 12 months after a payment (/admin/premium): from the current expiry while
 * it is still running, otherwise from now.
 */
export async function extendUserPremium(
  deps: AdminDeps,
  { actor, userId, input }: { actor: AdminActor; userId: string; input: unknown },
): Promise<AdminUser> {
  const { months } = parseInput(premiumExtendSchema, input);
  if (!isUuid(userId)) throw new AppError("ADMIN_USER_NOT_FOUND");
  const now = new Date();
  const premiumUntil = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ is_premium: profiles.is_premium, premium_until: profiles.premium_until })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!row) throw new AppError("ADMIN_USER_NOT_FOUND");
    const from = isPremiumActive(row, now) && row.premium_until ? row.premium_until : now;
    const until = addMonths(from, months);
    await tx.update(profiles).set({ is_premium: true, premium_until: until, updated_at: now }).where(eq(profiles.id, userId));
    await recordAudit(tx, {
      actor,
      action: "user.premium_extend",
      target: { type: "user", id: userId },
      details: { months, premium_until: until.toISOString() },
    });
    return until;
  });
  await tellUser(deps, userId, premiumUntil);
  return findAdminUser(deps, actor, userId);
}
