import type { Route } from "./+types/confirm-report";
import { isAppError } from "~/domain/errors";
import { errorBody } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { confirmReporterEmail, findReportToConfirm } from "~/.server/reports/reporter-email";
import { languageContext, servicesContext } from "~/.server/web/context";
import { readForm } from "~/.server/web/forms";
import type { RouteHandle } from "~/i18n/route-texts";
import { ReportConfirmView } from "~/features/listings/report-confirm-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["reports"] };

/** The link a visitor's report mails to their address: GET shows the report, only the POST button confirms. */

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const page = {
    title: t("reports:confirm.title"),
    description: t("reports:confirm.metaDescription"),
  };
  try {
    const report = await findReportToConfirm(context.get(servicesContext), token);
    return { ...page, view: { state: report.confirmed ? "already" : "confirm", title: report.title, token } as const };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ...page, view: { state: "invalid", message: errorBody(error, context.get(languageContext)).error.message } as const };
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [...pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)), { name: "robots", content: "noindex" }] : [];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const result = await confirmReporterEmail(context.get(servicesContext), form.token);
    const state = !result.changed ? "already" : result.outcomeSent ? "doneHandled" : "done";
    return { view: { state, title: result.title, token: "" } as const };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { view: { state: "invalid", message: errorBody(error, context.get(languageContext)).error.message } as const };
  }
}

export default function ReportConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ReportConfirmView {...(actionData?.view ?? loaderData.view)} />;
}
