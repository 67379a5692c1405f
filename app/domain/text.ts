// Control characters never belong in what people type. A NUL byte cannot even be stored by PostgreSQL
// (it failed there with a 500), and CR/LF in a value that ends up in a header splits it. Nor do
// Unicode's noncharacters (U+FDD0–U+FDEF and the last two code points of every plane), which the
// standard keeps for a program's own use: the server marks the placeholders of its signed-in page
// templates with one (server/page-template.ts), so a text holding it would stop the page being one.
// Every input is checked once where it enters: the URL and the body, for the pages and the API alike.

/** U+FDD0–U+FDEF, U+FFFE, U+FFFF and U+nFFFE, U+nFFFF of planes 1 to 16, as a character class's contents (`u` flag). */
const NONCHARACTERS = `\\u{FDD0}-\\u{FDEF}${Array.from({ length: 17 }, (_, plane) => {
  const end = plane.toString(16);
  return `\\u{${end}FFFE}\\u{${end}FFFF}`;
}).join("")}`;
/** C0 controls and DEL, except tab, line feed and carriage return, which text areas send; noncharacters. */
const IN_TEXT = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F${NONCHARACTERS}]`, "u");
/** In a URL nothing of the kind is wanted: no tabs or line breaks either. */
const IN_URL = new RegExp(`[\\u0000-\\u001F\\u007F${NONCHARACTERS}]`, "u");
/** The same, every one of them: a field's name is given back with them as "?". */
const IN_NAME = new RegExp(IN_URL.source, "gu");

export function hasControlCharacters(value: string, options: { lineBreaks: boolean } = { lineBreaks: true }): boolean {
  return (options.lineBreaks ? IN_TEXT : IN_URL).test(value);
}

/**
 * The first field (a top-level name) whose value, or whose name, holds a control character or a
 * noncharacter; nested arrays and objects (JSON bodies) are searched too. Files and other non-text
 * values are skipped.
 */
export function fieldWithControlCharacters(
  fields: Iterable<[string, unknown]>,
  options: { lineBreaks: boolean } = { lineBreaks: true },
): string | undefined {
  const holds = (value: unknown, depth: number): boolean => {
    if (typeof value === "string") return hasControlCharacters(value, options);
    if (depth > 20 || value === null || typeof value !== "object") return false;
    if (Array.isArray(value)) return value.some((item) => holds(item, depth + 1));
    if (typeof Blob !== "undefined" && value instanceof Blob) return false;
    return Object.entries(value).some(([key, item]) => hasControlCharacters(key, options) || holds(item, depth + 1));
  };
  for (const [name, value] of fields) {
    if (hasControlCharacters(name, options) || holds(value, 0)) return name.replace(IN_NAME, "?");
  }
  return undefined;
}

/**
 * A URL's path as text: its percent-escapes read as UTF-8 (the parser encodes every byte that is not
 * plain ASCII), a malformed sequence as U+FFFD rather than an error, so nothing hides behind one.
 */
function pathText(pathname: string): string {
  return pathname.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) =>
    new TextDecoder().decode(Uint8Array.from(escapes.slice(1).split("%"), (hex) => Number.parseInt(hex, 16))),
  );
}

/** The URL's path and query: the first part holding a control character or a noncharacter ("path" or a parameter name). */
export function urlPartWithControlCharacters(url: URL): string | undefined {
  if (hasControlCharacters(pathText(url.pathname), { lineBreaks: false })) return "path";
  return fieldWithControlCharacters(url.searchParams, { lineBreaks: false });
}
