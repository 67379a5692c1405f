import { useLocation, useSearchParams } from "react-router";
import type { AdminPropertyRow } from "~/.server/admin/list-properties";
import type { Page } from "~/.server/db/paging";
import { LISTING_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyStatus } from "~/domain/enums";
import { useTranslation } from "~/i18n/react";
import type { FormActionData } from "~/lib/form-errors";
import { SelectField } from "~/ui/field";
import { Flash } from "~/ui/flash";
import { HintBanner } from "./hint-banner";
import { AdminListFilters, AdminListSection, useSubmitOnChange } from "../shared/list-page";
import { withParams } from "../shared/pagination";
import { PropertiesTable } from "./properties-table";
import { DeletePropertyModal, FeaturedModal, StatusModal } from "./property-modals";

function Filters() {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const auto = useSubmitOnChange();
  return (
    <AdminListFilters
      searchLabel={t("properties.searchLabel")}
      searchPlaceholder={t("properties.searchPlaceholder")}
      search={params.get("q") ?? ""}
      columns="md:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr_auto] xl:items-end"
    >
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
    </AdminListFilters>
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
      <AdminListSection
        id="properties-table"
        heading={t("properties.heading")}
        level="h2"
        list={list}
        empty={t("properties.empty")}
        clear={["done", "status"]}
      >
        {(rows) => <PropertiesTable rows={rows} />}
      </AdminListSection>
      {modal === "delete" && target && <DeletePropertyModal target={target} closeTo={closeTo} failure={failure} />}
      {modal === "featured" && target && <FeaturedModal target={target} closeTo={closeTo} failure={failure} />}
      {modal === "status" && target && <StatusModal target={target} closeTo={closeTo} failure={failure} />}
    </div>
  );
}
