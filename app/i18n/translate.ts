import type sq from "./sq";

// A translator over our catalogs: "key.path" in the current namespace or "ns:key.path" in another,
// with {{name}} placeholders. It is all Prona needs of an i18n library, in under a kilobyte (i18next
// alone would take 16 KB of the home page's 130 KB budget; see docs/decisions/0005).

export type Catalog = typeof sq;
export type Namespace = keyof Catalog;

/** Every leaf key of a nested catalog, as a dotted path. */
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type KeyOf<N extends Namespace> = Leaves<Catalog[N]>;
/** A key in any namespace, written "ns:key". */
export type QualifiedKey = { [N in Namespace]: `${N}:${KeyOf<N>}` }[Namespace];
export type Params = Record<string, string | number>;
export type TFunction<N extends Namespace = "common"> = (key: KeyOf<N> | QualifiedKey, params?: Params) => string;

function lookup(tree: unknown, path: string): string | undefined {
  let node: unknown = tree;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/**
 * A `t` for one catalog and default namespace. A missing key falls back to the fallback catalog
 * (Albanian), then to the key itself, so a gap shows as text rather than breaking the page.
 */
export function createT<N extends Namespace>(
  catalog: Catalog,
  namespace: N,
  fallback?: Catalog,
  onMissing?: (key: string) => void,
): TFunction<N> {
  return (typedKey, params) => {
    const key: string = typedKey;
    const colon = key.indexOf(":");
    const ns = colon > 0 ? key.slice(0, colon) : namespace;
    const path = colon > 0 ? key.slice(colon + 1) : key;
    const text =
      lookup((catalog as Record<string, unknown>)[ns], path) ??
      (fallback ? lookup((fallback as Record<string, unknown>)[ns], path) : undefined);
    if (text === undefined) onMissing?.(`${ns}:${path}`);
    return interpolate(text ?? key, params);
  };
}
