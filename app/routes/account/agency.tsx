import { data } from "react-router";
import type { Route } from "./+types/agency";
import { getAgencyDetails, saveAgencyDetails } from "~/.server/owners/agency-details";
import { isVerified } from "~/.server/owners/verification";
import { removeAgencyLogo, setAgencyLogo } from "~/.server/owners/agency-logo";
import { getSettingsGroup } from "~/.server/platform/settings";
import { uploadedFiles } from "~/.server/properties/owner-rules";
import { AppError } from "~/domain/errors";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { requireUserPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import { AgencyDetailsForm, AgencyOnly, type AgencyFormActionData } from "~/features/owners/agency-details-form";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["owners", "agencies"] };

/** /agjencia: an agency account's published details (issue 14 §4); other accounts are told it is for agencies. */

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const t = serverT(context.get(languageContext));
  const base = { title: t("owners:agencyForm.metaTitle"), profileId: user.id };
  if (user.user_type !== "agency") return data({ ...base, details: null, maxUploadMb: 0, verified: false }, { status: 403 });
  const services = context.get(servicesContext);
  const [details, site, verified] = await Promise.all([
    getAgencyDetails(services, user),
    getSettingsGroup(services.db, "site"),
    isVerified(services.db, user.id),
  ]);
  return { ...base, details, maxUploadMb: site.max_upload_size, verified };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.title, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUserPage(context);
  const form = await readForm(request);
  const services = context.get(servicesContext);
  // The logo's own form (multipart, works without JavaScript too).
  if (form.intent === "logo" || form.intent === "remove_logo") {
    const intent = form.intent;
    return formAction(
      context,
      async () => {
        if (intent === "remove_logo") {
          await removeAgencyLogo(services, user);
          return { logo: "removed" as const, form: "logo" as const };
        }
        const file = uploadedFiles(form.logo)[0];
        if (!file) throw new AppError("IMAGE_INVALID");
        await setAgencyLogo(services, user, file);
        return { logo: "saved" as const, form: "logo" as const };
      },
      { form: "logo" },
    );
  }
  const chosen = [form.specialties ?? []].flat().filter((v): v is string => typeof v === "string");
  return formAction(
    context,
    async () => {
      await saveAgencyDetails(context.get(servicesContext), user, form);
      return { ok: true };
    },
    {
      ...refill(form, ["description", "cities", "phone", "email", "website", "year_founded", "agent_count"]),
      specialties: chosen.join(","),
    },
  );
}

export default function AgencyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main">
      {loaderData.details ? (
        <AgencyDetailsForm
          details={loaderData.details}
          profileId={loaderData.profileId}
          maxUploadMb={loaderData.maxUploadMb}
          verified={loaderData.verified}
          actionData={actionData as AgencyFormActionData}
        />
      ) : (
        <AgencyOnly />
      )}
    </main>
  );
}
