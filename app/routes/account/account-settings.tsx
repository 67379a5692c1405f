import { data, redirect } from "react-router";
import type { Route } from "./+types/account-settings";
import { changePassword } from "~/.server/auth/change-password";
import { deleteOwnAccount } from "~/.server/auth/delete-account";
import { updatePreferences, updateProfile } from "~/.server/profile/update-profile";
import { isVerified } from "~/.server/owners/verification";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill, requestInfoOf } from "~/.server/web/forms";
import { requireUserPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import { PageHeader } from "~/ui/page-header";
import {
  DeleteAccountForm,
  PasswordForm,
  PreferencesForm,
  ProfileForm,
  type AccountSettingsActionData,
} from "~/features/account-settings/account-settings-forms";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { useTranslation } from "~/i18n/react";

export const handle: RouteHandle = { texts: ["account-settings"] };

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const verified = await isVerified(context.get(servicesContext).db, user.id);
  const t = serverT(context.get(languageContext));
  return {
    title: `${t("account-settings:title")} – Prona`,
    description: t("account-settings:metaDescription"),
    user: {
      name: user.name,
      email: user.email,
      personal_id: user.personal_id,
      phone: user.phone,
      notify_email: user.notify_email,
      notify_property_alerts: user.notify_property_alerts,
      notify_messages: user.notify_messages,
      verified,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  const intent = form.intent;
  const done = (name: string, headers?: Headers) => data({ done: name, at: Date.now() }, headers ? { headers } : undefined);
  switch (intent) {
    case "profile":
      return formAction(
        context,
        async () => {
          await updateProfile(services, user.id, form);
          return done("profile");
        },
        refill(form, ["intent", "name", "phone"]),
      );
    case "password":
      return formAction(context, async () => done("password", await changePassword(services, form, requestInfoOf(request, context))), {
        intent: "password",
      });
    case "preferences":
      return formAction(
        context,
        async () => {
          await updatePreferences(services, user.id, form);
          return done("preferences");
        },
        { intent: "preferences" },
      );
    case "delete":
      return formAction(
        context,
        async () =>
          redirect("/", {
            headers: await deleteOwnAccount(services, { userId: user.id, input: form, request: requestInfoOf(request, context) }),
          }),
        { intent: "delete" },
      );
    default:
      throw data(null, { status: 400 });
  }
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account-settings");
  const result = actionData as AccountSettingsActionData | undefined;
  return (
    <main id="main" className="max-w-3xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="space-y-6">
        <ProfileForm user={loaderData.user} actionData={result} />
        <PasswordForm actionData={result} />
        <PreferencesForm user={loaderData.user} actionData={result} />
        <DeleteAccountForm actionData={result} />
      </div>
    </main>
  );
}
