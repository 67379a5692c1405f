import { and, eq } from "drizzle-orm";
import type { PropertyStatus } from "~/domain/enums";
import { AppError } from "~/domain/errors";
import { isUuid } from "~/domain/ids";
import { parseInput } from "~/domain/schemas/parse";
import type { ReportResolution } from "~/domain/enums";
import { reportOwnerMessageSchema } from "~/domain/schemas/reports";
import { recordAudit } from "../admin/audit";
import { setStatusAsAdmin } from "../admin/change-status";
import type { AdminActor } from "../auth/admin-actor";
import { listingReports, profiles, properties } from "../db/schema";
import { serverT } from "../i18n";
import { createNotification, notifySafely } from "../notifications/create-notification";
import { sendInBackground } from "../notifications/notification-mail";
import type { Services } from "../services";
import { ownerContactedMail, reportOutcomeMail } from "./report-mails";

export type ReportAction = "dismiss" | "deactivate" | "contact_owner";

const RESOLUTION: Record<ReportAction, ReportResolution> = {
  dismiss: "dismissed",
  deactivate: "deactivated",
  contact_owner: "owner_contacted",
};

export type HandleReportsDeps = Pick<Services, "db" | "events" | "logger" | "mailer" | "publicUrl">;

export type HandledReports = {
  property_id: string;
  resolution: ReportResolution;
  /** How many open reports were closed. */
  handled: number;
  /** The listing's status now. */
  property_status: PropertyStatus;
};

/**
 * An administrator answers a listing's open reports together (issue 14 §5): dismiss them, deactivate
 * the listing (status inactive) or write to its owner. The reports are closed, the listing changed and
 * the audit entry written in one transaction; after the commit the owner (deactivated, contacted) and
 * every reporter (bell notification, or the e-mail a visitor left) hear the outcome.
 */
export async function handleListingReports(
  deps: HandleReportsDeps,
  { admin, propertyId, action, input = {} }: { admin: AdminActor; propertyId: string; action: ReportAction; input?: unknown },
): Promise<HandledReports> {
  if (!isUuid(propertyId)) throw new AppError("ADMIN_PROPERTY_NOT_FOUND");
  const resolution = RESOLUTION[action];
  const now = new Date();
  const { property, reporters, message } = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: properties.id, owner_id: properties.owner_id, title: properties.title, status: properties.status })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for("update");
    if (!current) throw new AppError("ADMIN_PROPERTY_NOT_FOUND");
    // The message is checked once the listing is known to exist (404 before 400, as elsewhere).
    const ownerMessage = action === "contact_owner" ? parseInput(reportOwnerMessageSchema, input).message : null;
    const closed = await tx
      .update(listingReports)
      .set({ status: action === "dismiss" ? "dismissed" : "actioned", resolution, handled_by: admin.id, handled_at: now })
      .where(and(eq(listingReports.property_id, propertyId), eq(listingReports.status, "open")))
      .returning({
        reporter_id: listingReports.reporter_id,
        reporter_email: listingReports.reporter_email,
        reporter_email_confirmed_at: listingReports.reporter_email_confirmed_at,
        language: listingReports.language,
      });
    // Another administrator was quicker, or nothing was reported: nothing changes.
    if (closed.length === 0) throw new AppError("REPORT_NONE_OPEN");
    // Even a listing its owner had paused: the deactivation is the administrator's now, which the owner cannot undo.
    if (action === "deactivate") await setStatusAsAdmin(tx, { propertyId, from: current.status, to: "inactive" });
    await recordAudit(tx, {
      actor: admin,
      action: `report.${action}`,
      target: { type: "property", id: propertyId },
      details: {
        reports: closed.length,
        ...(action === "deactivate" ? { from: current.status, to: "inactive" } : {}),
        ...(ownerMessage ? { message: ownerMessage } : {}),
      },
    });
    return { property: current, reporters: closed, message: ownerMessage };
  });
  deps.logger.info({ propertyId, action, reports: reporters.length, adminId: admin.id }, "listing reports handled");

  const t = serverT("sq");
  if (action === "deactivate" && property.status !== "inactive") {
    await notifySafely(deps, {
      user_id: property.owner_id,
      property_id: property.id,
      type: "status_change",
      title: t("reports:owner.deactivatedTitle"),
      message: t("reports:owner.deactivatedMessage", { title: property.title }),
    });
  }
  if (message) await tellOwner(deps, property, message);
  await tellReporters(deps, { property, resolution, reporters });
  return {
    property_id: property.id,
    resolution,
    handled: reporters.length,
    property_status: action === "deactivate" ? "inactive" : property.status,
  };
}

/**
 * The administrator's message reaches the owner as a notification and always by e-mail (it is about
 * their listing, not news they may turn off), in the background: a failure is logged, the action stands.
 */
async function tellOwner(deps: HandleReportsDeps, property: { id: string; owner_id: string; title: string }, message: string) {
  const t = serverT("sq");
  const notification = {
    user_id: property.owner_id,
    property_id: property.id,
    type: "other" as const,
    title: t("reports:owner.contactTitle"),
    message: t("reports:owner.contactMessage", { title: property.title, message }),
  };
  try {
    // Without the mailer here: the e-mail below goes out whatever the preferences say.
    await createNotification({ db: deps.db, events: deps.events }, notification);
    const [owner] = await deps.db
      .select({ email: profiles.email, name: profiles.name })
      .from(profiles)
      .where(eq(profiles.id, property.owner_id))
      .limit(1);
    if (owner) {
      const mail = ownerContactedMail({
        to: owner.email,
        name: owner.name,
        title: property.title,
        message,
        propertyId: property.id,
        publicUrl: deps.publicUrl,
      });
      sendInBackground(deps, mail, property.owner_id);
    }
  } catch (error) {
    deps.logger.error({ err: error, propertyId: property.id }, "the owner could not be told about the reports");
  }
}

async function tellReporters(
  deps: HandleReportsDeps,
  {
    property,
    resolution,
    reporters,
  }: {
    property: { id: string; title: string };
    resolution: ReportResolution;
    reporters: { reporter_id: string | null; reporter_email: string | null; reporter_email_confirmed_at: Date | null; language: string }[];
  },
) {
  const t = serverT("sq");
  for (const reporter of reporters) {
    if (reporter.reporter_id) {
      await notifySafely(deps, {
        user_id: reporter.reporter_id,
        property_id: property.id,
        type: "other",
        title: t("reports:outcome.title"),
        message: t(`reports:outcome.${resolution}`, { title: property.title }),
      });
    } else if (reporter.reporter_email && reporter.reporter_email_confirmed_at) {
      // Only an address its owner confirmed (reporter-email.ts); an unconfirmed one hears it if confirmed later.
      const mail = reportOutcomeMail({
        to: reporter.reporter_email,
        language: reporter.language,
        resolution,
        title: property.title,
        propertyId: property.id,
        publicUrl: deps.publicUrl,
      });
      deps.mailer.send(mail).catch((error: unknown) => {
        deps.logger.error({ err: error, propertyId: property.id }, "report outcome e-mail could not be sent");
      });
    }
  }
}
