import { useEffect, useSyncExternalStore } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { RESET_REDIRECT_MS } from "~/domain/limits";
import { resetPasswordSchema } from "~/domain/schemas/auth";
import { useTranslation } from "~/i18n/react";
import { type FormActionData, useSchemaForm } from "~/lib/form-errors";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { PasswordField } from "~/ui/field";

/** The e-mailed link is /reset-password#access_token=...: the token never reaches server logs. */
function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  return params.get("access_token");
}

function subscribeHash(callback: () => void): () => void {
  window.addEventListener("hashchange", callback);
  return () => window.removeEventListener("hashchange", callback);
}

/**
 * The new-password form of /reset-password: the token comes from the link's fragment (or back from a
 * refused post); without one, the spec's message and a link to ask for a new link. After the change,
 * the success note and, 3 s later, /login.
 */
export function ResetPasswordForm({ actionData }: { actionData?: { ok: true } | FormActionData }) {
  const { t } = useTranslation(["auth", "errors"]);
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { errors, onSubmit } = useSchemaForm(resetPasswordSchema, actionData);
  // undefined on the server (the fragment is never sent); null when the URL has none.
  const hashToken = useSyncExternalStore<string | null | undefined>(
    subscribeHash,
    () => tokenFromHash(window.location.hash),
    () => undefined,
  );
  const returned = actionData && "values" in actionData ? actionData.values?.access_token : undefined;
  const token = returned || hashToken;
  const done = actionData && "ok" in actionData;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/login"), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return done ? (
    <Alert tone="success">{t("reset.success")}</Alert>
  ) : token === null ? (
    <div className="space-y-4">
      <Alert tone="error">{t("errors:RESET_TOKEN_MISSING")}</Alert>
      <Link to="/forgot-password" className="block text-center text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {t("reset.requestNew")}
      </Link>
    </div>
  ) : (
    <Form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      {errors.message && (
        <Alert tone="error">
          {errors.message}{" "}
          {actionData && "error" in actionData && actionData.error?.code === "RESET_TOKEN_INVALID" && (
            <Link to="/forgot-password" className="font-semibold underline">
              {t("reset.requestNew")}
            </Link>
          )}
        </Alert>
      )}
      <input type="hidden" name="access_token" value={token ?? ""} />
      <PasswordField
        label={t("fields.newPassword")}
        name="password"
        autoComplete="new-password"
        required
        minLength={6}
        showLabel={t("fields.showPassword")}
        hideLabel={t("fields.hidePassword")}
        error={errors.fields.password}
      />
      <PasswordField
        label={t("fields.confirmNewPassword")}
        name="confirm_password"
        autoComplete="new-password"
        required
        showLabel={t("fields.showPassword")}
        hideLabel={t("fields.hidePassword")}
        error={errors.fields.confirm_password}
      />
      <Button type="submit" className="w-full" disabled={navigation.state === "submitting" || !token}>
        {navigation.state === "submitting" ? t("reset.submitting") : t("reset.submit")}
      </Button>
    </Form>
  );
}
