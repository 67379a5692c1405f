import { useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { loginSchema } from "~/domain/schemas/auth";
import { type FormActionData, useSchemaForm } from "~/lib/form-errors";
import { Checkbox } from "~/ui/field";
import { AuthEmailField, AuthForm, AuthPasswordField } from "./auth-form";
import { fillUntouched, readRememberedEmail, storeRememberedEmail } from "./remembered-email";

/** `returnTo`: the page to come back to once signed in (checked again by the server). */
export function LoginForm({ actionData, returnTo }: { actionData?: FormActionData; returnTo?: string | null }) {
  const { t } = useTranslation(["auth", "errors"]);
  const navigation = useNavigation();
  const { errors, onSubmit } = useSchemaForm(loginSchema, actionData);
  const emailRef = useRef<HTMLInputElement>(null);
  const rememberRef = useRef<HTMLInputElement>(null);

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
    <AuthForm
      action="/login"
      onSubmit={onSubmit}
      message={errors.message}
      returnTo={returnTo}
      submit={t("login.submit")}
      submitting={t("login.submitting")}
      switchText={t("login.noAccount")}
      switchTo={{ path: "/register", label: t("login.registerLink") }}
    >
      <AuthEmailField ref={emailRef} defaultValue={actionData?.values?.email} error={errors.fields.email} />
      <AuthPasswordField
        label={t("fields.password")}
        name="password"
        autoComplete="current-password"
        required
        error={errors.fields.password}
      />
      <div className="flex items-center justify-between gap-4">
        <Checkbox ref={rememberRef} name="remember_me" value="on" label={t("login.rememberMe")} />
        <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          {t("login.forgot")}
        </Link>
      </div>
    </AuthForm>
  );
}
