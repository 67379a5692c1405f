import { useEffect, useRef, useState } from "react";
import { fetchPlaceSuggestions, type Suggestion } from "~/lib/use-place-suggestions";
import { cx } from "./cx";

/** What the text box shows of the list (aria-expanded, aria-activedescendant). */
export type SuggestionsState = { open: boolean; active?: string };

type Props = {
  boxRef: React.RefObject<HTMLInputElement | null>;
  listId: string;
  listLabel: string;
  countText: (count: number) => string;
  onState: (state: SuggestionsState) => void;
};

const DEBOUNCE_MS = 150;

/**
 * The suggestions of a place box (place-combobox.tsx), loaded when the reader first moves into it:
 * asks the server after a short pause (once per text), shows the list box, and answers the keyboard
 * on the box (Down/Up move, Enter takes the suggestion, Escape closes; Enter again sends the form).
 */
export default function PlaceSuggestions({ boxRef, listId, listLabel, countText, onState }: Props) {
  const [view, setView] = useState<{ places: Suggestion[]; open: boolean; active: number }>({ places: [], open: false, active: -1 });
  // The box's handlers read the list as it is now.
  const current = useRef(view);
  const latest = useRef("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => {
    current.current = view;
    const activeId = view.open && view.active >= 0 ? `${listId}-${view.active}` : undefined;
    onState({ open: view.open, active: activeId });
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [view, listId, onState]);

  const choose = (place: Suggestion) => {
    const box = boxRef.current;
    if (box) box.value = place.name;
    latest.current = place.name;
    clearTimeout(timer.current);
    setView((v) => ({ ...v, open: false, active: -1 }));
  };

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const ask = (typed: string, delay: number) => {
      clearTimeout(timer.current);
      latest.current = typed;
      timer.current = setTimeout(() => {
        void fetchPlaceSuggestions(typed).then((places) => {
          // An answer to an older text, or one arriving after the reader left the box, is dropped.
          if (latest.current !== typed || document.activeElement !== box) return;
          setView({ places, open: places.length > 0, active: -1 });
        });
      }, delay);
    };
    const onInput = () => ask(box.value, DEBOUNCE_MS);
    const onKeyDown = (event: KeyboardEvent) => {
      const { places, open, active } = current.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        if (!open) return ask(box.value, 0);
        const n = places.length;
        const next = event.key === "ArrowDown" ? (active + 1) % n : active <= 0 ? n - 1 : active - 1;
        setView((v) => ({ ...v, active: next }));
      } else if (event.key === "Enter" && open && places[active]) {
        // Takes the suggestion; the next Enter sends the form.
        event.preventDefault();
        choose(places[active]);
      } else if (event.key === "Escape" && open) {
        event.preventDefault();
        setView((v) => ({ ...v, open: false, active: -1 }));
      }
    };
    const onBlur = () => {
      clearTimeout(timer.current);
      latest.current = "";
      setView((v) => ({ ...v, open: false, active: -1 }));
    };
    box.addEventListener("input", onInput);
    box.addEventListener("keydown", onKeyDown);
    box.addEventListener("blur", onBlur);
    // Typed while this code was on its way.
    if (document.activeElement === box && box.value) ask(box.value, 0);
    return () => {
      clearTimeout(timer.current);
      box.removeEventListener("input", onInput);
      box.removeEventListener("keydown", onKeyDown);
      box.removeEventListener("blur", onBlur);
    };
    // Once: the handlers read the current state through `current`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [boxRef]);

  const { places, open, active } = view;
  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-left text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {places.map((place, i) => (
          // The keyboard chooses on the box itself (aria-activedescendant), as the combobox pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${place.name}-${place.municipality ?? ""}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keeps the focus in the box, so the choice does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            className={cx(
              "flex min-h-11 cursor-pointer items-baseline gap-2 px-3 py-2.5 text-base sm:text-sm",
              i === active
                ? "bg-brand-50 text-brand-900 dark:bg-brand-900/60 dark:text-white"
                : "hover:bg-slate-50 dark:hover:bg-slate-800",
            )}
          >
            <span className="font-medium">{place.name}</span>
            {place.municipality && <span className="text-sm text-slate-600 dark:text-slate-300">{place.municipality}</span>}
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {open ? countText(places.length) : ""}
      </p>
    </>
  );
}
