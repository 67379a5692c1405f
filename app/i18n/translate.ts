import type { Language } from "~/domain/enums";
import type sq from "./sq";

// A translator over our catalogs: "key.path" in the current namespace or "ns:key.path" in another,
// with {{name}} placeholders and plural forms. It is all Prona needs of an i18n library, in a fraction
// of i18next's size (docs/decisions/0005; the figures: docs/performance.md).
//
// Plurals: a counted text is stored as `key_other` (and `key_one`, ... where the language's grammar
// needs them); code asks for `key` with a numeric `count`, and the form follows
// `Intl.PluralRules(language)`: `key_<category>`, then `key_other`, then a plain `key`.

export type Catalog = typeof sq;
export type Namespace = keyof Catalog;

/** The categories of `Intl.PluralRules` (English and German use one/other, like Albanian). */
export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** "found_one" → "found"; any other key stays as it is. */
type PluralBase<K extends string> = { [C in PluralCategory]: K extends `${infer B}_${C}` ? B : never }[PluralCategory];
type BaseKey<K extends string> = [PluralBase<K>] extends [never] ? K : PluralBase<K>;

/** Every leaf key of a nested catalog, as a dotted path (plural forms under their base key). */
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: NonNullable<T[K]> extends string ? `${P}${BaseKey<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every counted key of a nested catalog (those stored as `key_other`), as a dotted path. */
type PluralLeaves<T, P extends string = ""> = {
  [K in keyof T & string]: NonNullable<T[K]> extends string
    ? K extends `${infer B}_other`
      ? `${P}${B}`
      : never
    : PluralLeaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type KeyOf<N extends Namespace> = Leaves<Catalog[N]>;
/** A key in any namespace, written "ns:key". */
type QualifiedKey = { [N in Namespace]: `${N}:${KeyOf<N>}` }[Namespace];
/** The counted keys, plain and qualified: they need a numeric `count`. */
type PluralKey<N extends Namespace> = PluralLeaves<Catalog[N]> | { [M in Namespace]: `${M}:${PluralLeaves<Catalog[M]>}` }[Namespace];

type Params = Record<string, string | number>;
/** Counted texts take their form from `count`, so it must be a number. */
type CountParams = Params & { count: number };
export type TFunction<N extends Namespace = "common"> = <K extends KeyOf<N> | QualifiedKey>(
  key: K,
  ...params: K extends PluralKey<N> ? [params: CountParams] : [params?: Params]
) => string;

function lookup(tree: unknown, path: string): string | undefined {
  let node: unknown = tree;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

const rules = new Map<string, Intl.PluralRules>();

/** The plural category of a number in a language ("one", "other", ...). */
export function pluralCategory(language: Language, count: number): PluralCategory {
  let rule = rules.get(language);
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(language)));
  return rule.select(count);
}

/** The text of `path` in one namespace tree, in the form `count` asks for (`_other` without a count). */
function find(tree: unknown, path: string, category: PluralCategory | undefined): string | undefined {
  return (category && lookup(tree, `${path}_${category}`)) ?? lookup(tree, `${path}_other`) ?? lookup(tree, path);
}

function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export type TranslatorOptions = {
  /** The catalog's language: it decides the plural forms. Albanian when not given. */
  language?: Language;
  /** Where a missing key is looked up next (Albanian). */
  fallback?: Catalog;
  onMissing?: (key: string) => void;
};

/**
 * A `t` for one catalog and default namespace. A missing key falls back to the fallback catalog
 * (Albanian), then to the key itself, so a gap shows as text rather than breaking the page.
 */
export function createT<N extends Namespace>(catalog: Catalog, namespace: N, options: TranslatorOptions = {}): TFunction<N> {
  const { language = "sq", fallback, onMissing } = options;
  return ((typedKey: string, params?: Params) => {
    const key: string = typedKey;
    const colon = key.indexOf(":");
    const ns = colon > 0 ? key.slice(0, colon) : namespace;
    const path = colon > 0 ? key.slice(colon + 1) : key;
    const count = params?.count;
    const category = typeof count === "number" ? pluralCategory(language, count) : undefined;
    const text =
      find((catalog as Record<string, unknown>)[ns], path, category) ??
      (fallback ? find((fallback as Record<string, unknown>)[ns], path, category) : undefined);
    if (text === undefined) onMissing?.(`${ns}:${path}`);
    return interpolate(text ?? key, params);
  }) as TFunction<N>;
}
