import { randomBytes, randomUUID } from "node:crypto";
import type { SessionUser } from "~/domain/session-user";
import { type ClientUser, toClientUser } from "~/domain/client-user";
import { dataFlags, inData, inHtml, scriptRanges } from "./framework-output";

// A signed-in page rendered once for many readers (decision 0027). It is rendered as a stand-in reader
// whose own values (name, e-mail, id...) are placeholders: unique strings that come out of React and
// React Router as they went in. Each reader then gets the page with their values put in place of the
// placeholders, escaped as the renderer would have escaped them. Everything else about a reader that
// could change the page (account type, administrator, premium, what is unset) is the template's
// "shape", part of its key, and the stand-in has the reader's own.

/** The reader's values a page may show as they are; the rest of SessionUser is the shape. */
const PERSONAL = [
  "id",
  "name",
  "email",
  "phone",
  "personal_id",
  "created_at",
  "premium_until",
] as const satisfies readonly (keyof SessionUser)[];
/** Values the header derives from them (the root sends them ready, so they can be placeholders too). */
const DERIVED = ["first_name", "initial"] as const satisfies readonly (keyof ClientUser)[];

type Field = (typeof PERSONAL)[number] | (typeof DERIVED)[number] | "nonce";
/** The reader's own values (the nonce is the response's, different every time). */
const VALUE_FIELDS: readonly Field[] = [...PERSONAL, ...DERIVED];

/** A reader's values (null where unset) and the response's CSP nonce. */
export type Values = Record<Field, string | null>;

export function valuesOf(user: SessionUser, nonce: string): Values {
  const client = toClientUser(user);
  const values = { nonce } as Values;
  for (const field of PERSONAL) values[field] = user[field];
  for (const field of DERIVED) values[field] = client[field];
  return values;
}

/**
 * Which fields hold the same value as an earlier one (React Router sends a repeated string once, so a
 * reader whose first name is their whole name gets data shaped differently): the index of the first
 * equal field; -1 for unset, -2 for empty (React writes no text for an empty string).
 */
function equalities(values: Values): number[] {
  return VALUE_FIELDS.map((field) => {
    const value = values[field];
    if (value === null) return -1;
    if (value === "") return -2;
    return VALUE_FIELDS.findIndex((other) => values[other] === value);
  });
}

/** What about the reader besides their values can change a page: part of the template's key. */
export function shapeOf(user: SessionUser): string {
  const rest = Object.entries(user)
    .filter(([field]) => !(PERSONAL as readonly string[]).includes(field))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([rest, equalities(valuesOf(user, ""))]);
}

/**
 * A character no text of ours contains: it marks where a placeholder begins and ends. A noncharacter,
 * which Unicode keeps for a program's own use and which every input is refused for holding
 * (domain/text.ts), so a reader's text cannot carry it into a page and stop the page being a template
 * (U+E000, private use, was a character a listing's title could hold).
 */
const MARK = "\uFDD0";

export type StandIn = {
  /** The reader the page is rendered as: the reader's shape, placeholders for their values. */
  user: SessionUser;
  client: ClientUser;
  nonce: string;
  /** Each placeholder and the field it stands for. */
  placeholders: Map<string, Field>;
  /** In every placeholder: a trace of one that was changed on the way (cut, encoded, reformatted). */
  token: string;
};

/** Placeholders for `user`'s values, sharing one where the values are equal (see `equalities`). */
export function standInFor(user: SessionUser): StandIn {
  const token = randomBytes(6).toString("hex");
  const same = equalities(valuesOf(user, ""));
  const placeholder = new Map<Field, string | null>();
  VALUE_FIELDS.forEach((field, index) => {
    const first = same[index]!;
    if (first === -1) placeholder.set(field, null);
    else if (first === -2) placeholder.set(field, "");
    else if (first !== index) placeholder.set(field, placeholder.get(VALUE_FIELDS[first]!)!);
    // The id goes into queries as a UUID: a random one no listing, favourite or notification has.
    else placeholder.set(field, field === "id" ? randomUUID() : `${MARK}${field}.${token}${MARK}`);
  });
  const nonce = `${MARK}nonce.${token}${MARK}`;
  const standIn = { ...user } as SessionUser;
  for (const field of PERSONAL) (standIn as Record<string, unknown>)[field] = placeholder.get(field);
  const client = { ...toClientUser(standIn), first_name: placeholder.get("first_name")!, initial: placeholder.get("initial")! };
  const placeholders = new Map<string, Field>([[nonce, "nonce"]]);
  for (const field of VALUE_FIELDS) {
    const text = placeholder.get(field);
    if (text && !placeholders.has(text)) placeholders.set(text, field);
  }
  return { user: standIn, client, nonce, placeholders, token };
}

