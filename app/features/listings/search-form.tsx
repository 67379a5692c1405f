import { Search, X } from "~/ui/icons";
import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { HEATING_TYPES, LISTING_TYPES, PROPERTY_TYPES, YES_NO_FACTS } from "~/domain/enums";
import { ROOM_FILTER_OPTIONS } from "~/domain/limits";
import type { LocationOption } from "~/.server/listings/list-locations";
import type { SearchInput } from "~/domain/schemas/listings";
import { ADDED_WITHIN, boundsToParam, SEARCH_PRICE_STEPS } from "~/domain/search-params";
import { useTranslation } from "~/i18n/react";
import { Button, buttonClass } from "~/ui/button";
import { Checkbox, SelectField, TextField } from "~/ui/field";

const BATHROOM_FILTER_OPTIONS = [1, 2, 3] as const;
/** The filters' form: the order above the results belongs to it too (listings-view.tsx). */
export const SEARCH_FORM_ID = "search-filters";
/** Where the filters sit beside the results; below it they live in the phone's sheet (filter-sheet.tsx). */
const DESKTOP = "(min-width: 1024px)";

/** The price boxes' step for the chosen listing type (any listing type: the rent step, so any price fits). */
function priceStep(listingType: string | undefined): number {
  return listingType === "sale" ? SEARCH_PRICE_STEPS.sale : SEARCH_PRICE_STEPS.rent;
}

/**
 * The /listings filters: a GET form, so the filters live in the URL (a shared link shows the same
 * results) and it works without JavaScript. With JavaScript on a wide screen, choosing from a list or
 * ticking a box searches at once; in the phone's sheet nothing happens until "Apliko".
 */
