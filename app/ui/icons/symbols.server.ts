import spriteText from "./sprite.svg?raw";
import { SYMBOL_ID_PREFIX } from "./icon";

// Each symbol of the sprite as a page carries it: under the page's own id (icon.tsx).
const SYMBOLS = new Map(
  [...spriteText.matchAll(/<symbol id="([\w-]+)"([^>]*)>([\s\S]*?)<\/symbol>/g)].map(([, id, attributes, body]) => [
    id!,
    `<symbol id="${SYMBOL_ID_PREFIX}${id}"${attributes}>${body}</symbol>`,
  ]),
);

/**
 * The symbols of the icons a page drew, for the start of its body (decision 0032): the page's icons
 * paint with it, instead of when the sprite arrives (a request at low priority behind the scripts,
 * which then re-laid out every icon). A page's dozen or two icons weigh little (see docs/performance.md).
 * Out of the layout (absolute, 0×0) and of the accessibility tree.
 */
export function iconSymbols(ids: Iterable<string>): string {
  const symbols = [...new Set(ids)]
    .sort()
    .map((id) => SYMBOLS.get(id))
    .filter(Boolean);
  if (symbols.length === 0) return "";
  return `<svg xmlns="http://www.w3.org/2000/svg" class="absolute" width="0" height="0" aria-hidden="true" focusable="false">${symbols.join("")}</svg>`;
}
