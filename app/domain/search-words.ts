import { foldText, PLACES, type Place } from "./places";

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

/** Other spellings as words, longest first, so "kosovska mitrovica" is replaced before "mitrovica". */
const ALIAS_WORDS = [...PLACE_ALIASES.entries()]
  .map(([alias, name]) => ({ alias: alias.split(" "), name: name.split(" ") }))
  .sort((a, b) => b.alias.length - a.alias.length);

/**
 * Folded words of a text; other place spellings replaced by the Albanian name (once: "Çarshia e Madhe"
 * stays itself, though "Çarshia" alone stands for it).
 */
function searchWords(text: string): string[] {
  const words = foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const startsWith = (run: string[]) => run.every((word, k) => words[i + k] === word);
    const other = ALIAS_WORDS.find(({ alias, name }) => startsWith(alias) && !startsWith(name));
    out.push(...(other ? other.name : [words[i]!]));
    i += other ? other.alias.length : 1;
  }
  return out;
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
export function toTsQuery(stems: string[], weight?: "A" | "B" | "C" | "D" | "AB"): string {
  return stems.map((stem) => `'${stem}':*${weight ?? ""}`).join(" & ");
}

/** A word of a text-search query: a stem matched as the start of a word, a short word (e, i, 1) whole. */
function queryWord(stem: string, weight = ""): string {
  return stem.length <= 2 ? `'${stem}'${weight ? `:${weight}` : ""}` : `'${stem}':*${weight}`;
}

/** The words in a row (a phrase: "Kodra e Diellit"), or one word. */
function phrase(stems: readonly string[], weight = ""): string {
  const words = stems.map((stem) => queryWord(stem, weight));
  return words.length > 1 ? `( ${words.join(" <-> ")} )` : words.join("");
}

type Neighbourhood = { place: Place; stems: string[] };

/** Each neighbourhood with the stems of its Albanian name (other spellings become the name first), longest first. */
const NEIGHBOURHOODS: Neighbourhood[] = PLACES.filter((place) => place.municipality)
  .map((place) => ({ place, stems: searchWords(place.name).map(stemWord) }))
  .sort((a, b) => b.stems.length - a.stems.length);

/** How a listing's text names a neighbourhood: its own prefixes, or the stems of its name in a row. */
function neighbourhoodWords({ place, stems }: Neighbourhood, weight = ""): string {
  if (!place.textPrefixes) return phrase(stems, weight);
  return `( ${place.textPrefixes.map((prefix) => `'${prefix}':*${weight}`).join(" | ")} )`;
}

/**
 * The text-search query of the location box (decisions/0011): where a listing says it is.
 * - A municipality or any other word matches the listing's location or title (weights A and B): the
 *   demo's "Shtëpi me oborr në Graçanicë" is located "Prishtinë" but is found as Graçanicë too.
 * - A neighbourhood ("Dardani", "Sunny Hill", "Ulpianës") is written in the title or the description
 *   while the location names the town, so it matches anywhere in the listing's words, in a listing
 *   located in its municipality (or whose location names the neighbourhood itself); a municipality
 *   typed beside it ("Qendra, Prizren") takes the place of its own.
 */
export function locationTsQuery(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const stems = searchWords(text).map(stemWord);
  const found: Neighbourhood[] = [];
  const rest: string[] = [];
  for (let i = 0; i < stems.length;) {
    const match = NEIGHBOURHOODS.find((n) => n.stems.every((stem, k) => stems[i + k] === stem));
    if (match) {
      if (!found.includes(match)) found.push(match);
      i += match.stems.length;
    } else {
      rest.push(stems[i]!);
      i += 1;
    }
  }
  const others = [...new Set(rest)].slice(0, MAX_TERMS);
  const clauses = found.map((n) => neighbourhoodWords(n));
  if (others.length) clauses.push(toTsQuery(others, "AB"));
  else {
    for (const n of found) {
      const municipality = searchWords(n.place.municipality!).map(stemWord);
      clauses.push(`( ${toTsQuery(municipality, "B")} | ${neighbourhoodWords(n, "B")} )`);
    }
  }
  return clauses.length ? clauses.join(" & ") : undefined;
}