export function SearchForm({
  search,
  locations,
  view,
  hasFilters,
}: {
  search: SearchInput;
  locations: LocationOption[];
  view: "grid" | "list" | "map";
  /** A filter is on: "Pastro filtrat" is offered. */
  hasFilters: boolean;
}) {
  const { t } = useTranslation("listings");
  const submit = useSubmit();
  const [listingType, setListingType] = useState(search.listing_type ?? "");
  const autoSubmit = (event: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    if (window.matchMedia(DESKTOP).matches) void submit(event.currentTarget.form);
  };
  const knownLocation = !search.location || locations.some((l) => l.location === search.location);
  const step = priceStep(listingType);
  const legend = "mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200";

  return (
    <Form
      id={SEARCH_FORM_ID}
      method="get"
      action="/listings"
      aria-label={t("search.filters")}
      // The steps guide the arrows only: a typed 87.500 € is a fine maximum for a sale.
      noValidate
      className="space-y-4 lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:p-4 lg:shadow-sm lg:dark:border-slate-800 lg:dark:bg-slate-900"
    >
      {view !== "grid" && <input type="hidden" name="view" value={view} />}
      {search.bounds && <input type="hidden" name="bounds" value={boundsToParam(search.bounds)} />}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <TextField
          className="sm:col-span-2 lg:col-span-1"
          label={t("search.keyword")}
          name="q"
          type="search"
          defaultValue={search.q ?? ""}
          placeholder={t("search.keywordPlaceholder")}
          maxLength={100}
        />
        <SelectField label={t("search.location")} name="location" defaultValue={search.location ?? ""} onChange={autoSubmit}>
          <option value="">{t("search.allLocations")}</option>
          {!knownLocation && <option value={search.location}>{search.location}</option>}
          {locations.map((l) => (
            <option key={l.location} value={l.location}>
              {l.location} ({l.count})
            </option>
          ))}
        </SelectField>
        <SelectField label={t("search.type")} name="type" defaultValue={search.type ?? ""} onChange={autoSubmit}>
          <option value="">{t("search.allTypes")}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <fieldset>
          <legend className={legend}>{t("search.listingType")}</legend>
          <div className="grid grid-cols-3 gap-1.5">
            {(["", ...LISTING_TYPES] as const).map((value) => (
              <label
                key={value || "all"}
                className="inline-flex cursor-pointer items-center justify-center rounded-lg border border-slate-300 px-2 py-2.5 text-center text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 has-[:checked]:font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 dark:border-slate-600 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-brand-950 dark:has-[:checked]:text-brand-100"
              >
                <input
                  type="radio"
                  name="listing_type"
                  value={value}
                  defaultChecked={(search.listing_type ?? "") === value}
                  onChange={(event) => {
                    setListingType(value);
                    autoSubmit(event);
                  }}
                  className="sr-only"
                />
                {value ? t(`listingType.${value}`) : t("search.all")}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid grid-cols-2 gap-x-3">
          <legend className={legend}>{t("search.priceRangeEuro")}</legend>
          <TextField
            label={t("search.from")}
            name="min_price"
            type="number"
            inputMode="numeric"
            min={0}
            step={step}
            defaultValue={search.min_price ?? ""}
          />
          <TextField
            label={t("search.to")}
            name="max_price"
            type="number"
            inputMode="numeric"
            min={0}
            step={step}
            defaultValue={search.max_price ?? ""}
          />
        </fieldset>
        <SelectField
          label={t("search.minRooms")}
          name="min_rooms"
          defaultValue={search.min_rooms ? String(search.min_rooms) : ""}
          onChange={autoSubmit}
        >
          <option value="">{t("search.anyRooms")}</option>
          {ROOM_FILTER_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {t("search.roomsOption", { count: n })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("search.minBathrooms")}
          name="min_bathrooms"
          defaultValue={search.min_bathrooms ? String(search.min_bathrooms) : ""}
          onChange={autoSubmit}
        >
          <option value="">{t("search.anyBathrooms")}</option>
          {BATHROOM_FILTER_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {t("search.bathroomsOption", { count: n })}
            </option>
          ))}
        </SelectField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <fieldset className="grid grid-cols-2 gap-x-3">
          <legend className={legend}>{t("search.areaRange")}</legend>
          <TextField
            label={t("search.from")}
            name="min_area"
            type="number"
            inputMode="numeric"
            min={0}
            step={5}
            defaultValue={search.min_area ?? ""}
          />
          <TextField
            label={t("search.to")}
            name="max_area"
            type="number"
            inputMode="numeric"
            min={0}
            step={5}
            defaultValue={search.max_area ?? ""}
          />
        </fieldset>
        <SelectField label={t("search.heating")} name="heating" defaultValue={search.heating ?? ""} onChange={autoSubmit}>
          <option value="">{t("search.anyHeating")}</option>
          {HEATING_TYPES.map((heating) => (
            <option key={heating} value={heating}>
              {t(`heatingOption.${heating}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("search.added")} name="added" defaultValue={search.added ?? ""} onChange={autoSubmit}>
          <option value="">{t("search.addedAny")}</option>
          {ADDED_WITHIN.map((added) => (
            <option key={added} value={added}>
              {t(added === "24h" ? "search.added24h" : "search.added7d")}
            </option>
          ))}
        </SelectField>
        <Checkbox
          name="include_closed"
          value="1"
          label={t("search.includeClosed")}
          defaultChecked={search.include_closed === true}
          onChange={autoSubmit}
          className="sm:col-span-2 lg:col-span-1"
        />
        <fieldset>
          <legend className={legend}>{t("search.amenities")}</legend>
          <div className="grid grid-cols-2 gap-x-3 gap-y-2 pt-1">
            {YES_NO_FACTS.map((fact) => (
              <Checkbox
                key={fact}
                name={fact}
                value="1"
                label={t(`search.${fact}`)}
                defaultChecked={search[fact] === true}
                onChange={autoSubmit}
              />
            ))}
          </div>
        </fieldset>
      </div>

      <div className="flex flex-wrap items-end gap-3 max-lg:sticky max-lg:bottom-0 max-lg:-mx-4 max-lg:border-t max-lg:border-slate-200 max-lg:bg-white max-lg:px-4 max-lg:py-3 max-lg:dark:border-slate-800 max-lg:dark:bg-slate-950">
        <Button type="submit" className="max-lg:flex-1">
          <Search aria-hidden="true" className="h-4 w-4" />
          <span className="lg:hidden">{t("search.apply")}</span>
          <span className="max-lg:hidden">{t("search.submit")}</span>
        </Button>
        {/* Offered only when a filter is on (issue 34 §11). */}
        {hasFilters && (
          <Link to={view !== "grid" ? `/listings?view=${view}` : "/listings"} className={buttonClass("ghost", "md", "max-lg:flex-1")}>
            <X aria-hidden="true" className="h-4 w-4" />
            <span className="lg:hidden">{t("search.clear")}</span>
            <span className="max-lg:hidden">{t("search.reset")}</span>
          </Link>
        )}
      </div>
    </Form>
  );
}
