import { Search, X } from "lucide-react";
import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { LISTING_TYPES, PROPERTY_TYPES } from "~/domain/enums";
import { formatEuro } from "~/domain/format";
import { ROOM_FILTER_OPTIONS } from "~/domain/limits";
import type { LocationOption } from "~/.server/listings/list-locations";
import { boundsToParam, SEARCH_PRICE_CEILING, SEARCH_PRICE_STEP, type SearchInput } from "~/domain/schemas/listings";
import { useTranslation } from "~/i18n/react";
import { Button, buttonClass } from "~/ui/button";
import { inputClass, SelectField, TextField } from "~/ui/field";

/**
 * The /listings filters: a GET form, so the filters live in the URL (a shared link shows the same
 * results) and it works without JavaScript. With JavaScript, choosing from a list searches at once.
 */
export function SearchForm({
  search,
  locations,
  view,
}: {
  search: SearchInput;
  locations: LocationOption[];
  view: "grid" | "list" | "map";
}) {
  const { t } = useTranslation("listings");
  const submit = useSubmit();
  const [minPrice, setMinPrice] = useState(search.min_price ?? 0);
  const [maxPrice, setMaxPrice] = useState(Math.min(search.max_price ?? SEARCH_PRICE_CEILING, SEARCH_PRICE_CEILING));
  const autoSubmit = (event: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) => submit(event.currentTarget.form);
  const knownLocation = !search.location || locations.some((l) => l.location === search.location);
  const priceText = (value: number) =>
    value >= SEARCH_PRICE_CEILING ? t("search.priceAny", { price: formatEuro(value) }) : formatEuro(value);

  return (
    <Form
      method="get"
      action="/listings"
      aria-label={t("search.filters")}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {view !== "grid" && <input type="hidden" name="view" value={view} />}
      {search.bounds && <input type="hidden" name="bounds" value={boundsToParam(search.bounds)} />}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          className="sm:col-span-2"
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

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{t("search.listingType")}</legend>
          <div className="flex flex-wrap gap-2">
            {(["", ...LISTING_TYPES] as const).map((value) => (
              <label
                key={value || "all"}
                className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 dark:border-slate-600 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-brand-950 dark:has-[:checked]:text-brand-100"
              >
                <input
                  type="radio"
                  name="listing_type"
                  value={value}
                  defaultChecked={(search.listing_type ?? "") === value}
                  onChange={autoSubmit}
                  className="h-4 w-4 accent-brand-700"
                />
                {value ? t(`listingType.${value}`) : t("search.all")}
              </label>
            ))}
          </div>
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
        <fieldset className="sm:col-span-2">
          <legend className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t("search.priceRange")}: <span className="font-semibold">{priceText(minPrice)}</span> –{" "}
            <span className="font-semibold">{priceText(maxPrice)}</span>
          </legend>
          <div className="grid grid-cols-2 gap-4">
            <label className="text-xs text-slate-700 dark:text-slate-300">
              {t("search.minPrice")}
              <input
                type="range"
                name="min_price"
                min={0}
                max={SEARCH_PRICE_CEILING}
                step={SEARCH_PRICE_STEP}
                value={minPrice}
                aria-valuetext={priceText(minPrice)}
                onChange={(e) => {
                  const value = Number(e.currentTarget.value);
                  setMinPrice(value);
                  if (value > maxPrice) setMaxPrice(value);
                }}
                className="mt-1 block w-full accent-brand-700"
              />
            </label>
            <label className="text-xs text-slate-700 dark:text-slate-300">
              {t("search.maxPrice")}
              <input
                type="range"
                name="max_price"
                min={0}
                max={SEARCH_PRICE_CEILING}
                step={SEARCH_PRICE_STEP}
                value={maxPrice}
                aria-valuetext={priceText(maxPrice)}
                onChange={(e) => {
                  const value = Number(e.currentTarget.value);
                  setMaxPrice(value);
                  if (value < minPrice) setMinPrice(value);
                }}
                className="mt-1 block w-full accent-brand-700"
              />
            </label>
          </div>
        </fieldset>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          {t("search.sort")}
          <select name="sort" defaultValue={search.sort} onChange={autoSubmit} className={`${inputClass} mt-1.5 w-auto`}>
            <option value="newest">{t("search.sortNewest")}</option>
            <option value="price_low">{t("search.sortPriceLow")}</option>
            <option value="price_high">{t("search.sortPriceHigh")}</option>
            <option value="relevance">{t("search.sortRelevance")}</option>
          </select>
        </label>
        <Button type="submit">
          <Search aria-hidden="true" className="h-4 w-4" />
          {t("search.submit")}
        </Button>
        <Link to={view !== "grid" ? `/listings?view=${view}` : "/listings"} className={buttonClass("ghost")}>
          <X aria-hidden="true" className="h-4 w-4" />
          {t("search.reset")}
        </Link>
      </div>
    </Form>
  );
}
