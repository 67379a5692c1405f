import { cx } from "~/ui/cx";

/** What an admin list shows when nothing matches. */
export function EmptyList({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
      {children}
    </p>
  );
}

/** A filter tab of an admin list (a link; the current one is filled). */
export function filterTabClass(active: boolean): string {
  return cx(
    "rounded-full px-3 py-1.5 text-sm font-medium",
    active
      ? "bg-brand-700 text-white"
      : "bg-white text-slate-800 hover:bg-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  );
}
