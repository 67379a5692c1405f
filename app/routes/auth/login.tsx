import { redirect } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/login";
import { login } from "~/.server/auth/login";
import { servicesContext } from "~/.server/web/context";
import { pageMessages } from "~/.server/web/messages";
import { formAction, readForm, refill, requestInfoOf } from "~/.server/web/forms";
import { redirectSignedIn } from "~/.server/web/guards";
import { safeLocalPath } from "~/.server/web/redirects";
import { serverT } from "~/.server/i18n";
import { languageContext } from "~/.server/web/context";
import { AuthCard } from "~/features/auth/auth-card";
import { LoginForm } from "~/features/auth/login-form";
import { pageMeta } from "~/lib/meta";

export async function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context);
  const t = serverT(context.get(languageContext));
  return { title: t("auth:login.metaTitle"), description: t("meta.description"), messages: pageMessages(context, "auth") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.title, loaderData.description) : []);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      const { headers } = await login(context.get(servicesContext), form, requestInfoOf(request, context));
      // Back to the page that sent the reader here (only a path on this site), else the dashboard.
      const returnTo = safeLocalPath(new URL(request.url).searchParams.get("return_to"));
      return redirect(returnTo ?? "/dashboard", { headers });
    },
    refill(form, ["email"]),
  );
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "errors"]);
  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
      <LoginForm actionData={actionData} />
    </AuthCard>
  );
}
