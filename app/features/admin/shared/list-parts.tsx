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
 * The classes of an admin table that becomes a list of cards where it would not fit (issue 17 §4): one
 * markup, restyled, so a phone or a narrow window shows every fact, badge and action of a row without
 * sideways scrolling, and a wide one keeps the table. The switch is a container query on the list's own
 * width (CardTableFrame; 56rem, wider than any admin table's minimum), not the screen's: the admin
 * sidebar takes its share from 1024 px up. In a card the header row is hidden and each cell names its
 * column with a CellLabel (real text, read by screen readers too); wide cells (the row's title, its
 * actions) span the card, the others share its lines.
 */
export const cardTable = {
  table: "block w-full text-left text-sm @4xl:table",
  head: "hidden border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600 @4xl:table-header-group dark:border-slate-800 dark:bg-slate-950 dark:text-slate-300",
  body: "block space-y-3 @4xl:table-row-group @4xl:divide-y @4xl:divide-slate-200 @4xl:dark:divide-slate-800",
  row: "grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-slate-200 p-4 @xl:grid-cols-3 @2xl:grid-cols-4 @4xl:table-row @4xl:rounded-none @4xl:border-0 @4xl:p-0 dark:border-slate-800",
  /** A row's background when nothing highlights it: the card's white, the table's own in a table. */
  plain: "bg-white @4xl:bg-transparent dark:bg-slate-900 @4xl:dark:bg-transparent",
  /** Without horizontal padding: each table gives its own (@4xl:px-3, @4xl:px-4). */
  cell: "min-w-0 @4xl:table-cell @4xl:py-3 @4xl:align-middle",
  wide: "col-span-full",
  /** The actions' cell: a line of buttons under a rule in a card, the row menu at the end in a table. */
  actions:
    "col-span-full border-t border-slate-200 pt-3 @4xl:table-cell @4xl:border-0 @4xl:py-3 @4xl:text-right @4xl:align-middle dark:border-slate-800",
};

/** The box of a cardTable: the container its layout follows, framed as a table only when it is one. */
export function CardTableFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="@container">
      <div className="@4xl:relative @4xl:overflow-x-auto @4xl:rounded-2xl @4xl:border @4xl:border-slate-200 @4xl:bg-white @4xl:dark:border-slate-800 @4xl:dark:bg-slate-900">
        {children}
      </div>
    </div>
  );
}

/** A cell's column name, shown only where the table is a list of cards (the header row is hidden there). */
export function CellLabel({ children }: { children: React.ReactNode }) {
  return (
    <span className="mb-0.5 block text-xs font-semibold uppercase tracking-wide text-slate-600 @4xl:hidden dark:text-slate-400">
      {children}
    </span>
  );
}
