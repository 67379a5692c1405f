import { HEATING_TYPES, YES_NO_FACTS, type YesNoFact } from "~/domain/enums";
import type { PropertyFormValues } from "~/domain/property-form";
import { maxYearBuilt, PROPERTY_LIMITS } from "~/domain/schemas/property-form";
import { useTranslation } from "~/i18n/react";
import { SelectField, TextField } from "~/ui/field";

// Hidden by CSS from the type chosen in the form (works without JavaScript); the server clears what
// does not belong to the type anyway (domain/enums FACTS_BY_TYPE).
const HIDE_FOR_LAND = "group-has-[select[name=type]_option[value=land]:checked]/pf:hidden";
const HIDE_FOR_HOUSE = "group-has-[select[name=type]_option[value=house]:checked]/pf:hidden";

const YES_NO_LABELS: Record<YesNoFact, "form.furnished" | "form.newBuild" | "form.parking" | "form.elevator"> = {
  furnished: "form.furnished",
  new_build: "form.newBuild",
  parking: "form.parking",
  elevator: "form.elevator",
};

/**
 * The property form's richer facts (issue 13): floor and floors of the building, year built, heating,
 * and yes/no facts. Each may stay "not specified"; yes/no are selects so an edit can also clear one.
 * Not shown for land; floor and lift not for a house.
 */
export function FactsFieldset({ values, errors }: { values: PropertyFormValues; errors: Record<string, string | undefined> }) {
  const { t } = useTranslation("properties");
  return (
    <fieldset
      data-testid="facts-fields"
      className={`space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900 ${HIDE_FOR_LAND}`}
    >
      <legend className="float-left mb-2 w-full text-lg font-semibold">{t("form.facts")}</legend>
      <div className="clear-left grid gap-4 sm:grid-cols-3">
        <TextField
          className={HIDE_FOR_HOUSE}
          label={t("form.floor")}
          name="floor"
          type="number"
          inputMode="numeric"
          min={PROPERTY_LIMITS.floorMin}
          max={PROPERTY_LIMITS.floorMax}
          step={1}
          defaultValue={values.floor}
          hint={t("form.floorHint")}
          error={errors.floor}
        />
        <TextField
          label={t("form.floorsTotal")}
          name="floors_total"
          type="number"
          inputMode="numeric"
          min={1}
          max={PROPERTY_LIMITS.floorsTotalMax}
          step={1}
          defaultValue={values.floors_total}
          hint={t("form.floorsTotalHint")}
          error={errors.floors_total}
        />
        <TextField
          label={t("form.yearBuilt")}
          name="year_built"
          type="number"
          inputMode="numeric"
          min={PROPERTY_LIMITS.yearBuiltMin}
          max={maxYearBuilt()}
          step={1}
          defaultValue={values.year_built}
          error={errors.year_built}
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <SelectField label={t("form.heating")} name="heating" defaultValue={values.heating} error={errors.heating}>
          <option value="">{t("form.notSaid")}</option>
          {HEATING_TYPES.map((heating) => (
            <option key={heating} value={heating}>
              {t(`heating.${heating}`)}
            </option>
          ))}
        </SelectField>
        {YES_NO_FACTS.map((fact) => (
          <SelectField
            key={fact}
            className={fact === "elevator" ? HIDE_FOR_HOUSE : undefined}
            label={t(YES_NO_LABELS[fact])}
            name={fact}
            defaultValue={values[fact]}
            error={errors[fact]}
          >
            <option value="">{t("form.notSaid")}</option>
            <option value="1">{t("form.yes")}</option>
            <option value="0">{t("form.no")}</option>
          </SelectField>
        ))}
      </div>
    </fieldset>
  );
}
