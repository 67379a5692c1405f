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

/**
 * The classes of an admin table that becomes a list of cards below `md` (issue 17 §4): one markup,
 * restyled, so a phone shows every fact, badge and action of a row without sideways scrolling, and
 * the desktop keeps its table. The header row is hidden on a phone; each cell then names its column
 * with a CellLabel (real text, read by screen readers too). Wide cells (the row's title, its actions)
 * span the card; the others sit two to a line.
 */
export const cardTable = {
  frame:
    "md:relative md:overflow-x-auto md:rounded-2xl md:border md:border-slate-200 md:bg-white md:dark:border-slate-800 md:dark:bg-slate-900",
  table: "block w-full text-left text-sm md:table",
  head: "hidden border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600 md:table-header-group dark:border-slate-800 dark:bg-slate-950 dark:text-slate-300",
  body: "block space-y-3 md:table-row-group md:divide-y md:divide-slate-200 md:dark:divide-slate-800",
  row: "grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-slate-200 p-4 md:table-row md:rounded-none md:border-0 md:p-0 dark:border-slate-800",
  /** A row's background when nothing highlights it: the card's white, the table's own on a desktop. */
  plain: "bg-white md:bg-transparent dark:bg-slate-900 md:dark:bg-transparent",
  /** Without horizontal padding: each table gives its own (md:px-3, md:px-4). */
  cell: "min-w-0 md:table-cell md:py-3 md:align-middle",
  wide: "col-span-2",
  /** The actions' cell: a line of buttons under a rule on a phone, the row menu at the end on a desktop. */
  actions:
    "col-span-2 border-t border-slate-200 pt-3 md:table-cell md:border-0 md:py-3 md:text-right md:align-middle dark:border-slate-800",
};

/** A cell's column name, shown only where the table is a card (the header row is hidden there). */
export function CellLabel({ children }: { children: React.ReactNode }) {
  return (
    <span className="mb-0.5 block text-xs font-semibold uppercase tracking-wide text-slate-600 md:hidden dark:text-slate-400">
      {children}
    </span>
  );
}
