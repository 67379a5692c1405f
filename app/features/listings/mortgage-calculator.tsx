import { Calculator } from "~/ui/icons";
import { useId, useRef, useState } from "react";

import { MORTGAGE_BOUNDS, type MortgageInput, mortgagePlan } from "~/domain/mortgage";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";

type Fields = Record<keyof MortgageInput, string>;
const toFields = (input: MortgageInput): Fields => ({
  price: String(input.price),
  down: String(input.down),
  term: String(input.term),
  rate: String(input.rate),
});
const toNumber = (value: string) => (value.trim() === "" ? Number.NaN : Number(value.replace(",", ".")));

/** The fields whose value the plan cannot take (in the form's order), so they can be marked and the first one focused. */
function invalidFields(input: MortgageInput): (keyof MortgageInput)[] {
  const within = (value: number, bounds: { min: number; max: number }) =>
    Number.isFinite(value) && value >= bounds.min && value <= bounds.max;
  const wrong: (keyof MortgageInput)[] = [];
  if (!within(input.price, MORTGAGE_BOUNDS.price)) wrong.push("price");
  if (!Number.isFinite(input.down) || input.down < 0 || (Number.isFinite(input.price) && input.down >= input.price)) wrong.push("down");
  if (!within(input.term, MORTGAGE_BOUNDS.term)) wrong.push("term");
  if (!within(input.rate, MORTGAGE_BOUNDS.rate)) wrong.push("rate");
  return wrong;
}

/**
 * The mortgage calculator of a sale listing (issue 14 §7). Without JavaScript it is a GET form the
 * server answers (`initial` holds what the reader sent, or the defaults); with it, the figures follow
 * the fields as the reader types. Both compute with the same function (app/domain/mortgage.ts).
 */
export function MortgageCalculator({ initial }: { initial: MortgageInput }) {
  const { t } = useTranslation("listings");
  const f = useFormats();
  const [fields, setFields] = useState<Fields>(() => toFields(initial));
  const input = { price: toNumber(fields.price), down: toNumber(fields.down), term: toNumber(fields.term), rate: toNumber(fields.rate) };
  const plan = mortgagePlan(input);
  const wrong = plan.ok ? [] : invalidFields(input);
  const messageId = useId();
  const form = useRef<HTMLFormElement>(null);
  const field = (name: keyof MortgageInput) => ({
    name: `m_${name}`,
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setFields((current) => ({ ...current, [name]: event.target.value })),
    // The plan's own message says what is wrong (never the browser's bubble: the form is noValidate).
    "aria-invalid": wrong.includes(name) ? true : undefined,
    "aria-describedby": wrong.includes(name) ? messageId : undefined,
  });
  // With JavaScript the figures follow the fields; a submit the plan cannot take goes nowhere and
  // takes the reader to the first field to correct. Without it the server answers with the same message.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (plan.ok) return;
    event.preventDefault();
    const first = wrong[0];
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="m_${first}"]`)?.focus();
  };

  return (
    <section id="mortgage" aria-labelledby="mortgage-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="mortgage-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-slate-100">
        <Calculator aria-hidden="true" className="h-5 w-5" />
        {t("mortgage.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("mortgage.intro")}</p>
      <form ref={form} method="get" action="#mortgage" noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("mortgage.price")}
          type="number"
          inputMode="decimal"
          min={MORTGAGE_BOUNDS.price.min}
          step="any"
          {...field("price")}
        />
        <TextField label={t("mortgage.down")} type="number" inputMode="decimal" min={0} step="any" {...field("down")} />
        <TextField
          label={t("mortgage.term")}
          type="number"
          inputMode="numeric"
          min={MORTGAGE_BOUNDS.term.min}
          max={MORTGAGE_BOUNDS.term.max}
          step={1}
          {...field("term")}
        />
        <TextField
          label={t("mortgage.rate")}
          type="number"
          inputMode="decimal"
          min={MORTGAGE_BOUNDS.rate.min}
          max={MORTGAGE_BOUNDS.rate.max}
          step="any"
          {...field("rate")}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary">
            {t("mortgage.submit")}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="mt-4">
        {plan.ok ? (
          <dl className="grid gap-3 sm:grid-cols-2">
            <div className="rounded-lg bg-brand-50 p-4 sm:col-span-2 dark:bg-brand-950">
              <dt className="text-sm font-medium text-brand-900 dark:text-brand-100">{t("mortgage.monthly")}</dt>
              <dd className="text-2xl font-extrabold text-brand-800 dark:text-brand-200" data-testid="mortgage-monthly">
                {f.money(Math.round(plan.monthly * 100) / 100)}
              </dd>
            </div>
            <Figure label={t("mortgage.loan")} value={f.money(plan.loan)} />
            <Figure label={t("mortgage.interest")} value={f.money(Math.round(plan.totalInterest))} />
            <Figure label={t("mortgage.total")} value={f.money(Math.round(plan.totalPaid))} />
          </dl>
        ) : (
          <p id={messageId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {t(`mortgage.errors.${plan.error}`)}
          </p>
        )}
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t("mortgage.note")}</p>
      </div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-1 text-sm dark:border-slate-800">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}
