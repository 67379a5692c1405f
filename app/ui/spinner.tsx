import { cx } from "./cx";

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cx("inline-flex items-center gap-2", className)}>
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 dark:border-slate-700 dark:border-t-brand-300"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
