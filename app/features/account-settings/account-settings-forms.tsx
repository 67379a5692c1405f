import { AlertTriangle, Bell, KeyRound, UserRound } from "~/ui/icons";
import { useEffect, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { SUCCESS_BANNER_MS } from "~/domain/limits";
import { deleteAccountSchema } from "~/domain/schemas/auth";
import { profileUpdateSchema } from "~/domain/schemas/profile";
import { changePasswordSchema } from "~/domain/schemas/auth";
import { type FormActionData, useSchemaForm } from "~/lib/form-errors";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { PasswordField, TextField } from "~/ui/field";

export type AccountSettingsIntent = "profile" | "password" | "preferences" | "delete";
export type AccountSettingsActionData = FormActionData & { done?: AccountSettingsIntent; at?: number };

export type AccountSettingsUser = {
  name: string;
  email: string;
  personal_id: string;
  phone: string | null;
  notify_email: boolean;
  notify_property_alerts: boolean;
  notify_messages: boolean;
  /** Verified by an administrator: a new name would end it, which the form says. */
  verified: boolean;
};

/** The action data meant for one form: its success, or its refusal (forms post an `intent`). */
function forIntent(actionData: AccountSettingsActionData | undefined, intent: AccountSettingsIntent) {
  if (!actionData) return undefined;
  if (actionData.done) return actionData.done === intent ? actionData : undefined;
  return actionData.values?.intent === intent ? actionData : undefined;
}

/** A success banner that disappears after 3 seconds (document 1 §4); a new success shows it again. */
function useSuccessBanner(data: AccountSettingsActionData | undefined): boolean {
  const stamp = data?.done ? data.at : undefined;
  const [visibleFor, setVisibleFor] = useState<number | undefined>(stamp);
  const [lastStamp, setLastStamp] = useState(stamp);
  if (stamp !== lastStamp) {
    setLastStamp(stamp);
    setVisibleFor(stamp);
  }
  useEffect(() => {
    if (visibleFor === undefined) return;
    const timer = setTimeout(() => setVisibleFor(undefined), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [visibleFor]);
  return visibleFor !== undefined;
}

function Section({
  icon: Icon,
  title,
  children,
  tone = "normal",
}: {
  icon: typeof UserRound;
  title: string;
  children: React.ReactNode;
  tone?: "normal" | "danger";
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={
        tone === "danger"
          ? "rounded-2xl border border-red-200 bg-white p-5 sm:p-6 dark:border-red-900 dark:bg-slate-900"
          : "rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      }
    >
      <h2
        id={id}
        className={`mb-4 flex items-center gap-2 text-lg font-semibold ${tone === "danger" ? "text-red-700 dark:text-red-300" : ""}`}
      >
        <Icon aria-hidden="true" className="h-5 w-5" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function useSubmitting(intent: AccountSettingsIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function ProfileForm({ user, actionData }: { user: AccountSettingsUser; actionData?: AccountSettingsActionData }) {
  const { t } = useTranslation(["account-settings", "errors"]);
  const mine = forIntent(actionData, "profile");
  const { errors, onSubmit } = useSchemaForm(profileUpdateSchema, mine);
  const saved = useSuccessBanner(mine);
  const submitting = useSubmitting("profile");
  return (
    <Section icon={UserRound} title={t("profile.title")}>
      <Form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("profile.title")}>
        <input type="hidden" name="intent" value="profile" />
        {saved && <Alert tone="success">{t("profile.saved")}</Alert>}
        {errors.message && <Alert tone="error">{errors.message}</Alert>}
        {user.verified && <p className="text-sm text-slate-600 dark:text-slate-300">{t("profile.verifiedNote")}</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("profile.name")}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={mine?.values?.name ?? user.name}
            error={errors.fields.name}
          />
          <TextField
            label={t("profile.phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            placeholder={t("profile.phonePlaceholder")}
            defaultValue={mine?.values?.phone ?? user.phone ?? ""}
            error={errors.fields.phone}
          />
          <TextField label={t("profile.email")} value={user.email} readOnly disabled hint={t("profile.emailHint")} />
          <TextField label={t("profile.personalId")} value={user.personal_id} readOnly disabled hint={t("profile.personalIdHint")} />
        </div>
        <Button type="submit" disabled={submitting}>
          {submitting ? t("profile.saving") : t("profile.save")}
        </Button>
      </Form>
    </Section>
  );
}

export function PasswordForm({ actionData }: { actionData?: AccountSettingsActionData }) {
  const { t } = useTranslation(["account-settings", "errors"]);
  const mine = forIntent(actionData, "password");
  const { errors, onSubmit } = useSchemaForm(changePasswordSchema, mine);
  const changed = useSuccessBanner(mine);
  const submitting = useSubmitting("password");
  const fieldProps = { showLabel: t("password.show"), hideLabel: t("password.hide"), required: true };
  return (
    <Section icon={KeyRound} title={t("password.title")}>
      {/* A fresh key after a success empties the fields. */}
      <Form key={mine?.at} method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("password.title")}>
        <input type="hidden" name="intent" value="password" />
        {changed && <Alert tone="success">{t("password.changed")}</Alert>}
        {errors.message && <Alert tone="error">{errors.message}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label={t("password.current")}
            name="current_password"
            autoComplete="current-password"
            className="sm:col-span-2"
            error={errors.fields.current_password}
            {...fieldProps}
          />
          <PasswordField
            label={t("password.new")}
            name="new_password"
            autoComplete="new-password"
            hint={t("password.hint")}
            error={errors.fields.new_password}
            {...fieldProps}
          />
          <PasswordField
            label={t("password.confirm")}
            name="confirm_password"
            autoComplete="new-password"
            error={errors.fields.confirm_password}
            {...fieldProps}
          />
        </div>
        <Button type="submit" disabled={submitting}>
          {submitting ? t("password.submitting") : t("password.submit")}
        </Button>
      </Form>
    </Section>
  );
}

function Toggle({
  name,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 py-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        value="on"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700 disabled:opacity-50 dark:accent-brand-400"
      />
      <div>
        <label htmlFor={id} className={`block text-sm font-medium ${disabled ? "text-slate-500 dark:text-slate-400" : ""}`}>
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      </div>
    </div>
  );
}

export function PreferencesForm({ user, actionData }: { user: AccountSettingsUser; actionData?: AccountSettingsActionData }) {
  const { t } = useTranslation(["account-settings", "errors"]);
  const mine = forIntent(actionData, "preferences");
  const saved = useSuccessBanner(mine);
  const submitting = useSubmitting("preferences");
  const [email, setEmail] = useState(user.notify_email);
  // Remembered while e-mail is off, so turning it back on restores the choice (stored off meanwhile).
  const [alerts, setAlerts] = useState(user.notify_property_alerts || !user.notify_email);
  const [messages, setMessages] = useState(user.notify_messages || !user.notify_email);
  return (
    <Section icon={Bell} title={t("preferences.title")}>
      <Form method="post" className="space-y-2" aria-label={t("preferences.title")}>
        <input type="hidden" name="intent" value="preferences" />
        {saved && <Alert tone="success">{t("preferences.saved")}</Alert>}
        {mine?.error && <Alert tone="error">{mine.error.message}</Alert>}
        <div className="divide-y divide-slate-100 dark:divide-slate-800">
          <Toggle
            name="notify_email"
            label={t("preferences.email")}
            hint={t("preferences.emailHint")}
            checked={email}
            onChange={setEmail}
          />
          <div className="pl-8">
            <Toggle
              name="notify_property_alerts"
              label={t("preferences.propertyAlerts")}
              hint={email ? t("preferences.propertyAlertsHint") : t("preferences.needsEmail")}
              checked={email && alerts}
              disabled={!email}
              onChange={setAlerts}
            />
            <Toggle
              name="notify_messages"
              label={t("preferences.messages")}
              hint={email ? t("preferences.messagesHint") : t("preferences.needsEmail")}
              checked={email && messages}
              disabled={!email}
              onChange={setMessages}
            />
          </div>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("preferences.important")}</p>
        <Button type="submit" disabled={submitting} className="mt-2">
          {t("preferences.save")}
        </Button>
      </Form>
    </Section>
  );
}

export function DeleteAccountForm({ actionData }: { actionData?: AccountSettingsActionData }) {
  const { t } = useTranslation(["account-settings", "errors"]);
  const mine = forIntent(actionData, "delete");
  const { errors, onSubmit } = useSchemaForm(deleteAccountSchema, mine);
  const submitting = useSubmitting("delete");
  const failed = Boolean(mine?.error);
  return (
    <Section icon={AlertTriangle} title={t("danger.title")} tone="danger">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("danger.body")}</p>
      {/* Works without JavaScript: the confirmation is a disclosure, open again after a refusal. */}
      <details className="group mt-4" open={failed || undefined}>
        <summary className="inline-flex h-11 cursor-pointer list-none items-center rounded-lg border border-red-300 px-4 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/50 [&::-webkit-details-marker]:hidden">
          {t("danger.open")}
        </summary>
        <Form
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="space-y-4 rounded-xl bg-red-50 p-4 dark:bg-red-950/40"
          aria-label={t("danger.confirmTitle")}
        >
          <input type="hidden" name="intent" value="delete" />
          <div>
            <p className="font-semibold text-red-800 dark:text-red-200">{t("danger.confirmTitle")}</p>
            <p className="text-sm text-red-800 dark:text-red-200">{t("danger.confirmBody")}</p>
          </div>
          {errors.message && <Alert tone="error">{errors.message}</Alert>}
          <PasswordField
            label={t("danger.password")}
            name="password"
            autoComplete="current-password"
            required
            showLabel={t("password.show")}
            hideLabel={t("password.hide")}
            error={errors.fields.password}
          />
          <Button type="submit" variant="danger" disabled={submitting}>
            {submitting ? t("danger.deleting") : t("danger.confirm")}
          </Button>
        </Form>
      </details>
    </Section>
  );
}
