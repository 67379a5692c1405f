import { dataFlagCount, scriptRanges } from "./framework-output";
import { fillTemplate, type Hole, holeTexts, type PageTemplate, type Values } from "./page-template";

// A reader's marks on a signed-in page (decision 0036): the listings they keep as favourites and the
// ones they own, among those the page links to. The template is rendered as a stand-in who has none.
// Where a mark shows in the page's data (the favourite flag) it is a hole from the start
// (page-template.ts). Where it shows in the HTML (the heart pressed, its label, the form's intent),
// the template learns it from the first reader who has it: their page, rendered for them once, is
// compared with the template filled in for them; each difference lies after a link to one of their
// marked listings and becomes a hole with both texts. The template is kept only if, so cut, it gives
// that reader's page byte for byte. A mark that cannot be learned (an owner's own listing page, with
// the owner's tools) stays the reader's own: they get the page rendered for them.

/** A difference between two texts: `a.slice(aStart, aEnd)` reads `b.slice(bStart, bEnd)` in the other. */
type Region = { aStart: number; aEnd: number; bStart: number; bEnd: number };

/** Equal characters that end a difference. */
const SYNC = 32;
/** How far a difference may reach in either text, and how many a page may have: marks are small. */
const REACH = 400;
const MAX_REGIONS = 400;

/** Where `a` and `b` differ, as short regions between long equal runs; null when they differ more than marks do. */
function differences(a: string, b: string): Region[] | null {
  const regions: Region[] = [];
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < a.length && j < b.length && a.charCodeAt(i) === b.charCodeAt(j)) {
      i++;
      j++;
    }
    if (i === a.length && j === b.length) return regions;
    const sync = resync(a, b, i, j);
    if (!sync || regions.length >= MAX_REGIONS) return null;
    regions.push({ aStart: i, aEnd: sync[0], bStart: j, bEnd: sync[1] });
    [i, j] = sync;
  }
}

/** The nearest places after `i` and `j` where both texts go on alike (SYNC characters, or both end). */
function resync(a: string, b: string, i: number, j: number): [number, number] | null {
  for (let reach = 1; reach <= 2 * REACH; reach++) {
    for (let k = Math.max(0, reach - REACH); k <= Math.min(reach, REACH); k++) {
      const ai = i + k;
      const bj = j + reach - k;
      if (ai > a.length || bj > b.length) continue;
      if (ai === a.length && bj === b.length) return [ai, bj];
      if (a.length - ai < SYNC || b.length - bj < SYNC || a.charCodeAt(ai) !== b.charCodeAt(bj)) continue;
      if (a.startsWith(b.slice(bj, bj + SYNC), ai)) return [ai, bj];
    }
  }
  return null;
}

/**
 * The template with the marks of a reader learned from `page`, their own page, or null when it cannot
 * be: a difference inside a script or a hole, one not after a link to a listing they have exactly one
 * unlearned mark on, or a template that then does not give their page. `known`: marks the template
 * already holds (as holes, or known to show nothing).
 */
export function learnMarks(
  template: PageTemplate,
  values: Values,
  marks: ReadonlySet<string>,
  known: ReadonlySet<string>,
  page: string,
): PageTemplate | null {
  const filled = fillTemplate(template, values, marks);
  if (filled === page) return template;
  const regions = differences(filled, page);
  if (!regions) return null;
  // Where each literal of the template is in the filled page.
  const texts = holeTexts(template, values, marks);
  const starts: number[] = [];
  let at = 0;
  template.literals.forEach((literal, index) => {
    starts.push(at);
    at += literal.length + (texts[index]?.length ?? 0);
  });
  const scripts = scriptRanges(filled);
  const oneFlag = (dataFlagCount(filled, "is_favorite") ?? 2) <= 1;
  const links = [...filled.matchAll(/\/property\/([0-9a-f-]{36})/g)].map((match) => ({ at: match.index, id: match[1]! }));
  const unlearned = [...marks].filter((mark) => !known.has(mark));
  const own = Object.entries(values).flatMap(([field, value]) => (field !== "nonce" && value && value.length >= 3 ? [value] : []));
  /** Per literal: its cuts, in order. */
  const cuts = new Map<number, { start: number; end: number; hole: Hole }[]>();
  for (const region of regions) {
    const literal = starts.findLastIndex((start) => start <= region.aStart);
    const start = region.aStart - starts[literal]!;
    const end = region.aEnd - starts[literal]!;
    if (end > template.literals[literal]!.length) return null;
    const script = scripts.find((range) => region.aEnd > range.start && region.aStart < range.end);
    // In the data: only the one mark being learned, on a page whose data holds one listing's flag (a
    // listing's own page), can have changed it; anywhere else the change cannot be told apart.
    if (script && !(script.data && oneFlag && unlearned.length === 1)) return null;
    const link = links.findLast((candidate) => candidate.at < region.aStart);
    const candidates = script ? unlearned : link ? unlearned.filter((mark) => mark.endsWith(`:${link.id}`)) : [];
    if (candidates.length !== 1) return null;
    const hole = { mark: candidates[0]!, off: filled.slice(region.aStart, region.aEnd), on: page.slice(region.bStart, region.bEnd) };
    // A mark shows the same for everyone who has it: one that shows this reader's own values is not one.
    if (own.some((value) => hole.on.includes(value))) return null;
    cuts.set(literal, [...(cuts.get(literal) ?? []), { start, end, hole }]);
  }
  const literals: string[] = [];
  const holes: Hole[] = [];
  template.literals.forEach((literal, index) => {
    let last = 0;
    for (const cut of cuts.get(index) ?? []) {
      literals.push(literal.slice(last, cut.start));
      holes.push(cut.hole);
      last = cut.end;
    }
    literals.push(literal.slice(last));
    if (index < template.holes.length) holes.push(template.holes[index]!);
  });
  const learned = { literals, holes, listingIds: template.listingIds };
  return fillTemplate(learned, values, marks) === page ? learned : null;
}
