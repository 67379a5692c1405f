import { data, Form, Link, redirect, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/login";
import { adminLogin } from "~/.server/auth/login";
import { logout } from "~/.server/auth/logout";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext, userContext } from "~/.server/web/context";
import type { RouteHandle } from "~/i18n/route-texts";
import { formAction, readForm, refill, requestInfoOf } from "~/.server/web/forms";
import { adminLoginSchema } from "~/domain/schemas/auth";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { useSchemaForm } from "~/lib/form-errors";
import { LogoMark } from "~/ui/logo";
import { ThemeToggle } from "~/features/shell/theme-toggle";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { PasswordField, TextField } from "~/ui/field";

export const handle: RouteHandle = { texts: ["auth"] };

/**
 * An administrator goes straight to /admin. A signed-in non-administrator is signed out with the
 * spec's message (document 2 §4, §8: the automatic check for an already signed-in user).
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  const meta = { title: t("auth:admin.metaTitle"), description: t("auth:admin.subtitle") };
  const user = context.get(userContext);
  if (user?.is_admin) throw redirect("/admin");
  if (user) {
    const headers = await logout(context.get(servicesContext), requestInfoOf(request, context));
    return data({ ...meta, notice: t("auth:admin.notAdminSignedIn") }, { headers });
  }
  return { ...meta, notice: null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      const { headers } = await adminLogin(context.get(servicesContext), form, requestInfoOf(request, context));
      return redirect("/admin", { headers });
    },
    refill(form, ["email"]),
  );
}

export default function AdminLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "errors"]);
  const navigation = useNavigation();
  const { errors, onSubmit } = useSchemaForm(adminLoginSchema, actionData);
  const submitting = navigation.state === "submitting";
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10 dark:bg-slate-950">
      <div className="absolute right-4 top-4">
        <ThemeToggle />
      </div>
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-6 space-y-2 text-center">
          <LogoMark className="mx-auto h-10 w-10" />
          <h1 className="text-2xl font-bold">{t("admin.title")}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("admin.subtitle")}</p>
        </div>
        <Form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
          {(errors.message ?? loaderData.notice) && <Alert tone="error">{errors.message ?? loaderData.notice}</Alert>}
          <TextField
            label={t("fields.email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.values?.email}
            error={errors.fields.email}
          />
          <PasswordField
            label={t("fields.password")}
            name="password"
            autoComplete="current-password"
            required
            showLabel={t("fields.showPassword")}
            hideLabel={t("fields.hidePassword")}
            error={errors.fields.password}
          />
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? t("admin.submitting") : t("admin.submit")}
          </Button>
        </Form>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t("admin.back")}
          </Link>
        </p>
      </div>
    </main>
  );
}
