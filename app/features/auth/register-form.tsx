import { useSearchParams } from "react-router";
import { useTranslation } from "~/i18n/react";
import { USER_TYPES } from "~/domain/enums";
import { registerSchema } from "~/domain/schemas/auth";
import { type FormActionData, useSchemaForm } from "~/lib/form-errors";
import { TextField } from "~/ui/field";
import { AuthEmailField, AuthForm, AuthPasswordField } from "./auth-form";

/** `returnTo`: the page to come back to once registered (checked again by the server). */
export function RegisterForm({ actionData, returnTo }: { actionData?: FormActionData; returnTo?: string | null }) {
  const { t } = useTranslation(["auth", "errors"]);
  const { errors, onSubmit } = useSchemaForm(registerSchema, actionData);
  // A link may choose the account type ("Regjistro agjencinë": /register?user_type=agency).
  const [params] = useSearchParams();
  const asked = USER_TYPES.find((type) => type === params.get("user_type"));
  const chosen = actionData?.values?.user_type ?? asked ?? "buyer";
  return (
    <AuthForm
      action="/register"
      onSubmit={onSubmit}
      message={errors.message}
      returnTo={returnTo}
      submit={t("register.submit")}
      submitting={t("register.submitting")}
      switchText={t("register.haveAccount")}
      switchTo={{ path: "/login", label: t("register.loginLink") }}
    >
      <TextField
        label={t("fields.name")}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        placeholder={t("fields.namePlaceholder")}
        defaultValue={actionData?.values?.name}
        error={errors.fields.name}
      />
      <AuthEmailField defaultValue={actionData?.values?.email} error={errors.fields.email} />
      <AuthPasswordField
        label={t("fields.password")}
        name="password"
        autoComplete="new-password"
        required
        minLength={6}
        hint={t("register.passwordHint")}
        error={errors.fields.password}
      />
      <AuthPasswordField
        label={t("fields.confirmPassword")}
        name="confirm_password"
        autoComplete="new-password"
        required
        error={errors.fields.confirm_password}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t("register.intent")}</legend>
        <div className="grid grid-cols-2 gap-2">
          {USER_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer last:col-span-2 flex-col rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-slate-600 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-slate-800"
            >
              <span className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                <input type="radio" name="user_type" value={type} defaultChecked={type === chosen} className="h-4 w-4 text-brand-700" />
                {t(`register.intents.${type}.label`)}
              </span>
              <span className="mt-1 pl-6 text-xs text-slate-600 dark:text-slate-300">{t(`register.intents.${type}.hint`)}</span>
            </label>
          ))}
        </div>
        {errors.fields.user_type && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.fields.user_type}</p>}
      </fieldset>
    </AuthForm>
  );
}
