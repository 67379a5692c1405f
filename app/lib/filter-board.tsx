import { Search } from "~/ui/icons";
import { buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";
import { inputClass } from "~/ui/field";

// The filter bar of a page that filters its list in the browser (the agencies, the reviews): with
// JavaScript the controls apply at once; without it, the same controls send a GET form to the page.

/** The bar: a labelled section (its heading for screen readers) around the search form; `after` follows the form. */
export function FilterBar(props: {
  id: string;
  title: string;
  action: string;
  className?: string;
  children: React.ReactNode;
  after?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={props.id}
      className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={props.id} className="sr-only">
        {props.title}
      </h2>
      <form
        method="get"
        action={props.action}
        role="search"
        aria-labelledby={props.id}
        onSubmit={(e) => e.preventDefault()}
        className={props.className}
      >
        {props.children}
      </form>
      {props.after}
    </section>
  );
}

/** The search box (`q`), with its icon. */
export function FilterSearch({
  id,
  label,
  placeholder,
  ref,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  ref: React.Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute bottom-3 left-3 h-4 w-4 text-slate-500" />
      <input
        ref={ref}
        id={id}
        name="q"
        type="search"
        maxLength={100}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={cx(inputClass, "pl-9")}
      />
    </div>
  );
}

/** A select of the bar; `children` are its options, "all" first. */
export function FilterSelect({
  id,
  name,
  label,
  ref,
  value,
  onChange,
  children,
}: {
  id: string;
  name: string;
  label: string;
  ref: React.Ref<HTMLSelectElement>;
  value: string | number;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select ref={ref} id={id} name={name} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** Without JavaScript: the form's first (default) button, so Enter in the search keeps the other choices. */
export function NoScriptApply({ label, className }: { label: string; className?: string }) {
  return (
    <noscript>
      <button type="submit" className={buttonClass("secondary", "md", className)}>
        {label}
      </button>
    </noscript>
  );
}

/**
 * Buttons that choose one value (the view, the sort): the form holds the current one, and without
 * JavaScript the pressed button's value comes after it (the page reads the last one).
 */
export function ChoiceButtons<T extends string>(props: {
  name: string;
  label: string;
  choices: readonly T[];
  value: T;
  onChoose: (value: T) => void;
  className: string;
  buttonClassName: (active: boolean) => string;
  children: (choice: T) => React.ReactNode;
}) {
  return (
    <>
      <input type="hidden" name={props.name} value={props.value} />
      <div role="group" aria-label={props.label} className={props.className}>
        {props.choices.map((choice) => (
          <button
            key={choice}
            type="submit"
            name={props.name}
            value={choice}
            aria-pressed={props.value === choice}
            onClick={(e) => {
              e.preventDefault();
              props.onChoose(choice);
            }}
            className={props.buttonClassName(props.value === choice)}
          >
            {props.children(choice)}
          </button>
        ))}
      </div>
    </>
  );
}

/** Nothing matches the filters. */
export function NoMatches({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{hint}</p>
    </div>
  );
}
