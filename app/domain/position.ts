import { foldText, PLACES, type Place } from "./places";
import { stemWord } from "./search-words";

// Where a listing is (issue 13 item 2): the owner's pin inside Kosovo, or the centre of the place its
// location names. With location_approximate the public sees the position rounded to about 1 km.

export type LatLng = { lat: number; lng: number };

/** Kosovo's bounding box, with a little margin: a pin outside it is a mistake. */
export const KOSOVO_BOUNDS = { south: 41.85, west: 20.01, north: 43.27, east: 21.8 } as const;

export function insideKosovo(lat: number, lng: number): boolean {
  return lat >= KOSOVO_BOUNDS.south && lat <= KOSOVO_BOUNDS.north && lng >= KOSOVO_BOUNDS.west && lng <= KOSOVO_BOUNDS.east;
}

/** Decimal places the public sees of an approximate position: 0.01° is about 1.1 km north–south, 0.8 km east–west. */
export const APPROXIMATE_DECIMALS = 2;
/** The circle the map draws around an approximate position, in metres (covers the rounding). */
export const APPROXIMATE_RADIUS_M = 900;

/** Positions are kept with six decimals (about 10 cm). */
export function roundPosition(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

const words = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Each spelling of a place as its folded words, longest spellings first ("mitrovice e veriut" before "mitrovice"). */
const SPELLINGS: { place: Place; words: string[] }[] = PLACES.flatMap((place) =>
  [place.name, ...place.aliases].map((spelling) => ({ place, words: words(spelling) })),
).sort((a, b) => b.words.length - a.words.length);

/** A location word is a form of a place word when it starts with the place word's stem and is not much longer. */
function sameWord(word: string, placeWord: string): boolean {
  if (word === placeWord) return true;
  const stem = stemWord(placeWord);
  return stem.length >= 3 && word.startsWith(stem) && word.length <= placeWord.length + 3;
}

function mentions(text: string[], spelling: string[]): boolean {
  for (let start = 0; start + spelling.length <= text.length; start++) {
    if (spelling.every((word, i) => sameWord(text[start + i]!, word))) return true;
  }
  return false;
}

/**
 * The place a location text names: a neighbourhood (of the municipality named too, if one is), else
 * the municipality; null when it names none. Spellings are compared folded (ë/e, ç/c) and by stem, so
 * "Prishtina", "Prishtinës" and "Pristina" are all Prishtinë.
 */
export function placeOf(location: string): Place | null {
  const text = words(location);
  if (!text.length) return null;
  const found = SPELLINGS.filter((spelling) => mentions(text, spelling.words)).map((spelling) => spelling.place);
  const municipality = found.find((place) => !place.municipality) ?? null;
  const neighbourhood = found.find((place) => place.municipality && (!municipality || place.municipality === municipality.name));
  return neighbourhood ?? municipality;
}

/** The centre of the place a location names, or null. */
export function placeCentre(location: string): LatLng | null {
  const place = placeOf(location);
  return place ? { lat: place.lat, lng: place.lng } : null;
}

/** The most markers the map endpoint answers for one search. */
export const MAP_MARKER_LIMIT = 2000;
