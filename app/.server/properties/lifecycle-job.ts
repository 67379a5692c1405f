import { and, eq, gt, inArray, isNull, lt, lte } from "drizzle-orm";
import { CLOSED_SHOWN_DAYS, EXPIRY_REMINDER_DAYS, expiryFrom } from "~/domain/lifecycle";
import { kosovoDay } from "../admin/time";
import { notifications, phoneRevealVisitors, profiles, properties } from "../db/schema";
import { serverT } from "../i18n";
import type { JobContext } from "../jobs/scheduler";
import type { Mail } from "../mail/mailer";
import { notificationEmailOf, RECIPIENT_COLUMNS } from "../notifications/notification-mail";
import { expiryReminderMail } from "./lifecycle-mail";
import { renewToken } from "./renew-token";

/** Listings handled per step and run (the next run takes the rest). */
const BATCH = 500;

export type LifecycleRunResult = { reminded: number; expired: number; closed: number };

/**
 * The listings' clock (issue 14), run by the scheduler every few minutes under its lock, so once across
 * all processes; every step compares with the run's time, so a run after downtime catches up:
 * 1. active listings past their end become expired (out of search; the owner is told and can renew);
 * 2. active listings ending within EXPIRY_REMINDER_DAYS are reminded once (bell, and e-mail with a signed
 *    renewal link when the owner takes e-mails);
 * 3. sold and rented listings leave search CLOSED_SHOWN_DAYS after the change;
 * 4. the phone reveals' visitors of past days are forgotten.
 * Notifications are written in the run's transaction; live events and e-mails go after its commit.
 */
export async function runListingLifecycle(context: JobContext): Promise<LifecycleRunResult> {
  const { tx, now } = context;
  const t = serverT("sq");
  const p = properties;
  const mails: Mail[] = [];
  const notified: { userId: string; id: string }[] = [];

  const expired = await tx
    .update(p)
    .set({ status: "expired", status_by_admin: false, updated_at: now })
    .where(
      inArray(
        p.id,
        tx
          .select({ id: p.id })
          .from(p)
          .where(and(eq(p.status, "active"), lte(p.expires_at, now)))
          .limit(BATCH),
      ),
    )
    .returning({ id: p.id, owner_id: p.owner_id, title: p.title });
  // The owners of this run's listings, read once (e-mail preferences and address).
  const ownersOf = async (ids: string[]) =>
    new Map(
      ids.length
        ? (
            await tx
              .select({ id: profiles.id, ...RECIPIENT_COLUMNS })
              .from(profiles)
              .where(inArray(profiles.id, [...new Set(ids)]))
          ).map((o) => [o.id, o])
        : [],
    );
  const expiredOwners = await ownersOf(expired.map((l) => l.owner_id));
  for (const listing of expired) {
    const notification = {
      user_id: listing.owner_id,
      property_id: listing.id,
      type: "status_change" as const,
      title: t("properties:lifecycle.expiredTitle"),
      message: t("properties:lifecycle.expiredMessage", { title: listing.title }),
    };
    const [row] = await tx.insert(notifications).values(notification).returning({ id: notifications.id });
    notified.push({ userId: listing.owner_id, id: row!.id });
    const owner = expiredOwners.get(listing.owner_id);
    const mail = owner && notificationEmailOf(owner, notification, context.services.publicUrl);
    if (mail) mails.push(mail);
  }

  const reminded = await tx
    .update(p)
    .set({ expiry_reminded_at: now })
    .where(
      inArray(
        p.id,
        tx
          .select({ id: p.id })
          .from(p)
          .where(
            and(
              eq(p.status, "active"),
              isNull(p.expiry_reminded_at),
              gt(p.expires_at, now),
              lte(p.expires_at, expiryFrom(now, EXPIRY_REMINDER_DAYS)),
            ),
          )
          .limit(BATCH),
      ),
    )
    .returning({ id: p.id, owner_id: p.owner_id, title: p.title, expires_at: p.expires_at, expiry_reminded_at: p.expiry_reminded_at });
  if (reminded.length) {
    const ownerById = await ownersOf(reminded.map((r) => r.owner_id));
    const { publicUrl, secret } = context.services;
    for (const listing of reminded) {
      const expiresAt = listing.expires_at!;
      const [row] = await tx
        .insert(notifications)
        .values({
          user_id: listing.owner_id,
          property_id: listing.id,
          type: "reminder",
          title: t("properties:lifecycle.reminderTitle"),
          message: t("properties:lifecycle.reminderMessage", { title: listing.title, count: EXPIRY_REMINDER_DAYS }),
        })
        .returning({ id: notifications.id });
      notified.push({ userId: listing.owner_id, id: row!.id });
      const owner = ownerById.get(listing.owner_id);
      if (!owner?.notify_email) continue;
      mails.push(
        expiryReminderMail({
          to: owner.email,
          name: owner.name,
          title: listing.title,
          expiresAt,
          renewUrl: `${publicUrl}/rinovo?token=${encodeURIComponent(renewToken(secret, listing.id, listing.expiry_reminded_at!))}`,
          myPropertiesUrl: `${publicUrl}/my-properties`,
          settingsUrl: `${publicUrl}/settings`,
        }),
      );
    }
  }

  const closed = await tx
    .update(p)
    .set({ in_search: false })
    .where(
      and(
        eq(p.in_search, true),
        inArray(p.status, ["sold", "rented"]),
        lte(p.status_changed_at, new Date(now.getTime() - CLOSED_SHOWN_DAYS * 86_400_000)),
      ),
    )
    .returning({ id: p.id });

  // Yesterday's phone-reveal visitors are not needed to count today's (owners/reveal-phone.ts).
  await tx.delete(phoneRevealVisitors).where(lt(phoneRevealVisitors.day, kosovoDay(now)));

  const { events, mailer, logger } = context.services;
  context.afterCommit(async () => {
    for (const n of notified) await events.publish({ kind: "notification", userId: n.userId, id: n.id });
    for (const mail of mails) {
      try {
        await mailer.send(mail);
      } catch (error) {
        logger.error({ err: error, to: mail.to }, "listing lifecycle e-mail could not be sent");
      }
    }
  });
  return { reminded: reminded.length, expired: expired.length, closed: closed.length };
}
