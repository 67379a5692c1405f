import { Search } from "~/ui/icons";
import { Form, useLocation, useSearchParams, useSubmit } from "react-router";
import type { AdminPropertyRow } from "~/.server/admin/list-properties";
import type { Page } from "~/.server/db/paging";
import { LISTING_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyStatus } from "~/domain/enums";
import { useTranslation } from "~/i18n/react";
import type { FormActionData } from "~/lib/form-errors";
import { Button } from "~/ui/button";
import { SelectField, TextField } from "~/ui/field";
import { Flash } from "~/ui/flash";
import { HintBanner } from "./hint-banner";
import { EmptyList } from "./list-parts";
import { Pagination, withParams } from "./pagination";
import { PropertiesTable } from "./properties-table";
import { DeletePropertyModal, FeaturedModal, StatusModal } from "./property-modals";

function Filters() {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const submit = useSubmit();
  const auto = (e: React.ChangeEvent<HTMLSelectElement>) => void submit(e.currentTarget.form, { preventScrollReset: true });
  return (
    <Form
      method="get"
      role="search"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 md:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr_auto] xl:items-end"
    >
      <TextField
        label={t("properties.searchLabel")}
        name="q"
        type="search"
        defaultValue={params.get("q") ?? ""}
        placeholder={t("properties.searchPlaceholder")}
      />
      <SelectField label={t("properties.typeFilter")} name="type" defaultValue={params.get("type") ?? ""} onChange={auto}>
        <option value="">{t("common.all")}</option>
        {PROPERTY_TYPES.map((v) => (
          <option key={v} value={v}>
            {t(`types.${v}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("properties.listingTypeFilter")}
        name="listing_type"
        defaultValue={params.get("listing_type") ?? ""}
        onChange={auto}
      >
        <option value="">{t("common.all")}</option>
        {LISTING_TYPES.map((v) => (
          <option key={v} value={v}>
            {t(`listingTypes.${v}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("properties.statusFilter")} name="status" defaultValue={params.get("status") ?? ""} onChange={auto}>
        <option value="">{t("common.all")}</option>
        {PROPERTY_STATUSES.map((v) => (
          <option key={v} value={v}>
            {t(`status.${v}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit">
        <Search aria-hidden="true" className="h-4 w-4" />
        {t("common.search")}
      </Button>
    </Form>
  );
}

export const PROPERTIES_MODALS = ["delete", "featured", "status"] as const;
export const PROPERTIES_DONE = ["status", "statusNotNotified", "feature", "unfeature", "delete"] as const;

type AdminPropertiesViewProps = {
  list: Page<AdminPropertyRow>;
  /** The dialog the address asks for (?do=, ?id=) and its property. */
  modal: (typeof PROPERTIES_MODALS)[number] | null;
  target: { id: string; title: string; status: PropertyStatus; featured: boolean } | null;
  /** The success note of the last change (?done=, ?status=). */
  done: (typeof PROPERTIES_DONE)[number] | null;
  doneStatus: PropertyStatus | null;
  actionData?: FormActionData;
};

/** /admin/properties (document 2 §2.5): filters, the table, and the status, featured and delete dialogs. */
export function AdminPropertiesView({ list, modal, target, done, doneStatus, actionData }: AdminPropertiesViewProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const closeTo = withParams(location.search, { do: null, id: null }, location.pathname);
  const statusLabel = doneStatus ? t(`status.${doneStatus as PropertyStatus}`) : "";
  const doneText = {
    status: t("properties.statusDone", { status: statusLabel }),
    statusNotNotified: t("properties.statusDoneNotNotified", { status: statusLabel }),
    feature: t("properties.featureDone"),
    unfeature: t("properties.unfeatureDone"),
    delete: t("properties.deleteDone"),
  };
  const failureTitle = actionData?.values?.intent === "delete" ? t("properties.deleteFailed") : t("properties.updateFailed");
  const failure =
    actionData && "error" in actionData && actionData.error ? { title: failureTitle, message: actionData.error.message } : null;
  const from = list.total ? (list.page - 1) * list.page_size + 1 : 0;
  const to = Math.min(list.total, list.page * list.page_size);
  return (
    <div className="space-y-6">
      {done && (
        <Flash key={`${done}-${doneStatus}`} tone={done === "statusNotNotified" ? "error" : "success"}>
          {doneText[done]}
        </Flash>
      )}
      {failure && !modal && <Flash key={failure.message} tone="error">{`${failure.title}: ${failure.message}`}</Flash>}
      <HintBanner storageKey="prona-admin-properties-hint">{t("properties.hint")}</HintBanner>
      <Filters />
      <section aria-labelledby="properties-table" className="space-y-4">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="properties-table" className="text-base font-semibold">
            {t("properties.heading")}
          </h2>
          {list.total > 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("common.showing", { from, to, total: list.total })}</p>
          )}
        </div>
        {list.items.length === 0 ? <EmptyList>{t("properties.empty")}</EmptyList> : <PropertiesTable rows={list.items} />}
        <Pagination
          page={list.page}
          pageCount={list.page_count}
          hrefFor={(page) => withParams(location.search, { page, done: null, status: null }, location.pathname)}
        />
      </section>
      {modal === "delete" && target && <DeletePropertyModal target={target} closeTo={closeTo} failure={failure} />}
      {modal === "featured" && target && <FeaturedModal target={target} closeTo={closeTo} failure={failure} />}
      {modal === "status" && target && <StatusModal target={target} closeTo={closeTo} failure={failure} />}
    </div>
  );
}
