import type { Language } from "~/domain/enums";
import { AppError } from "~/domain/errors";
import { parseInput } from "~/domain/schemas/parse";
import { reportSchema } from "~/domain/schemas/reports";
import type { SessionUser } from "~/domain/session-user";
import type { RequestInfo } from "../auth/types";
import { listingReports } from "../db/schema";
import { serverT } from "../i18n";
import { findVisibleProperty } from "../listings/get-property";
import { notifyAdmins } from "../notifications/notify-admins";
import type { Services } from "../services";
import { sendReporterConfirmation } from "./reporter-email";

export type ReportDeps = Pick<Services, "db" | "limiter" | "logger" | "events" | "mailer" | "publicUrl" | "visitorHash" | "secret">;

/**
 * Anyone reports a public listing (issue 14 §5): a reason, a text (required for "other") and, from a
 * visitor, an optional e-mail for the outcome, which is only written to once its owner confirms it
 * (reporter-email.ts). Not one's own listing; one open report per reporter (the account, or a visitor's
 * address as a keyed hash) and listing; rate-limited per address. The administrators are notified.
 */
export async function createReport(
  deps: ReportDeps,
  {
    user,
    propertyId,
    input,
    request,
    language,
  }: { user: SessionUser | null; propertyId: string; input: unknown; request: Pick<RequestInfo, "network">; language: Language },
): Promise<{ id: string; status: "open"; created_at: Date }> {
  const property = await findVisibleProperty(deps, user, propertyId);
  if (user && property.owner_id === user.id) throw new AppError("REPORT_OWN_LISTING");
  // Only what the public sees can be reported (an administrator may see a pending listing).
  if (property.status !== "active") throw new AppError("PROPERTY_NOT_FOUND");
  const data = parseInput(reportSchema, input);
  await deps.limiter.consume("formPerAddress", `report:${request.network}`);

  let row: { id: string; created_at: Date } | undefined;
  try {
    [row] = await deps.db
      .insert(listingReports)
      .values({
        property_id: property.id,
        reporter_id: user?.id ?? null,
        // A visitor is known by their address, never stored as such.
        reporter_hash: user ? null : deps.visitorHash(`report:${request.network}`),
        reporter_email: user ? null : data.email,
        language,
        reason: data.reason,
        text: data.text,
      })
      // A second open report from the same reporter hits one of the partial unique indexes.
      .onConflictDoNothing()
      .returning({ id: listingReports.id, created_at: listingReports.created_at });
  } catch (error) {
    deps.logger.error({ err: error, propertyId: property.id }, "listing report could not be stored");
    throw new AppError("REPORT_SEND_FAILED");
  }
  if (!row) throw new AppError("REPORT_ALREADY_OPEN");
  deps.logger.info({ reportId: row.id, propertyId: property.id }, "listing reported");
  if (!user && data.email) sendReporterConfirmation(deps, { id: row.id, email: data.email, language, title: property.title });

  const t = serverT("sq");
  await notifyAdmins(deps, {
    type: "other",
    property_id: property.id,
    title: t("reports:adminAlert.title"),
    message: t("reports:adminAlert.message", { title: property.title, reason: t(`reports:reasons.${data.reason}`) }),
  });
  return { id: row.id, status: "open", created_at: row.created_at };
}
