import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { useTranslation } from "~/i18n/react";
import { loginSchema } from "~/domain/schemas/auth";
import { type FormActionData, useSchemaForm } from "~/lib/form-errors";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Checkbox, PasswordField, TextField } from "~/ui/field";
import { readRememberedEmail, storeRememberedEmail } from "./remembered-email";

export function LoginForm({ actionData }: { actionData?: FormActionData }) {
  const { t } = useTranslation(["auth", "errors"]);
  const navigation = useNavigation();
  const { errors, onSubmit } = useSchemaForm(loginSchema, actionData);
  const emailRef = useRef<HTMLInputElement>(null);
  const rememberRef = useRef<HTMLInputElement>(null);
  // Where to go after signing in (a page that asked for it, e.g. "save this search"); checked by the server.
  const returnTo = useSearchParams()[0].get("return_to");
  const toLogin = (action: string | undefined) => action === "/login" || Boolean(action?.startsWith("/login?"));
  const submitting = navigation.state === "submitting" && toLogin(navigation.formAction);

  // Prefill a remembered e-mail (the server cannot know it; it lives in this browser).
  useEffect(() => {
    const remembered = readRememberedEmail();
    if (remembered && emailRef.current && !emailRef.current.value) {
      emailRef.current.value = remembered;
      if (rememberRef.current) rememberRef.current.checked = true;
    }
  }, []);

  // On success the action redirects away from /login: keep or forget the e-mail, as asked.
  useEffect(() => {
    if (navigation.state === "loading" && toLogin(navigation.formAction) && navigation.location.pathname !== "/login") {
      storeRememberedEmail(rememberRef.current?.checked ? (emailRef.current?.value.trim() ?? null) : null);
    }
  }, [navigation]);

  return (
    <Form
      method="post"
      action={returnTo ? `/login?return_to=${encodeURIComponent(returnTo)}` : "/login"}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
    >
      {errors.message && <Alert tone="error">{errors.message}</Alert>}
      <TextField
        ref={emailRef}
        label={t("fields.email")}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder={t("fields.emailPlaceholder")}
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
      <div className="flex items-center justify-between gap-4">
        <Checkbox ref={rememberRef} name="remember_me" value="on" label={t("login.rememberMe")} />
        <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          {t("login.forgot")}
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t("login.submitting") : t("login.submit")}
      </Button>
      <div className="flex items-center gap-3 text-xs uppercase text-slate-500 dark:text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t("login.or")}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      {/* The spec's Google button has no behaviour; it is shown, honestly marked as not yet available. */}
      <Button variant="secondary" className="w-full" disabled aria-describedby="google-unavailable">
        <GoogleMark />
        {t("login.google")}
      </Button>
      <p id="google-unavailable" className="text-center text-xs text-slate-600 dark:text-slate-400">
        {t("login.googleUnavailable")}
      </p>
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        {t("login.noAccount")}{" "}
        <Link to="/register" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t("login.registerLink")}
        </Link>
      </p>
    </Form>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4">
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.8 3.3-8.1z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1-3.8 1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.7 14a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 9.9z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.1 7l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}
