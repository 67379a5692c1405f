import { foldText, PLACES, type Place } from "./places";
import { stemWord } from "./search-words";

// What the location boxes suggest as the reader types (issue 34 §1): towns first, then neighbourhoods,
// for every spelling the search understands (folded: "prishtine"; definite and oblique forms:
// "Peja", "Prishtinës"; other names: "Pristina", "Peć", "Dragodan"). A suggestion is the place's
// Albanian name, which the location search finds (search-words.ts, locationTsQuery).

export type PlaceSuggestion = { name: string; municipality?: string };

export const PLACE_SUGGESTION_LIMIT = 8;

const folded = (text: string) =>
  foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Each place with its spellings folded ("prishtine", "prishtina", "pristina", …). */
const SPELLINGS = PLACES.map((place) => ({ place, spellings: [place.name, ...place.aliases].map(folded) }));

/**
 * How well a place's spellings match what was typed: 0 the whole spelling, 1 its beginning, 2 its
 * beginning by the typed word's stem (an oblique form: "pejës" → "peje"), 3 the beginning of a later
 * word ("diell" → "Kodra e Diellit"); undefined: no match.
 */
function matchRank(spellings: string[], typed: string, stem: string): number | undefined {
  let best: number | undefined;
  for (const spelling of spellings) {
    const rank =
      spelling === typed
        ? 0
        : spelling.startsWith(typed)
          ? 1
          : stem.length >= 3 && spelling.startsWith(stem)
            ? 2
            : spelling.split(" ").some((word, i) => i > 0 && word.startsWith(typed))
              ? 3
              : undefined;
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
  }
  return best;
}

/**
 * The places to suggest for what was typed, best first: towns whose name (in any spelling) it begins,
 * then neighbourhoods whose name it begins, then the neighbourhoods of a town it names ("prisht":
 * Prishtinë, then Dardani, Ulpianë, …). Nothing typed: the larger towns.
 */
export function suggestPlaces(text: string, limit = PLACE_SUGGESTION_LIMIT): PlaceSuggestion[] {
  const typed = folded(text).slice(0, 60);
  const toSuggestion = (place: Place): PlaceSuggestion =>
    place.municipality ? { name: place.name, municipality: place.municipality } : { name: place.name };
  if (!typed)
    return PLACES.filter((place) => !place.municipality)
      .slice(0, limit)
      .map(toSuggestion);
  // The last word may be an oblique form still being typed: its stem ("fushe kosoves" → "fushe kosov").
  const words = typed.split(" ");
  const stem = [...words.slice(0, -1), stemWord(words.at(-1)!)].join(" ");
  const townRank = new Map<string, number>();
  const ranked: { place: Place; group: number; rank: number; order: number }[] = [];
  SPELLINGS.forEach(({ place, spellings }, order) => {
    const rank = matchRank(spellings, typed, stem);
    if (!place.municipality) {
      if (rank !== undefined) {
        townRank.set(place.name, rank);
        ranked.push({ place, group: 0, rank, order });
      }
      return;
    }
    if (rank !== undefined) ranked.push({ place, group: 1, rank, order });
  });
  // The neighbourhoods of the towns found (towns come first in PLACES, so their ranks are known).
  SPELLINGS.forEach(({ place }, order) => {
    const town = place.municipality ? townRank.get(place.municipality) : undefined;
    if (town !== undefined && !ranked.some((r) => r.place === place)) ranked.push({ place, group: 2, rank: town, order });
  });
  return ranked
    .sort((a, b) => a.group - b.group || a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((r) => toSuggestion(r.place));
}
