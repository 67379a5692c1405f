import { redirect } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/register";
import { registerAccount } from "~/.server/auth/register";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { pageMessages } from "~/.server/web/messages";
import { formAction, readForm, refill, requestInfoOf } from "~/.server/web/forms";
import { redirectSignedIn } from "~/.server/web/guards";
import { AuthCard } from "~/features/auth/auth-card";
import { pageMeta } from "~/lib/meta";
import { RegisterForm } from "~/features/auth/register-form";

export async function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context);
  const t = serverT(context.get(languageContext));
  return { title: t("auth:register.metaTitle"), description: t("meta.description"), messages: pageMessages(context, "auth") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.title, loaderData.description) : []);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      const { headers } = await registerAccount(context.get(servicesContext), form, requestInfoOf(request, context));
      return redirect("/dashboard", { headers });
    },
    refill(form, ["name", "email", "user_type"]),
  );
}

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "errors"]);
  return (
    <AuthCard title={t("register.title")} subtitle={t("register.subtitle")}>
      <RegisterForm actionData={actionData} />
    </AuthCard>
  );
}
