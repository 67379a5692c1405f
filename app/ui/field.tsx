import { Eye, EyeOff } from "~/ui/icons";
import { useId, useState } from "react";
import { cx } from "./cx";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 " +
  "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 " +
  "aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 " +
  "dark:disabled:bg-slate-800 sm:text-sm";

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
};

/** Label, control, hint and error, wired for assistive technology (aria-describedby, aria-invalid). */
function FieldShell({ id, label, error, hint, className, children }: FieldProps & { id: string; children: React.ReactNode }) {
  return (
    <div className={cx("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export function TextField({ label, error, hint, className, id: givenId, ...input }: FieldProps & React.ComponentProps<"input">) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldShell>
  );
}

export function PasswordField({
  label,
  error,
  hint,
  className,
  showLabel,
  hideLabel,
  id: givenId,
  ...input
}: FieldProps & { showLabel: string; hideLabel: string } & Omit<React.ComponentProps<"input">, "type">) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          className={cx(inputClass, "pr-11")}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100"
        >
          {visible ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
        </button>
      </div>
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  id: givenId,
  children,
  ...select
}: FieldProps & React.ComponentProps<"select">) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}

export function TextAreaField({ label, error, hint, className, id: givenId, ...textarea }: FieldProps & React.ComponentProps<"textarea">) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
      />
    </FieldShell>
  );
}

export function Checkbox({ label, className, ...input }: { label: React.ReactNode; className?: string } & React.ComponentProps<"input">) {
  return (
    <label className={cx("inline-flex cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-200", className)}>
      <input
        type="checkbox"
        className="h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600 dark:border-slate-500 dark:bg-slate-900"
        {...input}
      />
      {label}
    </label>
  );
}
