import { data } from "react-router";
import type { Route } from "./+types/agency";
import { getAgencyDetails, saveAgencyDetails } from "~/.server/owners/agency-details";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { requireUserPage } from "~/.server/web/guards";
import { pageMessages } from "~/.server/web/messages";
import { AgencyDetailsForm, AgencyOnly, type AgencyFormActionData } from "~/features/owners/agency-details-form";
import { pageMeta, siteNameOf } from "~/lib/meta";

/** /agjencia: an agency account's published details (issue 14 §4); other accounts are told it is for agencies. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const t = serverT(context.get(languageContext));
  const base = { title: t("owners:agencyForm.metaTitle"), profileId: user.id, messages: pageMessages(context, "owners", "agencies") };
  if (user.user_type !== "agency") return data({ ...base, details: null }, { status: 403 });
  return { ...base, details: await getAgencyDetails(context.get(servicesContext), user) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.title, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUserPage(context);
  const form = await readForm(request);
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
        <AgencyDetailsForm details={loaderData.details} profileId={loaderData.profileId} actionData={actionData as AgencyFormActionData} />
      ) : (
        <AgencyOnly />
      )}
    </main>
  );
}
