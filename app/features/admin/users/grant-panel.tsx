import { Info, ShieldPlus } from "~/ui/icons";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { GRANT_METHODS, type GrantMethod } from "~/domain/schemas/admin";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { Button, buttonClass } from "~/ui/button";
import { TextField } from "~/ui/field";

type GrantResult = { granted?: string; error?: { code: string; message: string }; values?: Record<string, string> };

/**
 * The admin-privileges panel (document 2 §2.4, §5, §8): personal ID, e-mail or UUID lookup; the button
 * is disabled while the field is blank; the spec's success and failure messages; the bulk action.
 */
export function GrantPanel({ actionData, bulkHref }: { actionData?: GrantResult; bulkHref: string }) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [method, setMethod] = useState<GrantMethod>((actionData?.values?.method as GrantMethod) ?? "personal_id");
  const [identifier, setIdentifier] = useState(actionData?.values?.identifier ?? "");
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "grant";
  const labels: Record<GrantMethod, string> = {
    personal_id: t("users.methodPersonalId"),
    email: t("users.methodEmail"),
    uuid: t("users.methodUuid"),
  };
  const fieldLabels: Record<GrantMethod, string> = {
    personal_id: t("users.identifierPersonalId"),
    email: t("users.identifierEmail"),
    uuid: t("users.identifierUuid"),
  };
  const error = actionData?.error;
  // Not-found and required-field refusals are the spec's own sentences; anything else is wrapped.
  const errorText = error
    ? error.code.startsWith("ADMIN_GRANT_")
      ? error.message
      : t("common.errorWith", { message: error.message || t("common.unknownError") })
    : null;

  return (
    <section
      aria-labelledby="grant-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <ShieldPlus aria-hidden="true" className="mt-0.5 h-5 w-5 text-brand-700 dark:text-brand-300" />
        <div>
          <h3 id="grant-title" className="font-semibold">
            {t("users.grantTitle")}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("users.grantIntro")}</p>
        </div>
      </div>
      <div className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900 dark:border-brand-900 dark:bg-brand-950/60 dark:text-brand-100">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <p>
          <strong>{t("users.idBannerTitle")}: </strong>
          {t("users.idBanner")}
        </p>
      </div>
      {actionData?.granted && <Alert tone="success">{t("users.grantDone")}</Alert>}
      {errorText && <Alert tone="error">{errorText}</Alert>}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="grant" />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t("users.grantMethod")}</legend>
          <div className="flex flex-wrap gap-2">
            {GRANT_METHODS.map((m) => (
              <label
                key={m}
                className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:bg-brand-950"
              >
                <input
                  type="radio"
                  name="method"
                  value={m}
                  checked={method === m}
                  onChange={() => setMethod(m)}
                  className="text-brand-700"
                />
                {labels[m]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            className="flex-1"
            label={fieldLabels[method]}
            name="identifier"
            type={method === "email" ? "email" : "text"}
            autoComplete="off"
            value={identifier}
            onChange={(e) => setIdentifier(e.currentTarget.value)}
            required
          />
          {/* Disabled while blank (§5) once JavaScript runs; without it, the field is required and the server answers. */}
          <Button type="submit" disabled={(hydrated && !identifier.trim()) || submitting}>
            {submitting ? t("users.grantSubmitting") : t("users.grantSubmit")}
          </Button>
        </div>
      </Form>
      <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
        <h4 className="text-sm font-semibold">{t("users.bulkTitle")}</h4>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t("users.bulkIntro")}</p>
        <Link to={bulkHref} preventScrollReset className={buttonClass("secondary", "md", "h-auto! min-h-11 py-2 text-center")}>
          {t("users.bulkSubmit")}
        </Link>
      </div>
    </section>
  );
}
