// Control characters never belong in what people type. A NUL byte cannot even be stored by PostgreSQL
// (it failed there with a 500), and CR/LF in a value that ends up in a header splits it. Every input is
// checked once where it enters: the URL and the body, for the pages and the API alike.

/* eslint-disable no-control-regex -- matching control characters is the point */
/** C0 controls and DEL, except tab, line feed and carriage return, which text areas send. */
const IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** In a URL nothing of the kind is wanted: no tabs or line breaks either. */
const IN_URL = /[\u0000-\u001F\u007F]/;
/* eslint-enable no-control-regex */

export function hasControlCharacters(value: string, options: { lineBreaks: boolean } = { lineBreaks: true }): boolean {
  return (options.lineBreaks ? IN_TEXT : IN_URL).test(value);
}

/**
 * The first field (a top-level name) whose value, or whose name, holds a control character; nested
 * arrays and objects (JSON bodies) are searched too. Files and other non-text values are skipped.
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
    if (hasControlCharacters(name, options) || holds(value, 0)) return name.replace(IN_URL, "?");
  }
  return undefined;
}

/** The URL's path and query: the first part holding a control character ("path" or a parameter name). */
export function urlPartWithControlCharacters(url: URL): string | undefined {
  // The parser percent-encodes (or drops) raw controls in a path, so look for their encoded form.
  if (/%(?:[01][0-9a-f]|7f)/i.test(url.pathname)) return "path";
  return fieldWithControlCharacters(url.searchParams, { lineBreaks: false });
}
