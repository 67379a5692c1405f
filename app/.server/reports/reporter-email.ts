import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { isUuid } from "~/domain/ids";
import { listingReports, properties } from "../db/schema";
import type { Services } from "../services";
import { signToken, verifyToken } from "../security/signed-token";
import { reporterConfirmMail, reportOutcomeMail } from "./report-mails";

// A visitor who reports a listing may leave an e-mail address to hear the outcome (issue 14 §5). The
// address hears nothing but one confirmation link until its owner follows it (issue 33 §9): then the
// outcome goes to it, at once if the report was already handled.

const PURPOSE = "prona:report-email-confirm:v1";

export type ReporterEmailDeps = Pick<Services, "db" | "logger" | "mailer" | "publicUrl" | "secret">;

/** The confirmation link for a report's address. */
function reporterConfirmUrl(deps: Pick<Services, "publicUrl" | "secret">, reportId: string): string {
  return `${deps.publicUrl}/konfirmo-raportimin?token=${encodeURIComponent(signToken(deps.secret, PURPOSE, reportId))}`;
}

/** Sends the confirmation link to a new report's address, in the background (a failure is logged). */
export function sendReporterConfirmation(
  deps: ReporterEmailDeps,
  report: { id: string; email: string; language: string; title: string },
): void {
  const mail = reporterConfirmMail({
    to: report.email,
    language: report.language,
    title: report.title,
    confirmUrl: reporterConfirmUrl(deps, report.id),
  });
  deps.mailer.send(mail).catch((error: unknown) => {
    deps.logger.error({ err: error, reportId: report.id }, "report address confirmation could not be sent");
  });
}

type ReportToConfirm = {
  id: string;
  title: string;
  property_id: string;
  reporter_email: string;
  language: string;
  confirmed: boolean;
  resolution: (typeof listingReports.$inferSelect)["resolution"];
};

async function reportOf(deps: Pick<Services, "db" | "secret">, token: unknown): Promise<ReportToConfirm> {
  const id = verifyToken(deps.secret, PURPOSE, token);
  if (id === null || !isUuid(id)) throw new AppError("REPORT_CONFIRM_LINK_INVALID");
  const [row] = await deps.db
    .select({
      id: listingReports.id,
      title: properties.title,
      property_id: listingReports.property_id,
      reporter_email: listingReports.reporter_email,
      language: listingReports.language,
      confirmed_at: listingReports.reporter_email_confirmed_at,
      resolution: listingReports.resolution,
    })
    .from(listingReports)
    .innerJoin(properties, eq(properties.id, listingReports.property_id))
    .where(and(eq(listingReports.id, id), isNotNull(listingReports.reporter_email)))
    .limit(1);
  if (!row?.reporter_email) throw new AppError("REPORT_CONFIRM_LINK_INVALID");
  return { ...row, reporter_email: row.reporter_email, confirmed: row.confirmed_at !== null };
}

/** What the link's page shows before the button is pressed (opening it changes nothing: mail scanners follow links). */
export async function findReportToConfirm(
  deps: Pick<Services, "db" | "secret">,
  token: unknown,
): Promise<{ title: string; confirmed: boolean }> {
  const report = await reportOf(deps, token);
  return { title: report.title, confirmed: report.confirmed };
}

/**
 * The button on the link's page: the address is confirmed (once; again changes nothing). A report
 * handled meanwhile sends its outcome now. `outcomeSent` says whether it did.
 */
export async function confirmReporterEmail(
  deps: ReporterEmailDeps,
  token: unknown,
): Promise<{ title: string; changed: boolean; outcomeSent: boolean }> {
  const report = await reportOf(deps, token);
  const [changed] = await deps.db
    .update(listingReports)
    .set({ reporter_email_confirmed_at: new Date() })
    .where(and(eq(listingReports.id, report.id), isNull(listingReports.reporter_email_confirmed_at)))
    .returning({ resolution: listingReports.resolution });
  if (!changed) return { title: report.title, changed: false, outcomeSent: false };
  if (!changed.resolution) return { title: report.title, changed: true, outcomeSent: false };
  const mail = reportOutcomeMail({
    to: report.reporter_email,
    language: report.language,
    resolution: changed.resolution,
    title: report.title,
    propertyId: report.property_id,
    publicUrl: deps.publicUrl,
  });
  await deps.mailer.send(mail).catch((error: unknown) => {
    deps.logger.error({ err: error, reportId: report.id }, "report outcome e-mail could not be sent");
  });
  return { title: report.title, changed: true, outcomeSent: true };
}
