import { SlidersHorizontal, X } from "~/ui/icons";
import { useEffect, useId, useRef, useState } from "react";
import type { SearchInput } from "~/domain/schemas/listings";
import { FILTER_NAMES, INCLUDE_CLOSED } from "~/domain/search-params";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";
import { useHydrated } from "~/lib/use-hydrated";

/** How many filters are on, for the phone's "Filtrat (N)" button (the sold and rented ones too, when shown). */
function activeFilterCount(search: SearchInput): number {
  return [...FILTER_NAMES, INCLUDE_CLOSED].filter((name) => {
    const value = search[name];
    if (value === undefined || value === "") return false;
    if ((name === "min_price" || name === "min_rooms" || name === "min_bathrooms" || name === "min_area") && value === 0) return false;
    return true;
  }).length;
}

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled])";

/**
 * The filters on a phone or a tablet (issue 13 item 6; issue 34: the results begin on the first
 * screen): below 1024 px they fold behind a "Filtrat (N)" button that opens them as a sheet: a modal
 * dialog (labelled, focus kept inside, Escape closes, the page behind does not scroll) with the form's
 * "Apliko" and "Pastro" at its foot. Without JavaScript the button is a link to #filters and the sheet
 * opens by :target. On wider screens the filters simply show, beside the results.
 */
export function FilterSheet({ search, children }: { search: SearchInput; children: React.ReactNode }) {
  const { t } = useTranslation("listings");
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(search);
  const label = count ? t("search.filtersButtonCount", { count }) : t("search.filtersButton");

  // Tapped before the page ran JavaScript, the link opened the sheet by #filters: it stays open, now
  // as the dialog (the address loses the #filters that would keep it shown by CSS).
  useEffect(() => {
    if (window.location.hash !== "#filters") return;
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the address once after hydration
    setOpen(true);
  }, []);

  useEffect(() => {
    const sheet = sheetRef.current;
    if (!open || !sheet) return;
    const opener = openerRef.current;
    const focusable = () => [...sheet.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    focusable()[0]?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        setOpen(false);
      } else if (event.key === "Tab") {
        const items = focusable();
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    }
    // A tablet turned sideways past 1024 px shows the sidebar: the sheet is no longer a dialog.
    const wide = window.matchMedia("(min-width: 1024px)");
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener("keydown", onKeyDown);
    wide.addEventListener("change", onWide);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", onWide);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  const openerClass = buttonClass("secondary", "md", "w-full justify-center");
  return (
    <>
      <div className="lg:hidden">
        {hydrated ? (
          <button
            ref={openerRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            className={openerClass}
            onClick={() => setOpen(true)}
          >
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
            {label}
          </button>
        ) : (
          <a href="#filters" className={openerClass}>
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
            {label}
          </a>
        )}
      </div>
      <div
        id="filters"
        ref={sheetRef}
        role={open ? "dialog" : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? titleId : undefined}
        // Applying (a submit from inside) closes the sheet; the results below change.
        onSubmit={() => setOpen(false)}
        className={cx(
          "max-lg:inset-0 max-lg:z-50 max-lg:m-0 max-lg:flex-col max-lg:overflow-y-auto max-lg:bg-white max-lg:px-4 max-lg:pb-0 max-lg:pt-3 max-lg:dark:bg-slate-950",
          open ? "max-lg:fixed max-lg:flex" : "max-lg:hidden max-lg:target:fixed max-lg:target:flex",
        )}
      >
        <div className="mb-3 flex items-center justify-between gap-4 lg:hidden">
          <h2 id={titleId} className="text-lg font-bold text-slate-900 dark:text-slate-100">
            {label}
          </h2>
          {hydrated ? (
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label={t("search.closeFilters")}
              className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          ) : (
            <a
              href="#results-heading"
              aria-label={t("search.closeFilters")}
              className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </a>
          )}
        </div>
        {children}
      </div>
    </>
  );
}
