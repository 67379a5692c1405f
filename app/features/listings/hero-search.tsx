import { Form } from "react-router";
import type { ListingType, PropertyType } from "~/domain/enums";

import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";
import { PlaceCombobox } from "~/ui/place-combobox";

// Plain controls and local lists: the home page has a JavaScript budget (e2e/budget.e2e.ts), and the
// shared field and enum modules would add theirs.
const LISTING_TYPES: readonly ListingType[] = ["sale", "rent"];
const PROPERTY_TYPES: readonly PropertyType[] = ["apartment", "house", "land", "commercial"];
// Document 1 §9 (the same values as HOME_PRICE_OPTIONS and ROOM_FILTER_OPTIONS in ~/domain/limits).
const HOME_PRICE_OPTIONS = [50_000, 100_000, 150_000, 200_000, 300_000, 500_000];
const ROOM_FILTER_OPTIONS = [1, 2, 3, 4, 5];
const control =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 sm:text-sm";
const labelClass = "block text-sm font-medium text-slate-800 dark:text-slate-200";

/**
 * The home page's hero search: its filters open /listings (a GET form, so it needs no JavaScript). On a
 * phone it is one place box and the button, the other filters behind "Më shumë filtra" (issue 34 §2:
 * the latest listings start on the first screen); from 640 px they all show.
 */
export function HeroSearch() {
  const { t } = useTranslation("listings");
  const f = useFormats();
  return (
    <Form
      method="get"
      action="/listings"
      aria-label={t("home.searchLabel")}
      className="rounded-2xl bg-white p-3 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100 sm:p-6"
    >
      <fieldset className="mb-3 sm:mb-4">
        <legend className="sr-only">{t("home.tabsLabel")}</legend>
        <div className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          {LISTING_TYPES.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md px-4 py-2 text-sm font-semibold text-slate-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 dark:text-slate-200"
            >
              <input type="radio" name="listing_type" value={value} defaultChecked={value === "sale"} className="sr-only" />
              {t(`home.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Phone and tablet: the place box and the button in a row, the other filters below; from 1024 px
          one row: place, price, rooms, type, button. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-3 gap-y-2 sm:gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)_auto]">
        <PlaceCombobox
          name="location"
          label={t("home.location")}
          placeholder={t("home.locationPlaceholder")}
          listLabel={t("home.suggestionsLabel")}
          countText={(count) => t("home.suggestions", { count })}
          labelClassName={labelClass}
          inputClassName={control}
        />
        <details className="group max-lg:col-span-2 sm:details-content:[content-visibility:visible]">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded py-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300 supports-[selector(::details-content)]:sm:hidden [&::-webkit-details-marker]:hidden">
            {t("home.moreFilters")}
            <span aria-hidden="true" className="transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:mt-0 sm:grid-cols-3 sm:gap-4">
            <label className={labelClass}>
              {t("home.maxPrice")}
              <select name="max_price" defaultValue="" className={control}>
                <option value="">{t("home.anyPrice")}</option>
                {HOME_PRICE_OPTIONS.map((price) => (
                  <option key={price} value={price}>
                    {f.money(price)}
                  </option>
                ))}
              </select>
            </label>
            <label className={labelClass}>
              {t("home.minRooms")}
              <select name="min_rooms" defaultValue="" className={control}>
                <option value="">{t("home.anyRooms")}</option>
                {ROOM_FILTER_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {n}+
                  </option>
                ))}
              </select>
            </label>
            <label className={cx(labelClass, "col-span-2 sm:col-span-1")}>
              {t("home.type")}
              <select name="type" defaultValue="" className={control}>
                <option value="">{t("home.allTypes")}</option>
                {PROPERTY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`type.${type}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </details>
        {/* Beside the place box below 1024 px (the first row), last from there. */}
        <button type="submit" className={buttonClass("primary", "lg", "max-lg:col-start-2 max-lg:row-start-1")}>
          {t("home.search")}
        </button>
      </div>
    </Form>
  );
}
