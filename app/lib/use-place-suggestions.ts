import { useCallback, useId, useState } from "react";

export type Suggestion = { name: string; municipality?: string };

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

/** Answers already had, per typed text (the places change only with a release). */
const asked = new Map<string, Promise<Suggestion[]>>();
const ASKED_KEPT = 60;

/**
 * The places to suggest for what was typed, as the server ranks them (towns first, every spelling the
 * search understands: domain/place-suggestions.ts). Each text is asked once per page.
 */
export function fetchPlaceSuggestions(typed: string): Promise<Suggestion[]> {
  const key = typed.trim().toLowerCase().slice(0, 100);
  let answer = asked.get(key);
  if (!answer) {
    answer = fetch(`/api/places?q=${encodeURIComponent(key)}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ places: Suggestion[] }>) : { places: [] }))
      .then((body) => body.places)
      .catch(() => {
        asked.delete(key);
        return [];
      });
    if (asked.size >= ASKED_KEPT) asked.delete(asked.keys().next().value!);
    asked.set(key, answer);
  }
  return answer;
}
