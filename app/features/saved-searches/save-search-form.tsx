import { useId } from "react";
import { Form, useFetcher } from "react-router";
import { ALERT_FREQUENCIES } from "~/domain/enums";
import { SAVED_SEARCH_NAME_MAX } from "~/domain/limits";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { buttonClass } from "~/ui/button";
import { TextField } from "~/ui/field";

type SaveResult = { ok?: boolean; error?: { message: string; fields?: Record<string, string> } };

/** The save form's fields: the name, how often to alert, and the filters (a query string). */
function Fields({ query, defaultName, error }: { query: string; defaultName: string; error?: SaveResult["error"] }) {
  const { t } = useTranslation("saved-searches");
  const id = useId();
  return (
    <>
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="filters" value={query} />
      <TextField
        label={t("save.name")}
        name="name"
        required
        maxLength={SAVED_SEARCH_NAME_MAX}
        defaultValue={defaultName}
        placeholder={t("save.namePlaceholder")}
        error={error?.fields?.name}
        data-autofocus
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t("save.frequency")}</legend>
        {ALERT_FREQUENCIES.map((f) => (
          <div key={f} className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input
              id={`${id}-${f}`}
              type="radio"
              name="frequency"
              value={f}
              defaultChecked={f === "instant"}
              aria-describedby={`${id}-${f}-hint`}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
            />
            <div>
              <label htmlFor={`${id}-${f}`} className="font-medium">
                {t(`frequency.${f}`)}
              </label>
              <p id={`${id}-${f}-hint`} className="text-slate-600 dark:text-slate-400">
                {t(`frequencyHint.${f}`)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
    </>
  );
}

/** Without JavaScript: a plain form post to the saved-searches page, which saves and shows the list. */
export function SaveSearchPlainForm({ query, defaultName }: { query: string; defaultName: string }) {
  const { t } = useTranslation("saved-searches");
  return (
    <Form method="post" action="/kerkimet-e-ruajtura" className="space-y-4">
      <Fields query={query} defaultName={defaultName} />
      <button type="submit" className={buttonClass("primary", "md", "w-full")}>
        {t("save.submit")}
      </button>
    </Form>
  );
}

/** With JavaScript: the same form through a fetcher, so the reader stays on the results. */
export function SaveSearchFetcherForm({ query, defaultName, onCancel }: { query: string; defaultName: string; onCancel: () => void }) {
  const { t } = useTranslation("saved-searches");
  const fetcher = useFetcher<SaveResult>();
  const result = fetcher.data;
  const busy = fetcher.state !== "idle";
  if (result?.ok) {
    return (
      <div className="space-y-4">
        <Alert tone="success">
          <p role="status">{t("save.saved")}</p>
        </Alert>
        <div className="flex flex-wrap gap-2">
          <a href="/kerkimet-e-ruajtura" className={buttonClass("primary", "md")}>
            {t("save.viewAll")}
          </a>
          <button type="button" onClick={onCancel} className={buttonClass("secondary", "md")}>
            {t("save.close")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <fetcher.Form method="post" action="/kerkimet-e-ruajtura" className="space-y-4">
      <input type="hidden" name="js" value="1" />
      <Fields query={query} defaultName={defaultName} error={result?.error} />
      {result?.error && !result.error.fields?.name && (
        <Alert tone="error">
          <p role="alert">{result.error.message}</p>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClass("secondary", "md")}>
          {t("save.cancel")}
        </button>
        <button type="submit" disabled={busy} className={buttonClass("primary", "md")}>
          {busy ? t("save.submitting") : t("save.submit")}
        </button>
      </div>
    </fetcher.Form>
  );
}
