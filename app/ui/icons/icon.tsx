import type { SVGProps } from "react";
// The sprite: every icon the app uses, as <symbol>s in one file (npm run icons writes it). A hashed
// asset, so browsers keep it for good and fetch it once; `no-inline` keeps it a file (a data: address
// cannot be referenced by <use>).
import sprite from "./sprite.svg?url&no-inline";

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
/** An icon component (what `lucide-react`'s `LucideIcon` was): accepts an <svg>'s props. */
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * Lucide's icons drawn from the sprite by reference. Inline, each icon was its own paths in every page
 * (110 icons made 46 KB of a signed-in /listings page, and a React element per path to render) and in
 * the JavaScript (about 13 KB compressed in the shell). The outer <svg> keeps Lucide's attributes, and
 * the paths in the sprite set none of their own, so stroke, fill and colour classes work as before.
 */
export function icon(id: string): IconComponent {
  function SpriteIcon(props: IconProps) {
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
        <use href={`${sprite}#${id}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${id})`;
  return SpriteIcon;
}
