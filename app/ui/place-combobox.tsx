import { lazy, Suspense, useId, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { cx } from "./cx";
import type { SuggestionsState } from "./place-suggestions";

// The suggestions' code comes when the reader first moves into the box: the home page's script stays
// within its budget (e2e/budget.e2e.ts) for the many who never type a place.
const PlaceSuggestions = lazy(() => import("./place-suggestions"));

type Props = {
  name: string;
  label: string;
  /** The name of the list of suggestions ("Suggested places"). */
  listLabel: string;
  placeholder?: string;
  defaultValue?: string;
  /** The status read out when suggestions show ("8 places suggested"). */
  countText: (count: number) => string;
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
};

/**
 * A location box that suggests places as the reader types (issue 34 §1), the ARIA 1.2 combobox
 * pattern: a text box that controls a list box; Down and Up move through the suggestions, Enter takes
 * one, Escape closes them, a tap or click takes one (place-suggestions.tsx). The server ranks them
 * (towns first, every spelling the search understands). Before and without JavaScript it is a plain
 * text box, and what the reader typed is never replaced but by a choice.
 */
export function PlaceCombobox(props: Props) {
  const { name, label, listLabel, placeholder, defaultValue, countText, className, labelClassName, inputClassName } = props;
  const hydrated = useHydrated();
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  const [state, setState] = useState<SuggestionsState>({ open: false });
  const emptyList = <ul id={listId} role="listbox" aria-label={listLabel} hidden />;
  return (
    <div className={cx("relative", className)}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        className={inputClassName}
        {...(hydrated && {
          role: "combobox",
          "aria-autocomplete": "list" as const,
          "aria-expanded": state.open,
          "aria-controls": listId,
          "aria-activedescendant": state.active,
          onFocus: () => setWanted(true),
        })}
      />
      {hydrated &&
        (wanted ? (
          <Suspense fallback={emptyList}>
            <PlaceSuggestions boxRef={input} listId={listId} listLabel={listLabel} countText={countText} onState={setState} />
          </Suspense>
        ) : (
          emptyList
        ))}
    </div>
  );
}
