import type { Route } from "./+types/reset-password";
import { resetPassword } from "~/.server/auth/password-reset";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill, requestInfoOf } from "~/.server/web/forms";
import type { RouteHandle } from "~/i18n/route-texts";
import { AuthCard } from "~/features/auth/auth-card";
import { ResetPasswordForm } from "~/features/auth/reset-password-form";
import { useTranslation } from "~/i18n/react";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["auth"] };

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  return { title: t("auth:reset.metaTitle"), description: t("meta.description") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...(loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : []),
  // The token travels in the URL fragment; keep it out of Referer headers and search engines.
  { name: "referrer", content: "no-referrer" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      await resetPassword(context.get(servicesContext), form, requestInfoOf(request, context));
      return { ok: true as const };
    },
    // A post navigates to the URL without its fragment; hand the token back so a retry still has it.
    refill(form, ["access_token"]),
  );
}

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "errors"]);
  return (
    <AuthCard title={t("reset.title")} subtitle={t("reset.subtitle")}>
      <ResetPasswordForm actionData={actionData} />
    </AuthCard>
  );
}
