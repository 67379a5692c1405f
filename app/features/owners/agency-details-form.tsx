import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { AgencyDetails } from "~/.server/owners/agency-details";
import { AGENCY_SPECIALTIES } from "~/domain/agencies";
import type { ApiErrorBody } from "~/domain/errors";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { ImagePlus } from "~/ui/icons";
import { Button } from "~/ui/button";
import { Checkbox, TextAreaField, TextField } from "~/ui/field";

/** The action's answer: saved (the details, or the logo), or the refusal with what was sent (to fill the form again). */
export type AgencyFormActionData = { ok?: boolean; logo?: "saved" | "removed" } & Partial<ApiErrorBody> & {
    values?: Record<string, string>;
    /** The logo's form answered (saved or removed). */
    form?: "logo";
  };

const card = "rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900";

/**
 * /agjencia (issue 14 §4): the agency's published details, shown on /agjencite and its profile. A
 * plain form (works without JavaScript); the server checks every field.
 */
export function AgencyDetailsForm({
  details,
  profileId,
  maxUploadMb,
  verified,
  actionData,
}: {
  details: AgencyDetails;
  profileId: string;
  maxUploadMb: number;
  /** Verified by an administrator: changing the registered details would end it, which the form says. */
  verified: boolean;
  actionData?: AgencyFormActionData;
}) {
  const { t } = useTranslation("owners");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  // The chosen file's name, shown beside the button (the input itself is hidden).
  const [logoName, setLogoName] = useState<string | null>(null);
  // The logo's answer says so (a refusal carries it among the values sent back).
  const forLogo = actionData?.form === "logo" || actionData?.values?.form === "logo";
  const logoAnswer = forLogo ? actionData : undefined;
  const detailsAnswer = forLogo ? undefined : actionData;
  const sent = detailsAnswer?.error ? detailsAnswer.values : undefined;
  const text = (name: keyof AgencyDetails, stored: string) => {
    const value = sent?.[name];
    return typeof value === "string" ? value : stored;
  };
  // The specialties sent come back joined with commas.
  const chosen = new Set<string>(sent ? (sent.specialties ?? "").split(",") : details.specialties);
  const fields = detailsAnswer?.error?.fields ?? {};
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{t("agencyForm.title")}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t("agencyForm.intro")}</p>
        {verified && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("agencyForm.verifiedNote")}</p>}
        <Link
          to={`/perdoruesi/${profileId}`}
          className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {t("agencyForm.viewProfile")}
        </Link>
      </header>
      <Form method="post" encType="multipart/form-data" className={`${card} space-y-4`} aria-labelledby="agency-logo-title">
        <h2 id="agency-logo-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t("agencyForm.logo")}
        </h2>
        {logoAnswer?.logo && (
          <Alert tone="success">{t(logoAnswer.logo === "saved" ? "agencyForm.logoSaved" : "agencyForm.logoRemoved")}</Alert>
        )}
        {logoAnswer?.error && <Alert tone="error">{logoAnswer.error.message}</Alert>}
        <div className="flex flex-wrap items-center gap-4">
          {details.logo ? (
            <img src={details.logo} alt={t("agencyForm.logo")} className="h-16 w-16 rounded-xl object-cover" />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("agencyForm.logoNone")}</p>
          )}
          <div className="min-w-0 flex-1">
            <input
              id="agency-logo"
              name="logo"
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-describedby="agency-logo-name agency-logo-hint"
              onChange={(event) => setLogoName(event.currentTarget.files?.[0]?.name ?? null)}
              // Our own control instead of the browser's "Choose File / No file chosen" (in the browser's
              // language, not the page's): the input stays for keyboards and screen readers, the label is the button.
              className="peer sr-only"
            />
            <label
              htmlFor="agency-logo"
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <ImagePlus aria-hidden="true" className="h-5 w-5" />
              {t("agencyForm.logoFile")}
            </label>
            <p
              id="agency-logo-name"
              aria-live="polite"
              data-testid="agency-logo-name"
              className="mt-2 break-all text-sm text-slate-700 dark:text-slate-300"
            >
              {logoName ? t("agencyForm.logoChosen", { name: logoName }) : t("agencyForm.logoNoFile")}
            </p>
            <p id="agency-logo-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {t("agencyForm.logoHint", { mb: maxUploadMb })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="logo" disabled={submitting}>
            {t("agencyForm.logoUpload")}
          </Button>
          {details.logo && (
            <Button type="submit" name="intent" value="remove_logo" variant="secondary" disabled={submitting}>
              {t("agencyForm.logoRemove")}
            </Button>
          )}
        </div>
      </Form>
      <Form method="post" noValidate className={`${card} space-y-5`} aria-label={t("agencyForm.title")}>
        {detailsAnswer?.ok && <Alert tone="success">{t("agencyForm.saved")}</Alert>}
        {detailsAnswer?.error && <Alert tone="error">{detailsAnswer.error.message}</Alert>}
        <TextAreaField
          label={t("agencyForm.description")}
          name="description"
          rows={5}
          maxLength={2000}
          defaultValue={text("description", details.description)}
          error={fields.description}
        />
        <TextField
          label={t("agencyForm.cities")}
          name="cities"
          hint={t("agencyForm.citiesHint")}
          maxLength={700}
          defaultValue={text("cities", details.cities.join(", "))}
          error={fields.cities}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t("agencyForm.specialties")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {AGENCY_SPECIALTIES.map((s) => (
              <Checkbox key={s} name="specialties" value={s} defaultChecked={chosen.has(s)} label={t(`agencies:specialties.${s}`)} />
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("agencyForm.phone")}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={30}
            hint={t("agencyForm.phoneHint")}
            defaultValue={text("phone", details.phone)}
            error={fields.phone}
          />
          <TextField
            label={t("agencyForm.email")}
            name="email"
            type="email"
            maxLength={254}
            hint={t("agencyForm.emailHint")}
            defaultValue={text("email", details.email)}
            error={fields.email}
          />
          <TextField
            label={t("agencyForm.website")}
            name="website"
            type="url"
            maxLength={200}
            placeholder="https://"
            defaultValue={text("website", details.website)}
            error={fields.website}
          />
          <TextField
            label={t("agencyForm.yearFounded")}
            name="year_founded"
            inputMode="numeric"
            maxLength={4}
            defaultValue={text("year_founded", details.year_founded === null ? "" : String(details.year_founded))}
            error={fields.year_founded}
          />
          <TextField
            label={t("agencyForm.agentCount")}
            name="agent_count"
            inputMode="numeric"
            maxLength={6}
            defaultValue={text("agent_count", details.agent_count === null ? "" : String(details.agent_count))}
            error={fields.agent_count}
          />
        </div>
        <Button type="submit" disabled={submitting}>
          {submitting ? t("agencyForm.saving") : t("agencyForm.save")}
        </Button>
      </Form>
    </div>
  );
}

/** An account that is not an agency opened /agjencia. */
export function AgencyOnly() {
  const { t } = useTranslation("owners");
  return (
    <div className={card}>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{t("agencyForm.title")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("agencyForm.onlyAgencies")}</p>
    </div>
  );
}
