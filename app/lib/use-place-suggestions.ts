import { useCallback, useId, useState } from "react";

type Suggestion = { name: string; municipality?: string };

/**
 * Suggestions for a location box: Kosovo's municipalities and main neighbourhoods, fetched once when
 * the box is first focused (not on every page load) and offered through a <datalist>, which the
 * browser filters as the reader types. Without JavaScript the box is a plain text box.
 */
export function usePlaceSuggestions() {
  const listId = useId();
  const [places, setPlaces] = useState<Suggestion[]>([]);
  const [asked, setAsked] = useState(false);
  const onFocus = useCallback(() => {
    if (asked) return;
    setAsked(true);
    fetch("/api/places")
      .then((r) => (r.ok ? (r.json() as Promise<{ places: Suggestion[] }>) : { places: [] }))
      .then((body) => setPlaces(body.places))
      .catch(() => undefined);
  }, [asked]);
  return { listId, places, onFocus };
}
