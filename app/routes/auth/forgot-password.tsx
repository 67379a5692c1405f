import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/forgot-password";
import { requestPasswordReset } from "~/.server/auth/password-reset";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import type { RouteHandle } from "~/i18n/route-texts";
import { formAction, readForm, refill, requestInfoOf } from "~/.server/web/forms";
import { forgotPasswordSchema } from "~/domain/schemas/auth";
import { AuthCard } from "~/features/auth/auth-card";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { useSchemaForm } from "~/lib/form-errors";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";

export const handle: RouteHandle = { texts: ["auth"] };

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  return { title: t("auth:forgot.metaTitle"), description: t("meta.description") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      await requestPasswordReset(context.get(servicesContext), form, requestInfoOf(request, context));
      return { ok: true as const };
    },
    refill(form, ["email"]),
  );
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "errors"]);
  const navigation = useNavigation();
  const { errors, onSubmit } = useSchemaForm(forgotPasswordSchema, actionData);
  const submitting = navigation.state === "submitting";
  const sent = actionData && "ok" in actionData;
  return (
    <AuthCard title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      {sent ? (
        <Alert tone="success">{t("forgot.sent")}</Alert>
      ) : (
        <Form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
          {errors.message && <Alert tone="error">{errors.message}</Alert>}
          <TextField
            label={t("fields.email")}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={t("fields.emailPlaceholder")}
            defaultValue={actionData && "values" in actionData ? actionData.values?.email : undefined}
            error={errors.fields.email}
          />
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? t("forgot.submitting") : t("forgot.submit")}
          </Button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t("forgot.back")}
        </Link>
      </p>
    </AuthCard>
  );
}
