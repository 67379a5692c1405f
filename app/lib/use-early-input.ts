import { type RefObject, useLayoutEffect } from "react";

/**
 * A controlled field that the person changed before the page's code ran (typed into the server's
 * HTML on a slow phone): React would put the state's value back at its next render, erasing what they
 * typed. Once hydrated, the field's own value is taken into the state instead (issue 34 §13).
 *
 * `current` is the state's value as the field shows it, `take` sets the state from the field's value.
 */
export function useEarlyInput(
  field: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  current: string,
  take: (value: string) => void,
) {
  useLayoutEffect(() => {
    const value = field.current?.value;
    if (value !== undefined && value !== current) take(value);
    // Once, as the page hydrates: later changes go through the field's own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
