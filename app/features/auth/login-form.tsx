import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { authHref, RETURN_PARAM } from "~/domain/return-to";
import { loginSchema } from "~/domain/schemas/auth";
import { type FormActionData, useSchemaForm } from "~/lib/form-errors";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Checkbox, PasswordField, TextField } from "~/ui/field";
import { fillUntouched, readRememberedEmail, storeRememberedEmail } from "./remembered-email";

/** `returnTo`: the page to come back to once signed in (checked again by the server). */
export function LoginForm({ actionData, returnTo }: { actionData?: FormActionData; returnTo?: string | null }) {
  const { t } = useTranslation(["auth", "errors"]);
  const navigation = useNavigation();
  const { errors, onSubmit } = useSchemaForm(loginSchema, actionData);
  const emailRef = useRef<HTMLInputElement>(null);
  const rememberRef = useRef<HTMLInputElement>(null);
  const submitting = navigation.state === "submitting" && navigation.formAction === "/login";

  // Prefill a remembered e-mail (the server cannot know it; it lives in this browser), but only into a
  // field the person has not touched: one typed into before the page was ready, or the one they are in
  // (about to type, or mid-word in a phone keyboard's composition), keeps exactly what they typed.
  useEffect(() => {
    const remembered = readRememberedEmail();
    if (remembered && fillUntouched(emailRef.current, remembered) && rememberRef.current) rememberRef.current.checked = true;
  }, []);

  // On success the action redirects away from /login: keep or forget the e-mail, as asked.
  useEffect(() => {
    if (navigation.state === "loading" && navigation.formAction === "/login" && navigation.location.pathname !== "/login") {
      storeRememberedEmail(rememberRef.current?.checked ? (emailRef.current?.value.trim() ?? null) : null);
    }
  }, [navigation]);

  return (
    <Form method="post" action="/login" onSubmit={onSubmit} noValidate className="space-y-4">
      {errors.message && <Alert tone="error">{errors.message}</Alert>}
      {returnTo && <input type="hidden" name={RETURN_PARAM} value={returnTo} />}
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
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        {t("login.noAccount")}{" "}
        <Link to={authHref("/register", returnTo)} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t("login.registerLink")}
        </Link>
      </p>
    </Form>
  );
}
