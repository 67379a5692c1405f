import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { authHref, RETURN_PARAM } from "~/domain/return-to";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { PasswordField, TextField } from "~/ui/field";

type AuthPath = "/login" | "/register";

/**
 * The frame of the sign-in and sign-up forms: the post to their page with the browser's checks first,
 * the refusal's message, the page to come back to, the fields (`children`), the submit button (its
 * label while posting) and the link to the other form, keeping where to come back to.
 */
export function AuthForm(props: {
  action: AuthPath;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  message?: string;
  returnTo?: string | null;
  submit: string;
  submitting: string;
  switchText: string;
  switchTo: { path: AuthPath; label: string };
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === props.action;
  return (
    <Form method="post" action={props.action} onSubmit={props.onSubmit} noValidate className="space-y-4">
      {props.message && <Alert tone="error">{props.message}</Alert>}
      {props.returnTo && <input type="hidden" name={RETURN_PARAM} value={props.returnTo} />}
      {props.children}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? props.submitting : props.submit}
      </Button>
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        {props.switchText}{" "}
        <Link
          to={authHref(props.switchTo.path, props.returnTo)}
          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {props.switchTo.label}
        </Link>
      </p>
    </Form>
  );
}

/** The e-mail field of both forms. */
export function AuthEmailField({ ref, defaultValue, error }: { ref?: React.Ref<HTMLInputElement>; defaultValue?: string; error?: string }) {
  const { t } = useTranslation("auth");
  return (
    <TextField
      ref={ref}
      label={t("fields.email")}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      placeholder={t("fields.emailPlaceholder")}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** A password field with the show and hide labels. */
export function AuthPasswordField(props: Omit<React.ComponentProps<typeof PasswordField>, "showLabel" | "hideLabel">) {
  const { t } = useTranslation("auth");
  return <PasswordField {...props} showLabel={t("fields.showPassword")} hideLabel={t("fields.hidePassword")} />;
}
