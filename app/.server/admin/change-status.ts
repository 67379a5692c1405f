import { eq, sql } from "drizzle-orm";
import type { NewNotification } from "../notifications/create-notification";
import type { PropertyStatus } from "~/domain/enums";
import { AppError } from "~/domain/errors";
import { moderationSchema, statusChangeSchema } from "~/domain/schemas/admin";
import { parseInput } from "~/domain/schemas/parse";
import { properties } from "../db/schema";
import { serverT } from "../i18n";
import { notifySafely } from "../notifications/create-notification";
import { recordAudit } from "./audit";
import { queueSearchAlerts } from "../saved-searches/match";
import { isUuid } from "~/domain/ids";
import type { AdminDeps } from "./types";
import type { AdminActor } from "../auth/admin-actor";
import type { DbOrTx } from "../db/client";

export type StatusChangeResult = {
  id: string;
  status: PropertyStatus;
  previous_status: PropertyStatus;
  /** false when the owner could not be notified (logged; the change stands). */
  notified: boolean;
};

/**
 * The owner's notification for a new status (document 2 §4): approval for active, rejection for
 * rejected, status_change otherwise; a reason typed by the admin replaces the default message.
 * Notifications are stored in Albanian, the platform's language.
 */
function statusNotification(
  property: { id: string; owner_id: string; title: string },
  status: PropertyStatus,
  reason?: string,
): NewNotification {
  const t = serverT("sq");
  const label = t(`admin:status.${status}`);
  const base = { user_id: property.owner_id, property_id: property.id };
  const custom = reason?.trim() ? reason.trim() : undefined;
  if (status === "active") {
    return {
      ...base,
      type: "approval",
      title: t("admin:notify.approvedTitle"),
      message: custom ?? t("admin:notify.approvedMessage", { title: property.title }),
    };
  }
  if (status === "rejected") {
    return {
      ...base,
      type: "rejection",
      title: t("admin:notify.rejectedTitle"),
      message: custom ?? t("admin:notify.rejectedMessage", { title: property.title }),
    };
  }
  return {
    ...base,
    type: "status_change",
    title: t("admin:notify.statusTitle", { status: label }),
    message: custom ?? t("admin:notify.statusMessage", { title: property.title, status: label }),
  };
}

/**
 * The one rule for every administrator's change of a listing's status (the status dialog, approve,
 * reject, a report's deactivation), in the caller's transaction with the row locked: the status is the
 * administrator's (status_by_admin: the owner cannot undo it, domain/lifecycle.ts), a review of an
 * owner's edit is settled, and a listing that becomes active has its saved-search alerts recorded.
 */
export async function setStatusAsAdmin(
  tx: DbOrTx,
  { propertyId, from, to }: { propertyId: string; from: PropertyStatus; to: PropertyStatus },
): Promise<void> {
  await tx
    .update(properties)
    .set({ status: to, status_by_admin: true, review_changes: null, reviewed_price: sql`${properties.price}`, updated_at: new Date() })
    .where(eq(properties.id, propertyId));
  if (to === "active" && from !== "active") await queueSearchAlerts(tx, propertyId);
}

async function applyStatus(
  deps: AdminDeps,
  {
    actor,
    propertyId,
    status,
    reason,
    onlyFromPending,
  }: { actor: AdminActor; propertyId: string; status: PropertyStatus; reason: string | undefined; onlyFromPending: boolean },
): Promise<StatusChangeResult> {
  if (!isUuid(propertyId)) throw new AppError("ADMIN_PROPERTY_NOT_FOUND");
  const { property, previous } = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: properties.id, owner_id: properties.owner_id, title: properties.title, status: properties.status })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for("update");
    if (!current) throw new AppError("ADMIN_PROPERTY_NOT_FOUND");
    if (onlyFromPending && current.status !== "pending") throw new AppError("ADMIN_NOT_PENDING");
    await setStatusAsAdmin(tx, { propertyId, from: current.status, to: status });
    await recordAudit(tx, {
      actor,
      action: "property.status",
      target: { type: "property", id: propertyId },
      details: { from: current.status, to: status, reason: reason ?? null },
    });
    return { property: current, previous: current.status };
  });
  // After the commit: a failed notification is logged and the status change stands (§4).
  const row = await notifySafely(deps, statusNotification(property, status, reason));
  return { id: propertyId, status, previous_status: previous, notified: row !== null };
}

/** The change-status dialog: any status from any status, with an optional reason. */
export async function changePropertyStatus(
  deps: AdminDeps,
  { actor, propertyId, input }: { actor: AdminActor; propertyId: string; input: unknown },
): Promise<StatusChangeResult> {
  const { status, reason } = parseInput(statusChangeSchema, input);
  return applyStatus(deps, { actor, propertyId, status, reason, onlyFromPending: false });
}

/** Approve: pending → active, only while pending. */
export async function approveProperty(
  deps: AdminDeps,
  { actor, propertyId, input = {} }: { actor: AdminActor; propertyId: string; input?: unknown },
): Promise<StatusChangeResult> {
  const { reason } = parseInput(moderationSchema, input);
  return applyStatus(deps, { actor, propertyId, status: "active", reason, onlyFromPending: true });
}

/** Reject: pending → rejected, only while pending. */
export async function rejectProperty(
  deps: AdminDeps,
  { actor, propertyId, input = {} }: { actor: AdminActor; propertyId: string; input?: unknown },
): Promise<StatusChangeResult> {
  const { reason } = parseInput(moderationSchema, input);
  return applyStatus(deps, { actor, propertyId, status: "rejected", reason, onlyFromPending: true });
}
