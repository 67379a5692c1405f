import { createContext, type SVGProps, useContext } from "react";
// The sprite: every icon the app uses, as <symbol>s in one file (npm run icons writes it). A hashed
// asset, so browsers keep it for good and fetch it once; `no-inline` keeps it a file (a data: address
// cannot be referenced by <use>).
import sprite from "./sprite.svg?url&no-inline";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/** The id a page's own copy of a symbol has (the sprite's ids are Lucide's names, which a page could use). */
export const SYMBOL_ID_PREFIX = "icon-";

/**
 * A server rendering's record of the icons it drew, so the page can carry their symbols (decision
 * 0032): until `written`, an icon is drawn from the page's own symbol and its id noted; once the
 * symbols have gone out with the start of the body, from the sprite. Absent in the browser.
 */
export type IconsDrawn = { ids: Set<string>; written: boolean };
export const IconsDrawnContext = createContext<IconsDrawn | null>(null);

/** On the server: notes that the page carries the icon's symbol, unless the symbols have gone out. */
function carry(drawn: IconsDrawn, id: string): boolean {
  if (drawn.written) return false;
  drawn.ids.add(id);
  return true;
}

/** Where an icon's symbol is: the page's own copy when it carries one, else the sprite's. */
function symbolHref(id: string, drawn: IconsDrawn | null): string {
  // In the browser the server's choice is in the document: its symbol is there, or it was not drawn
  // from the page (an icon of a later page, or of a part rendered after the page's start went out).
  const carried = drawn
    ? carry(drawn, id)
    : typeof document !== "undefined" && document.getElementById(`${SYMBOL_ID_PREFIX}${id}`) !== null;
  return carried ? `#${SYMBOL_ID_PREFIX}${id}` : `${sprite}#${id}`;
}

/** An icon component (what `lucide-react`'s `LucideIcon` was): accepts an <svg>'s props. `symbol` is its id in the sprite. */
export type IconComponent = ((props: IconProps) => React.JSX.Element) & { symbol: string };

/**
 * Icons a part draws only once the page runs JavaScript (a copy-link button): called while the server
 * renders it, the page carries their symbols too, so the browser need not fetch the sprite for them.
 */
export function useIconsDrawnLater(...icons: IconComponent[]): void {
  const drawn = useContext(IconsDrawnContext);
  if (drawn) for (const icon of icons) carry(drawn, icon.symbol);
}

/**
 * Lucide's icons drawn from the sprite by reference. Inline, each icon was its own paths in every page
 * (a large part of a signed-in /listings page, and a React element per path to render) and in the
 * JavaScript of the shell (see docs/performance.md). The outer <svg> keeps Lucide's attributes, and
 * the paths in the sprite set none of their own, so stroke, fill and colour classes work as before.
 */
export function icon(id: string): IconComponent {
  function SpriteIcon(props: IconProps) {
    const href = symbolHref(id, useContext(IconsDrawnContext));
    // Decorative unless labelled, as Lucide's own components are.
    const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined || props.role !== undefined;
    return (
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : true}
        {...props}
      >
        <use href={href} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${id})`;
  SpriteIcon.symbol = id;
  return SpriteIcon;
}
