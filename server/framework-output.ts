// Everything the server knows about how React Router (and React, for it) writes a page, and nothing
// else does: which scripts carry the page's data, how a string and a flag are written in that data
// (turbo-stream's flat array of values, as a JSON string in a script), and how the route modules'
// preloads are written in the head. The signed-in templates (page-template.ts, page-marks.ts) cut
// pages there; the document's start is rewritten there (app/entry.server.tsx).
//
// tests/http/framework-output.http.test.ts renders real pages through the built app and fails, naming
// this file, when a React Router upgrade changes any of it. The pages still work meanwhile
// (server/framework-output.test.ts): data this module cannot read is not cut (readers with marks get
// their page rendered for them), and preloads written another way keep the browser's priority.

/** The start of React Router's scripts carrying the page's data: a JSON string of turbo-stream's text, escaped for HTML. */
const DATA_SCRIPT = "window.__reactRouterContext.streamController.enqueue(";

/** How React writes a route module's preload in the head (React Router's <Links>, hoisted by React). */
const MODULE_PRELOAD = '<link rel="modulepreload" ';

/**
 * The page's module preloads at low fetch priority (decision 0025).
 *
 * A page paints from its HTML alone (the stylesheet is inline): its scripts only make it interactive.
 * At the browser's default (high) priority the scripts competed for a phone's bandwidth with the
 * document and the photos a reader came for; at low priority the photos go first. They still start
 * downloading at once, so the page becomes interactive as soon as before on a slow network.
 */
export function lowPriorityModulePreloads(head: string): string {
  return head.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD}fetchpriority="low" `);
}

/** How many module preloads `html` holds written as this module expects (the contract test counts them). */
export function modulePreloadCount(html: string): number {
  return html.split(MODULE_PRELOAD).length - 1;
}

/** `text` as React writes a text or an attribute's value. */
export function inHtml(text: string): string {
  return text.replace(/["&'<>]/g, (c) => ({ '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" })[c]!);
}

/**
 * `text` as a string inside React Router's data: a JSON string in the data's JSON, that JSON as a
 * JavaScript string, and the characters HTML or JavaScript would read otherwise escaped (React
 * Router's escapeHtml).
 */
export function inData(text: string): string {
  const inJson = JSON.stringify(text).slice(1, -1);
  return JSON.stringify(inJson)
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;

/** A script's content in a page: where it starts and ends, and whether it is one of the data's. */
type ScriptRange = { start: number; end: number; data: boolean };

/** Every inline script's content in `html`, in order. */
export function scriptRanges(html: string): ScriptRange[] {
  return [...html.matchAll(SCRIPT)].map((match) => {
    const start = match.index + match[0].length - match[1]!.length - "</script>".length;
    return { start, end: start + match[1]!.length, data: match[1]!.startsWith(DATA_SCRIPT) };
  });
}

/**
 * A boolean flag of a listing in the page's data, written as a reference into turbo-stream's flat
 * array of values: where the reference is in the page (`start`..`end`, digits) and the references to
 * `false` and to `true` that the data holds.
 */
type DataFlag = { listingId: string; start: number; end: number; off: string; on: string };

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Where each listing's `key` flag (`is_favorite`) is in the page's data, all of them `false` (the page
 * rendered as a reader who keeps none). A flag's listing is the `id` of the object holding it, or of
 * its `property`. Null when the data cannot be read as expected, or when `false` or `true` is first
 * written at a flag (turbo-stream writes each distinct value once, where it first meets it, and refers
 * to it by its place: changing that flag would move every place after it).
 */
export function dataFlags(html: string, key: string): DataFlag[] | null {
  return readFlags(html, key)?.flags ?? null;
}

/** How many objects of the page's data hold a `key` flag; null when the data cannot be read. */
export function dataFlagCount(html: string, key: string): number | null {
  const read = readFlags(html, key, true);
  return read ? read.holders : null;
}

function readFlags(html: string, key: string, countOnly = false): { flags: DataFlag[] | null; holders: number } | null {
  const scripts = scriptRanges(html).filter((script) => script.data);
  const flat: unknown[] = [];
  /** Each data script's text and where its literal begins in the page. */
  const literals: { text: string; start: number }[] = [];
  try {
    for (const script of scripts) {
      const content = html.slice(script.start, script.end);
      const close = content.lastIndexOf(")");
      const text = content.slice(DATA_SCRIPT.length, close);
      const chunk = JSON.parse(text) as string;
      // The first chunk is the array; later ones (resolved promises) continue it: `P<id>:[...]`.
      const array = JSON.parse(chunk.replace(/^P\d+:/, "")) as unknown[];
      if (!Array.isArray(array)) return null;
      flat.push(...array);
      literals.push({ text, start: script.start + DATA_SCRIPT.length });
    }
  } catch {
    return null;
  }
  const keyIndex = flat.indexOf(key);
  if (keyIndex < 0) return { flags: [], holders: 0 };
  if (countOnly) return { flags: null, holders: flat.filter((value) => isObject(value) && `_${keyIndex}` in value).length };
  // Both values must be written before the first flag (whose key comes first): a value first written
  // at a flag would move, and every place after it, when the flag changes.
  const off = flat.indexOf(false);
  const on = flat.indexOf(true);
  if (off < 0 || on < 0 || off > keyIndex || on > keyIndex) return { flags: null, holders: 0 };
  const idOf = (ref: unknown): string | null => {
    if (typeof ref !== "number") return null;
    const object = flat[ref] as Record<string, unknown> | undefined;
    if (!object || typeof object !== "object" || Array.isArray(object)) return null;
    const id = flat[object[`_${flat.indexOf("id")}`] as number];
    return typeof id === "string" && UUID.test(id) ? id : null;
  };
  const holders: string[] = [];
  flat.forEach((value, index) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return;
    const object = value as Record<string, unknown>;
    if (!(`_${keyIndex}` in object)) return;
    const id = idOf(index) ?? idOf(object[`_${flat.indexOf("property")}`]);
    holders.push(object[`_${keyIndex}`] === off && id ? id : "");
  });
  if (holders.includes("")) return { flags: null, holders: holders.length };
  // The k-th `"_key":ref` written in the data (a key: after `{` or `,`, not inside a string) is the k-th holder.
  const written = new RegExp(`[{,]\\\\"_${keyIndex}\\\\":(\\d+)`, "g");
  const flags: DataFlag[] = [];
  for (const literal of literals) {
    for (const match of literal.text.matchAll(written)) {
      const end = literal.start + match.index + match[0].length;
      flags.push({ listingId: holders[flags.length] ?? "", start: end - match[1]!.length, end, off: String(off), on: String(on) });
    }
  }
  if (flags.length !== holders.length || flags.some((flag) => html.slice(flag.start, flag.end) !== flag.off)) return null;
  return { flags, holders: holders.length };
}
