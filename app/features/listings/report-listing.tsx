import { Flag } from "~/ui/icons";
import { useId } from "react";
import { useFetcher } from "react-router";
import { REPORT_REASONS } from "~/domain/enums";
import { REPORT_TEXT_MAX } from "~/domain/limits";
import { useTranslation } from "~/i18n/react";
import { type FormActionData, useSchemaForm } from "~/lib/form-errors";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/field";

/** The listing page loads the validation code when the reader moves into the form (see useSchemaForm). */
const loadReportSchema = () => import("~/domain/schemas/reports").then((module) => module.reportSchema);

export type ReportActionData = FormActionData & { report?: { ok: true } };

/**
 * "Raporto shpalljen" (issue 14 §5): a disclosure under the listing's sidebar with the reasons, a text
 * (required for "Tjetër") and, for a visitor, an optional e-mail for the outcome. It is a plain form:
 * without JavaScript the post reloads the page with the answer (`noJsResult`), open at the form.
 */
export function ReportListing({
  propertyId,
  signedIn,
  noJsResult,
}: {
  propertyId: string;
  signedIn: boolean;
  noJsResult?: ReportActionData;
}) {
  const { t } = useTranslation("reports");
  const fetcher = useFetcher<ReportActionData>({ key: `report-${propertyId}` });
  const result = fetcher.data ?? noJsResult;
  const { errors, onSubmit, onFocus } = useSchemaForm(loadReportSchema, result);
  const submitting = fetcher.state !== "idle";
  const reasonError = errors.fields.reason;
  const reasonErrorId = useId();

  return (
    <details id="report" open={noJsResult ? true : undefined} className="group rounded-xl border border-slate-200 dark:border-slate-800">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-5 py-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-900 [&::-webkit-details-marker]:hidden">
        <Flag aria-hidden="true" className="h-4 w-4" />
        {t("form.open")}
      </summary>
      <div className="border-t border-slate-200 p-5 dark:border-slate-800">
        {result?.report?.ok ? (
          <Alert tone="success">{t("form.thanks")}</Alert>
        ) : (
          <fetcher.Form
            method="post"
            action={`/property/${propertyId}`}
            onSubmit={onSubmit}
            onFocus={onFocus}
            noValidate
            className="space-y-4"
          >
            <input type="hidden" name="intent" value="report" />
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("form.intro")}</p>
            {errors.message && (
              <Alert tone="error">
                {t("form.failed")}: {errors.message}
              </Alert>
            )}
            <fieldset aria-describedby={reasonError ? reasonErrorId : undefined}>
              <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t("form.reason")}</legend>
              <div className="space-y-1">
                {REPORT_REASONS.map((reason) => (
                  <label
                    key={reason}
                    className="flex cursor-pointer items-center gap-2 rounded-md py-1 text-sm text-slate-800 dark:text-slate-200"
                  >
                    <input
                      type="radio"
                      name="reason"
                      value={reason}
                      required
                      defaultChecked={result?.values?.reason === reason}
                      className="h-4 w-4 accent-brand-700"
                    />
                    {t(`reasons.${reason}`)}
                  </label>
                ))}
              </div>
              {reasonError && (
                <p id={reasonErrorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
                  {reasonError}
                </p>
              )}
            </fieldset>
            <TextAreaField
              label={t("form.text")}
              name="text"
              rows={3}
              maxLength={REPORT_TEXT_MAX}
              defaultValue={result?.values?.text}
              error={errors.fields.text}
              hint={t("form.textHint", { max: REPORT_TEXT_MAX })}
            />
            {signedIn ? (
              <p className="text-xs text-slate-600 dark:text-slate-400">{t("form.signedInHint")}</p>
            ) : (
              <TextField
                label={t("form.email")}
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={result?.values?.email}
                error={errors.fields.email}
                hint={t("form.emailHint")}
              />
            )}
            <Button type="submit" variant="secondary" className="w-full" disabled={submitting}>
              {submitting ? t("form.sending") : t("form.submit")}
            </Button>
          </fetcher.Form>
        )}
      </div>
    </details>
  );
}
