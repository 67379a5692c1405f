import { and, eq, isNotNull } from "drizzle-orm";
import type { SessionUser } from "~/domain/session-user";
import { recordAudit } from "../admin/audit";
import type { DbOrTx } from "../db/client";
import { profiles } from "../db/schema";
import { serverT } from "../i18n";
import type { Logger } from "../logger";
import type { NotificationDeps } from "../notifications/create-notification";
import { notifyAdmins } from "../notifications/notify-admins";

/**
 * What an administrator vouched for when they verified an account (issue 33 §5): its name, and an
 * agency's registered details (phone, e-mail, website, year founded). Changing any of them ends the
 * verification until an administrator confirms the account again.
 */
export type VerifiedDetail = "name" | "phone" | "email" | "website" | "year_founded";

export type VerificationLapse = { changed: VerifiedDetail[] } | null;

/**
 * In the transaction that saves the change: a verified account whose vouched-for details changed
 * loses the "verifikuar" badge, and the change is recorded in the audit log (the account itself is
 * the actor). Returns what lapsed, for `tellAdminsOfLapse` after the commit; null when nothing did.
 */
export async function lapseVerification(
  tx: DbOrTx,
  user: Pick<SessionUser, "id" | "email">,
  changes: Partial<Record<VerifiedDetail, { from: unknown; to: unknown }>>,
): Promise<VerificationLapse> {
  const changed = (Object.keys(changes) as VerifiedDetail[]).filter((key) => changes[key]!.from !== changes[key]!.to);
  if (changed.length === 0) return null;
  const [lapsed] = await tx
    .update(profiles)
    .set({ verified_at: null, updated_at: new Date() })
    .where(and(eq(profiles.id, user.id), isNotNull(profiles.verified_at)))
    .returning({ id: profiles.id });
  if (!lapsed) return null;
  await recordAudit(tx, {
    actor: user,
    action: "user.verification_lapsed",
    target: { type: "user", id: user.id },
    details: Object.fromEntries(changed.map((key) => [key, changes[key]])),
  });
  return { changed };
}

/** After the commit: the administrators hear that an account they verified needs confirming again. */
export async function tellAdminsOfLapse(deps: NotificationDeps & { logger: Logger }, name: string, lapse: VerificationLapse) {
  if (!lapse) return;
  const t = serverT("sq");
  await notifyAdmins(deps, {
    type: "other",
    title: t("owners:verificationLapsed.title"),
    message: t("owners:verificationLapsed.message", { name }),
  });
}

/** Whether an administrator has verified the account (its forms then say what would end that). */
export async function isVerified(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ verified_at: profiles.verified_at }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return Boolean(row?.verified_at);
}
