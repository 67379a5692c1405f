import { createHash } from "node:crypto";
import { LANGUAGES, type Language } from "~/domain/enums";
import sq from "~/i18n/sq";
import type { Namespace } from "~/i18n/translate";
import { messagesFor } from "./i18n";

// A document's texts as one file (decision 0029): the namespaces its routes use, in its language, named
// by the document and fetched by the browser before it hydrates. One request per document, whatever
// the number of namespaces (decision 0028 named a file per namespace: five requests on /listings).
//
// The file is made by the server from its own catalogs, the first time a document needs it, and kept.
// Its address ends in a hash of its content, so the browser may keep it for a year: a deploy that
// changes a text changes the address. Every process of a build makes the same file under the same
// address, so any of them can answer for a document another one rendered.

/** Where the files are served (server/app.ts): `/texts/sq/common+errors+listings.3fJ9xQk2aB.json`. */
export const TEXTS_PATH = "/texts";

/** Whether documents name their texts' file: a production build. Development and tests run from the sources carry their texts. */
export const textsFilesAvailable: boolean = import.meta.env.PROD;

type TextsFile = {
  /** The address, hash included. */
  url: string;
  hash: string;
  /** `{ "sq/common": {...}, "sq/listings": {...} }`: the keys the document's list names. */
  body: Buffer;
};

const NAMESPACES = new Set<string>(Object.keys(sq));
const HASH_LENGTH = 10;

/**
 * The files made so far. Documents need a few dozen (a route's namespaces in three languages); the
 * cap only bounds what requests for other valid combinations could add.
 */
const made = new Map<string, TextsFile>();
const MAX_KEPT = 256;

function textsFileOf(language: Language, sorted: readonly Namespace[]): TextsFile {
  const key = `${language}/${sorted.join("+")}`;
  const kept = made.get(key);
  if (kept) return kept;
  const texts = messagesFor(language, sorted);
  const body = Buffer.from(JSON.stringify(Object.fromEntries(sorted.map((ns) => [`${language}/${ns}`, texts[ns]]))));
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, HASH_LENGTH);
  const file = { url: `${TEXTS_PATH}/${key}.${hash}.json`, hash, body };
  if (made.size < MAX_KEPT) made.set(key, file);
  return file;
}

/** The address of the file holding these namespaces' texts in a language (in a canonical order: one file per set). */
export function textsFile(language: Language, namespaces: readonly Namespace[]): string {
  return textsFileOf(language, [...new Set(namespaces)].sort()).url;
}

const FILE_PATH = new RegExp(`^/(${LANGUAGES.join("|")})/([A-Za-z-]+(?:\\+[A-Za-z-]+)*)\\.([A-Za-z0-9_-]{${HASH_LENGTH}})\\.json$`);

/**
 * The file at a path under TEXTS_PATH (`/sq/common+errors.3fJ9xQk2aB.json`), or null when there is none:
 * an unknown language or namespace, or namespaces not in their canonical order. `current` is false
 * when the hash is another build's: the content is today's, so it must not be kept as that address's.
 */
export function textsFileAt(path: string): { body: Buffer; hash: string; current: boolean } | null {
  const match = FILE_PATH.exec(path);
  if (!match) return null;
  const [, language, list, hash] = match as unknown as [string, Language, string, string];
  const namespaces = list.split("+");
  const canonical = namespaces.every((ns, i) => NAMESPACES.has(ns) && (i === 0 || namespaces[i - 1]! < ns));
  if (!canonical) return null;
  const file = textsFileOf(language, namespaces as Namespace[]);
  return { body: file.body, hash: file.hash, current: file.hash === hash };
}