type Context = "html" | "data";
/**
 * Where a reader's value goes, and as what it is escaped there; or a mark (page-marks.ts): a place
 * that reads one way for a reader who has the mark (`favorite:<listing id>`, `own:<listing id>`) and
 * another for everyone else.
 */
export type Hole = { field: Field; context: Context } | { mark: string; off: string; on: string };

export type PageTemplate = {
  /** The page's own text around the holes: one more than there are holes. */
  literals: string[];
  holes: Hole[];
  /** The listings the page links to (a reader's marks are looked up among them). */
  listingIds: string[];
};

const LISTING_LINK = /\/property\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;

/** The listings `html` links to, in order of first link. */
function listingLinks(html: string): string[] {
  return [...new Set([...html.matchAll(LISTING_LINK)].map((match) => match[1]!))];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The page rendered as `standIn`, cut at its placeholders and at each listing's favourite flag in its
 * data (framework-output.ts), or null when a placeholder is not where it can be filled in: inside a
 * script other than the data's, or changed on the way (its token or mark left over), as a value the
 * page computes from instead of showing would be.
 */
export function templateOf(html: string, standIn: StandIn): PageTemplate | null {
  // Where the data's scripts are, and the other scripts (no placeholder belongs in those).
  const scripts = scriptRanges(html);
  const ids = [...standIn.placeholders.keys()];
  const cuts: { start: number; end: number; hole: Hole }[] = [];
  let script = 0;
  for (const match of html.matchAll(new RegExp(ids.map(escapeRegExp).join("|"), "g"))) {
    while (script < scripts.length && scripts[script]!.end <= match.index) script++;
    const inside = scripts[script] && scripts[script]!.start <= match.index ? scripts[script]! : undefined;
    if (inside && !inside.data) return null;
    cuts.push({
      start: match.index,
      end: match.index + match[0].length,
      hole: { field: standIn.placeholders.get(match[0])!, context: inside ? "data" : "html" },
    });
  }
  // The stand-in keeps no favourite: each listing's flag is false, and true for a reader who keeps it.
  // Data the flags cannot be found in leaves them unmarked: a reader with a favourite there gets their own page.
  for (const flag of dataFlags(html, "is_favorite") ?? []) {
    cuts.push({ start: flag.start, end: flag.end, hole: { mark: `favorite:${flag.listingId}`, off: flag.off, on: flag.on } });
  }
  cuts.sort((a, b) => a.start - b.start);
  const literals: string[] = [];
  const holes: Hole[] = [];
  let last = 0;
  for (const cut of cuts) {
    if (cut.start < last) return null;
    literals.push(html.slice(last, cut.start));
    holes.push(cut.hole);
    last = cut.end;
  }
  literals.push(html.slice(last));
  const traces = [MARK, standIn.token, ...ids.filter((id) => !id.includes(MARK))];
  if (literals.some((literal) => traces.some((trace) => literal.includes(trace)))) return null;
  return { literals, holes, listingIds: listingLinks(html) };
}

/** A reader's values and marks for the template's holes, in order, escaped as each place needs. */
export function holeTexts(template: PageTemplate, values: Values, marks: ReadonlySet<string> = NO_MARKS): string[] {
  const escaped = new Map<string, string>();
  return template.holes.map((hole) => {
    if ("mark" in hole) return marks.has(hole.mark) ? hole.on : hole.off;
    const { field, context } = hole;
    const key = `${context} ${field}`;
    let text = escaped.get(key);
    if (text === undefined) {
      const value = values[field] ?? "";
      text = context === "html" ? inHtml(value) : inData(value);
      escaped.set(key, text);
    }
    return text;
  });
}

const NO_MARKS: ReadonlySet<string> = new Set();

/** The page for a reader: the template with their values and marks in place. */
export function fillTemplate(template: PageTemplate, values: Values, marks: ReadonlySet<string> = NO_MARKS): string {
  const texts = holeTexts(template, values, marks);
  let page = template.literals[0]!;
  texts.forEach((text, index) => (page += text + template.literals[index + 1]!));
  return page;
}
