import { MoreVertical } from "~/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useDetailsMenu } from "~/lib/use-details-menu";
import { cx } from "~/ui/cx";

export type RowMenuItem = { label: string; to: string; danger?: boolean; external?: boolean };

type Place = { top?: number; bottom?: number; right: number };

/**
 * A row's actions in a <details> menu (works without JavaScript; closes on outside click and Escape).
 * Wide tables scroll sideways on a narrow desktop window, which would clip a menu hanging below the last rows: with
 * JavaScript the open menu is placed on the viewport instead (below its button, or above it when
 * there is no room below), following the button when the page or the table scrolls.
 */
function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const ref = useDetailsMenu<HTMLDetailsElement>();
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place | null>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    function place() {
      if (!details?.open) return;
      const button = details.querySelector("summary")!.getBoundingClientRect();
      const height = menu.current?.offsetHeight ?? 0;
      const right = Math.max(8, window.innerWidth - button.right);
      const below = button.bottom + 4 + height <= window.innerHeight || button.top < height + 8;
      setPlace(below ? { top: button.bottom, right } : { bottom: window.innerHeight - button.top + 4, right });
    }
    function onToggle() {
      if (details?.open) {
        place();
        window.addEventListener("scroll", place, true);
        window.addEventListener("resize", place);
      } else {
        setPlace(null);
        window.removeEventListener("scroll", place, true);
        window.removeEventListener("resize", place);
      }
    }
    details.addEventListener("toggle", onToggle);
    return () => {
      details.removeEventListener("toggle", onToggle);
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [ref]);

  return (
    <details ref={ref} className="relative">
      <summary
        aria-label={label}
        title={label}
        className="flex h-9 w-9 cursor-pointer list-none items-center justify-center rounded-lg hover:bg-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        <MoreVertical aria-hidden="true" className="h-4 w-4" />
      </summary>
      <div
        ref={menu}
        style={place ? { position: "fixed", top: place.top, bottom: place.bottom, right: place.right } : undefined}
        className="absolute right-0 z-40 mt-1 w-56 rounded-xl border border-slate-200 bg-white p-1.5 text-left shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
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

/**
 * A row's actions where its table may be a list of cards (list-parts' cardTable): in a card they are
 * visible links, grouped under the row's name; in a table, the row menu. Only one of the two is
 * displayed at a time, so each action is in the accessibility tree once.
 */
export function RowActions({ label, items }: { label: string; items: RowMenuItem[] }) {
  return (
    <>
      <div role="group" aria-label={label} className="flex flex-wrap gap-2 @4xl:hidden">
        {items.map((item) => (
          <Link
            key={item.label}
            to={item.to}
            preventScrollReset={!item.external}
            className={cx(
              "inline-flex h-9 items-center rounded-lg border bg-white px-3 text-sm font-semibold dark:bg-slate-900",
              item.danger
                ? "border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
                : "border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800",
            )}
          >
            {item.label}
          </Link>
        ))}
      </div>
      <div className="hidden @4xl:block">
        <RowMenu label={label} items={items} />
      </div>
    </>
  );
}
