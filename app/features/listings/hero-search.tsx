import { Search } from "lucide-react";
import { Form } from "react-router";
import { LISTING_TYPES, PROPERTY_TYPES } from "~/domain/enums";
import { formatEuro } from "~/domain/format";
import { HOME_PRICE_OPTIONS, ROOM_FILTER_OPTIONS } from "~/domain/limits";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/ui/button";
import { SelectField, TextField } from "~/ui/field";

/** The home page's hero search: its filters open /listings (a GET form, so it needs no JavaScript). */
export function HeroSearch() {
  const { t } = useTranslation("listings");
  return (
    <Form method="get" action="/listings" aria-label={t("home.searchLabel")} className="rounded-2xl bg-white p-4 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100 sm:p-6">
      <fieldset className="mb-4">
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
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <TextField label={t("home.location")} name="location" placeholder={t("home.locationPlaceholder")} maxLength={100} className="lg:col-span-1" />
        <SelectField label={t("home.maxPrice")} name="max_price" defaultValue="">
          <option value="">{t("home.anyPrice")}</option>
          {HOME_PRICE_OPTIONS.map((price) => (
            <option key={price} value={price}>
              {formatEuro(price)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("home.minRooms")} name="min_rooms" defaultValue="">
          <option value="">{t("home.anyRooms")}</option>
          {ROOM_FILTER_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}+
            </option>
          ))}
        </SelectField>
        <SelectField label={t("home.type")} name="type" defaultValue="">
          <option value="">{t("home.allTypes")}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="lg" className="w-full">
          <Search aria-hidden="true" className="h-5 w-5" />
          {t("home.search")}
        </Button>
      </div>
    </Form>
  );
}
