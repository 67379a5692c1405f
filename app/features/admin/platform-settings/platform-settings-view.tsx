import { Database, Download, TriangleAlert } from "~/ui/icons";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { ApiErrorBody } from "~/domain/errors";
import { PREMIUM_FEATURES, type PlatformSettings } from "~/domain/settings";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/lib/use-hydrated";
import { Alert } from "~/ui/alert";
import { Button, buttonClass } from "~/ui/button";
import { Checkbox, SelectField, TextAreaField, TextField } from "~/ui/field";
import { Flash } from "~/ui/flash";
import { DISPLAY_CURRENCIES } from "~/domain/format";

export const SETTINGS_TABS = ["site", "properties", "premium", "system"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

function Section({
  id,
  tab,
  hydrated,
  title,
  children,
}: {
  id: SettingsTab;
  tab: SettingsTab;
  hydrated: boolean;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={`panel-${id}`}
      role={hydrated ? "tabpanel" : undefined}
      aria-labelledby={hydrated ? `tab-${id}` : `heading-${id}`}
      hidden={hydrated && tab !== id}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`heading-${id}`} className="font-semibold">
        {title}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </section>
  );
}

/** The JSON export (for reading, not restorable). Without JavaScript the form posts and the browser downloads it. */
function ExportButton() {
  const { t } = useTranslation("admin");
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  return (
    <form
      method="post"
      action="/api/admin/export"
      onSubmit={(event) => {
        event.preventDefault();
        setState("busy");
        void fetch("/api/admin/export", { method: "POST", credentials: "same-origin" })
          .then(async (response) => {
            if (!response.ok) throw new Error(String(response.status));
            const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "prona-export.json";
            const url = URL.createObjectURL(await response.blob());
            const link = document.createElement("a");
            link.href = url;
            link.download = name;
            document.body.append(link);
            link.click();
            link.remove();
            URL.revokeObjectURL(url);
            setState("idle");
          })
          .catch(() => setState("failed"));
      }}
      className="space-y-2"
    >
      <button type="submit" className={buttonClass("secondary", "md")} disabled={state === "busy"}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {state === "busy" ? t("settings.exportRunning") : t("settings.export")}
      </button>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("settings.exportHint")}</p>
      {state === "failed" && <Alert tone="error">{t("settings.exportFailed")}</Alert>}
    </form>
  );
}

/**
 * How backups are made: on the server by the operator (`npm run backup`, decisions/0018), as a
 * restorable backup holds password hashes and the photos, too much for a download from the browser.
 */
function BackupHowTo() {
  const { t } = useTranslation("admin");
  const code = "rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:bg-slate-800";
  return (
    <div className="space-y-2 text-sm" data-testid="backup-how-to">
      <p>{t("settings.backupIntro")}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          {t("settings.backupMake")} <code className={code}>npm run backup</code>
        </li>
        <li>
          {t("settings.backupRestore")} <code className={code}>npm run restore -- {t("settings.backupFile")}</code>
        </li>
      </ul>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("settings.backupNote")}</p>
    </div>
  );
}

type SettingsActionData = { ok: true; at: number; error?: undefined } | (Partial<ApiErrorBody> & { ok?: undefined; at?: undefined });

type PlatformSettingsViewProps = {
  settings: PlatformSettings;
  /** The last backup's time, formatted on the server (the same text before and after hydration). */
  lastBackup: string | null;
  /** The tab to show first (?tab=). */
  initialTab: SettingsTab;
  actionData?: SettingsActionData;
};

