import { redirect } from "react-router";
import { RETURN_PARAM } from "~/domain/return-to";
import { afterSignIn, returnTargetOf } from "~/.server/web/redirects";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/login";
import { login } from "~/.server/auth/login";
import { servicesContext } from "~/.server/web/context";
import type { RouteHandle } from "~/i18n/route-texts";
import { formAction, readForm, refill, requestInfoOf } from "~/.server/web/forms";
import { redirectSignedIn } from "~/.server/web/guards";
import { serverT } from "~/.server/i18n";
import { languageContext } from "~/.server/web/context";
import { AuthCard } from "~/features/auth/auth-card";
import { LoginForm } from "~/features/auth/login-form";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["auth"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectSignedIn(context, request);
  const t = serverT(context.get(languageContext));
  return {
    title: t("auth:login.metaTitle"),
    description: t("meta.description"),
    returnTo: returnTargetOf(new URL(request.url).searchParams.get(RETURN_PARAM)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      const { headers } = await login(context.get(servicesContext), form, requestInfoOf(request, context));
      return redirect(afterSignIn(form[RETURN_PARAM]), { headers });
    },
    refill(form, ["email"]),
  );
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "errors"]);
  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
      <LoginForm actionData={actionData} returnTo={loaderData.returnTo} />
    </AuthCard>
  );
}
