import { foldText, PLACES } from "./places";

// How a search understands Albanian: words are folded (case and diacritics: ë/e, ç/c), place names
// written another way become the Albanian name (Pristina, Priština, Peć → Prishtinë, Pejë), and each
// word is cut to its stem, so that the definite, oblique and plural forms (Prishtina, Prishtinës,
// banesat, banesave) find the same listings as the plain form. The stem is then matched as the start
// of a word in the listing's text (the database keeps that text folded, with the place names its
// other spellings stand for: see migration 0005).

/** Albanian endings of definite, oblique and plural forms (folded), longest first. */
const SUFFIXES = [
  "ave",
  "eve",
  "ive",
  "ise",
  "ine",
  "ite",
  "ete",
  "ash",
  "esh",
  "at",
  "et",
  "it",
  "ut",
  "in",
  "un",
  "en",
  "es",
  "ja",
  "je",
  "ia",
  "ie",
  "ve",
  "a",
  "e",
  "i",
  "u",
  "s",
  "t",
  "n",
];
const MIN_STEM = 4;
const MAX_TERMS = 8;

/** The stem of one folded word: the longest ending is cut while 4 letters stay; else a final vowel. */
export function stemWord(word: string): string {
  if (word.length <= 3) return word;
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= MIN_STEM && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return /[aeiu]$/.test(word) ? word.slice(0, -1) : word;
}

/** Other spellings (folded, possibly several words) → the folded Albanian name. */
export const PLACE_ALIASES: ReadonlyMap<string, string> = new Map(
  PLACES.flatMap((place) => {
    const name = foldText(place.name);
    return place.aliases.map((alias) => [foldText(alias), name] as const).filter(([alias]) => alias !== name);
  }),
);

/** Longest first, so "kosovska mitrovica" is replaced before "mitrovica". */
const ALIASES_LONGEST_FIRST = [...PLACE_ALIASES.entries()].sort((a, b) => b[0].length - a[0].length);

/** Folded words of a text; other place spellings replaced by the Albanian name. */
function searchWords(text: string): string[] {
  let folded = ` ${foldText(text).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  for (const [alias, name] of ALIASES_LONGEST_FIRST) {
    if (folded.includes(` ${alias} `)) folded = folded.split(` ${alias} `).join(` ${name} `);
  }
  return folded.split(" ").filter(Boolean);
}

/** The stems a query searches for (each must start a word of the listing), at most 8, no repeats. */
export function searchStems(text: string | undefined): string[] {
  if (!text) return [];
  return [...new Set(searchWords(text).map(stemWord))].slice(0, MAX_TERMS);
}

/**
 * A PostgreSQL text-search query (to_tsquery('simple', …)) in which every stem must start a word,
 * optionally only in words of the given weight (B: the location). Stems hold only letters and digits.
 */
export function toTsQuery(stems: string[], weight?: "A" | "B" | "C" | "D"): string {
  return stems.map((stem) => `'${stem}':*${weight ?? ""}`).join(" & ");
}
