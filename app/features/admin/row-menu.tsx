import { MoreVertical } from "lucide-react";
import { Link } from "react-router";
import { useDetailsMenu } from "~/features/shell/use-details-menu";
import { cx } from "~/ui/cx";

export type RowMenuItem = { label: string; to: string; danger?: boolean; external?: boolean };

/** A row's actions in a <details> menu (works without JavaScript; closes on outside click and Escape). */
export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const ref = useDetailsMenu<HTMLDetailsElement>();
  return (
    <details ref={ref} className="relative">
      <summary
        aria-label={label}
        title={label}
        className="flex h-9 w-9 cursor-pointer list-none items-center justify-center rounded-lg hover:bg-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        <MoreVertical aria-hidden="true" className="h-4 w-4" />
      </summary>
      <div className="absolute right-0 z-20 mt-1 w-56 rounded-xl border border-slate-200 bg-white p-1.5 text-left shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {items.map((item) => (
          <Link
            key={item.label}
            to={item.to}
            preventScrollReset={!item.external}
            className={cx(
              "block rounded-md px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800",
              item.danger ? "text-red-700 dark:text-red-300" : "text-slate-800 dark:text-slate-100",
            )}
          >
            {item.label}
          </Link>
        ))}
      </div>
    </details>
  );
}