/** /admin/settings (document 2 §2.9): four tabs, one form saving them all, how to back up, and the data export. */
export function PlatformSettingsView({ settings: s, lastBackup: lastBackupText, initialTab, actionData }: PlatformSettingsViewProps) {
  const { t } = useTranslation("admin");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [tab, setTab] = useState<SettingsTab>(initialTab);
  const saving = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/settings");
  const tabLabels: Record<SettingsTab, string> = {
    site: t("settings.tabSite"),
    properties: t("settings.tabProperties"),
    premium: t("settings.tabPremium"),
    system: t("settings.tabSystem"),
  };
  const lastBackup = lastBackupText ?? t("settings.never");
  const featureLabels: Record<(typeof PREMIUM_FEATURES)[number], string> = {
    featured_listings: t("settings.featureFeatured"),
    unlimited_properties: t("settings.featureUnlimited"),
    advanced_statistics: t("settings.featureStatistics"),
    priority_support: t("settings.featureSupport"),
    more_images: t("settings.featureImages"),
  };

  return (
    <div className="space-y-6">
      {actionData && "ok" in actionData && (
        <Flash key={actionData.at} tone="success">
          {t("settings.saved")}
        </Flash>
      )}
      {actionData && "error" in actionData && actionData.error && (
        <Flash key={actionData.error.message} tone="error">{`${t("settings.saveFailed")}: ${actionData.error.message}`}</Flash>
      )}
      {s.system.maintenance_mode && <Alert tone="info">{t("settings.maintenanceOn")}</Alert>}

      {hydrated && (
        <div
          role="tablist"
          aria-label={t("settings.tabs")}
          className="grid grid-cols-2 gap-1 rounded-xl bg-slate-200 p-1 dark:bg-slate-800 sm:flex"
        >
          {SETTINGS_TABS.map((id) => (
            <button
              key={id}
              id={`tab-${id}`}
              type="button"
              role="tab"
              aria-selected={tab === id}
              aria-controls={`panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => setTab(id)}
              onKeyDown={(e) => {
                const i = SETTINGS_TABS.indexOf(id);
                const next =
                  e.key === "ArrowRight"
                    ? SETTINGS_TABS[(i + 1) % SETTINGS_TABS.length]
                    : e.key === "ArrowLeft"
                      ? SETTINGS_TABS[(i + SETTINGS_TABS.length - 1) % SETTINGS_TABS.length]
                      : null;
                if (next) {
                  e.preventDefault();
                  setTab(next);
                  document.getElementById(`tab-${next}`)?.focus();
                }
              }}
              className={`whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold ${tab === id ? "bg-white text-slate-900 shadow dark:bg-slate-950 dark:text-white" : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"}`}
            >
              {tabLabels[id]}
            </button>
          ))}
        </div>
      )}

      {/* Each field keeps a bar's height free below it when the page scrolls it into view (focus, Tab,
          an error), so the sticky bar never covers the field being filled in (issue 17 §4). A margin on
          the fields, not a padding on the page: a rule on the root asking what the page contains made
          the browser re-check the root's style for every element inserted, on every page. */}
      <Form method="post" className="space-y-6 [&_:is(input,select,textarea)]:scroll-mb-24">
        <Section id="site" tab={tab} hydrated={hydrated} title={tabLabels.site}>
          <TextField label={t("settings.siteName")} name="site.name" defaultValue={s.site.name} maxLength={100} />
          <TextField label={t("settings.contactEmail")} name="site.contact_email" type="email" defaultValue={s.site.contact_email} />
          <TextAreaField
            className="md:col-span-2"
            label={t("settings.description")}
            name="site.description"
            defaultValue={s.site.description}
            rows={2}
            maxLength={500}
          />
          <TextField
            label={t("settings.contactPhone")}
            name="site.contact_phone"
            type="tel"
            defaultValue={s.site.contact_phone}
            maxLength={40}
          />
          <TextField label={t("settings.supportEmail")} name="site.support_email" type="email" defaultValue={s.site.support_email} />
          <TextField
            label={t("settings.contactAddress")}
            name="site.contact_address"
            defaultValue={s.site.contact_address}
            maxLength={200}
            className="md:col-span-2"
          />
          <TextField
            label={t("settings.footerText")}
            name="site.footer_text"
            defaultValue={s.site.footer_text}
            maxLength={500}
            className="md:col-span-2"
          />
          <TextField
            label={t("settings.maxUploadSize")}
            name="site.max_upload_size"
            type="number"
            min={1}
            max={50}
            step={1}
            defaultValue={s.site.max_upload_size}
            hint={t("settings.range", { min: 1, max: 50 })}
          />
          <SelectField label={t("settings.currency")} name="site.currency" defaultValue={s.site.currency}>
            {DISPLAY_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        </Section>

        <Section id="properties" tab={tab} hydrated={hydrated} title={tabLabels.properties}>
          <Checkbox
            className="md:col-span-2"
            label={t("settings.requireApproval")}
            name="properties.require_approval"
            defaultChecked={s.properties.require_approval}
          />
          <Checkbox
            className="md:col-span-2"
            label={t("settings.allowPremiumFeatures")}
            name="properties.allow_premium_features"
            defaultChecked={s.properties.allow_premium_features}
          />
          <TextField
            label={t("settings.maxImages")}
            name="properties.max_images_per_property"
            type="number"
            min={1}
            max={50}
            defaultValue={s.properties.max_images_per_property}
            hint={t("settings.range", { min: 1, max: 50 })}
          />
          <TextField
            label={t("settings.listingDuration")}
            name="properties.default_listing_duration"
            type="number"
            min={1}
            max={365}
            defaultValue={s.properties.default_listing_duration}
            hint={t("settings.range", { min: 1, max: 365 })}
          />
          <TextField
            label={t("settings.featuredLimit")}
            name="properties.featured_properties_limit"
            type="number"
            min={1}
            max={50}
            defaultValue={s.properties.featured_properties_limit}
            hint={t("settings.range", { min: 1, max: 50 })}
          />
          <TextField
            label={t("settings.freeImages")}
            name="properties.free_user_image_limit"
            type="number"
            min={1}
            max={10}
            defaultValue={s.properties.free_user_image_limit}
            hint={t("settings.range", { min: 1, max: 10 })}
          />
          <TextField
            label={t("settings.premiumImages")}
            name="properties.premium_user_image_limit"
            type="number"
            min={1}
            max={50}
            defaultValue={s.properties.premium_user_image_limit}
            hint={t("settings.range", { min: 1, max: 50 })}
          />
          <TextField
            label={t("settings.mortgageRate")}
            name="properties.mortgage_rate"
            type="number"
            min={0}
            max={30}
            step={0.01}
            defaultValue={s.properties.mortgage_rate}
            hint={t("settings.range", { min: 0, max: 30 })}
          />
          <TextField
            label={t("settings.mortgageTerm")}
            name="properties.mortgage_term_years"
            type="number"
            min={1}
            max={40}
            defaultValue={s.properties.mortgage_term_years}
            hint={t("settings.range", { min: 1, max: 40 })}
          />
          <TextField
            label={t("settings.mortgageDown")}
            name="properties.mortgage_down_payment_percent"
            type="number"
            min={0}
            max={90}
            defaultValue={s.properties.mortgage_down_payment_percent}
            hint={t("settings.range", { min: 0, max: 90 })}
          />
        </Section>

        <Section id="premium" tab={tab} hydrated={hydrated} title={tabLabels.premium}>
          <TextField
            label={t("settings.monthlyPrice")}
            name="premium.monthly_price"
            type="number"
            min={0}
            step={0.01}
            defaultValue={s.premium.monthly_price}
          />
          <TextField
            label={t("settings.yearlyPrice")}
            name="premium.yearly_price"
            type="number"
            min={0}
            step={0.01}
            defaultValue={s.premium.yearly_price}
          />
          <fieldset className="md:col-span-2">
            <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t("settings.features")}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {PREMIUM_FEATURES.map((f) => (
                <Checkbox
                  key={f}
                  label={featureLabels[f]}
                  name="premium.features"
                  value={f}
                  defaultChecked={s.premium.features.includes(f)}
                />
              ))}
            </div>
          </fieldset>
          <TextField label={t("settings.bankName")} name="premium.bank_name" defaultValue={s.premium.bank_name} maxLength={100} />
          <TextField label={t("settings.iban")} name="premium.iban" defaultValue={s.premium.iban} maxLength={40} />
          <TextField
            label={t("settings.accountHolder")}
            name="premium.account_holder"
            defaultValue={s.premium.account_holder}
            maxLength={100}
          />
        </Section>

        <Section id="system" tab={tab} hydrated={hydrated} title={tabLabels.system}>
          <Checkbox
            className="md:col-span-2"
            label={t("settings.maintenanceMode")}
            name="system.maintenance_mode"
            defaultChecked={s.system.maintenance_mode}
          />
          <div className="space-y-2 md:col-span-2">
            <Checkbox
              label={t("settings.sellersBecomeAdmins")}
              name="system.sellers_become_admins"
              defaultChecked={s.system.sellers_become_admins}
              aria-describedby="sellers-admin-warning"
            />
            <p
              id="sellers-admin-warning"
              className="flex gap-2 rounded-lg border border-gold-300 bg-gold-100 p-3 text-sm text-slate-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{t("settings.sellersBecomeAdminsWarning")}</span>
            </p>
          </div>
          <dl className="grid gap-1 text-sm md:col-span-2">
            <div className="flex gap-2">
              <dt className="text-slate-600 dark:text-slate-400">{t("settings.version")}:</dt>
              <dd className="font-semibold">{s.system.version}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-600 dark:text-slate-400">{t("settings.lastBackup")}:</dt>
              <dd className="font-semibold" data-testid="last-backup">
                {lastBackup}
              </dd>
            </div>
          </dl>
        </Section>

        <div className="sticky bottom-0 flex justify-end border-t border-slate-200 bg-slate-100/95 py-4 dark:border-slate-800 dark:bg-slate-950/95">
          <Button type="submit" disabled={saving}>
            {saving ? t("settings.saving") : t("settings.saveAll")}
          </Button>
        </div>
      </Form>

      <section
        aria-labelledby="backup"
        hidden={hydrated && tab !== "system"}
        className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="backup" className="flex items-center gap-2 font-semibold">
          <Database aria-hidden="true" className="h-4 w-4" /> {t("settings.backupTitle")}
        </h2>
        <BackupHowTo />
        <ExportButton />
      </section>
    </div>
  );
}
