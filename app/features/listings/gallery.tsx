import { ChevronLeft, ChevronRight, Expand } from "~/ui/icons";
import { lazy, Suspense, useRef, useState } from "react";
import type { PropertyType } from "~/domain/enums";
import { imageVariantUrl } from "~/domain/images";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/lib/use-hydrated";
import { cx } from "~/ui/cx";
import { useIconsDrawnLater } from "~/ui/icons/icon";
import { PropertyImage } from "~/ui/property-image";
import { Spinner } from "~/ui/spinner";

/**
 * The main photo's displayed width on the property page (property-detail.tsx), for the browser to
 * choose between the medium (960 px) and gallery (1600 px) variants: the Container's width less its
 * padding (px-4, sm:px-6, lg:px-8) below lg; from lg on, two of the grid's three columns (gap-8) of at
 * most max-w-7xl (80rem): 2/3 of (100vw - 4rem - 4rem) + 2rem, which is 50rem from 80rem on.
 */
export const MAIN_COLUMN_SIZES =
  "(min-width: 80rem) 50rem, (min-width: 64rem) calc(66.67vw - 3.33rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)";

/** The gallery's width: the main column's, but the whole screen's on a phone (it runs edge to edge there). */
const GALLERY_SIZES = MAIN_COLUMN_SIZES.replace(/calc\(100vw - 2rem\)$/, "100vw");

/**
 * The full-screen viewer (yet-another-react-lightbox, decisions/0035): its code only once a reader
 * opens it (or points a mouse at the photos), never with the page.
 */
const loadViewer = () => import("./gallery-viewer");
const GalleryViewer = lazy(loadViewer);

/** The address of a slide's photo in the page (`#foto-2`): the thumbnails' links without JavaScript. */
const slideId = (n: number) => `foto-${n}`;

/**
 * The photo gallery (issue 34 §3). The photos are a row that swipes natively (CSS scroll snap, no
 * script): each carries its own "2 / 12", so the count is right with or without JavaScript. With
 * JavaScript, arrows (buttons, and the keyboard's ← → on the row) move one photo, wrapping around; a
 * photo or the full-screen button opens the viewer, loaded then. Without it, a photo is a link to its
 * large file and the thumbnails are links to the photos. The illustration when there are none.
 */
export function Gallery({ images, type, title }: { images: string[]; type: PropertyType; title: string }) {
  const { t } = useTranslation("listings");
  const hydrated = useHydrated();
  const row = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const count = images.length;
  // Arrows and the full-screen button come with JavaScript: the page carries their icons anyway.
  useIconsDrawnLater(ChevronLeft, ChevronRight, Expand);

  // Where a move asked by a button or key is going: while the row scrolls there, its scrolling does
  // not move the index (a second press goes on from the target, not from where the row passes by).
  const heading = useRef<{ to: number; until: number } | null>(null);
  const show = (target: number, smooth = true) => {
    const el = row.current;
    if (!el || count === 0) return;
    const n = (target + count) % count;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.current = smooth && !reduce ? { to: n, until: performance.now() + 1_000 } : null;
    el.scrollTo({ left: n * el.clientWidth, behavior: smooth && !reduce ? "smooth" : "instant" });
    setIndex(n);
  };
  const current = () => (heading.current && performance.now() < heading.current.until ? heading.current.to : index);
  const open = (n: number) => {
    setIndex(n);
    setViewing(n);
  };
  const onScroll = () => {
    const el = row.current;
    if (!el || el.clientWidth === 0) return;
    const at = el.scrollLeft / el.clientWidth;
    const going = heading.current;
    if (going && performance.now() < going.until && Math.abs(at - going.to) > 0.01) return;
    heading.current = null;
    const n = Math.min(count - 1, Math.max(0, Math.round(at)));
    if (n !== index) setIndex(n);
  };
  // Once the row rests (a swipe may have cut a move short), where it rests is the photo shown.
  const onScrollEnd = () => {
    heading.current = null;
    onScroll();
  };
  // The photos' links are one stop for the Tab key (the photo shown): ← → (Home, End) move to the
  // next one, which takes the focus; Enter opens it full screen.
  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: current() - 1, ArrowRight: current() + 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const n = (target + count) % count;
    show(n);
    row.current?.querySelectorAll<HTMLAnchorElement>("a")[n]?.focus({ preventScroll: true });
  };

  if (count === 0) {
    return (
      <section aria-label={t("detail.gallery")} className="-mx-4 sm:mx-0">
        <div className="aspect-[3/2] overflow-hidden bg-slate-100 sm:rounded-2xl dark:bg-slate-800">
          <PropertyImage
            src={null}
            type={type}
            variant="gallery"
            priority
            alt={t("card.placeholderOf", { title, type: t(`type.${type}`) })}
          />
        </div>
      </section>
    );
  }

  const arrow =
    "absolute top-1/2 h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white dark:bg-slate-900/90 dark:text-slate-100";

  return (
    <section
      aria-label={t("detail.gallery")}
      className="-mx-4 space-y-3 sm:mx-0"
      onPointerEnter={(event) => {
        // A mouse over the photos: the viewer's code comes ahead of a click. A finger's swipe does not fetch it.
        if (event.pointerType === "mouse") void loadViewer();
      }}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100 sm:rounded-2xl dark:bg-slate-800">
        <ul
          ref={row}
          onScroll={onScroll}
          onScrollEnd={onScrollEnd}
          data-testid="gallery-row"
          className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {images.map((src, i) => (
            <li
              key={src}
              id={slideId(i + 1)}
              data-slide={i}
              className="relative h-full w-full shrink-0 snap-center snap-always scroll-mt-20"
            >
              <a
                href={imageVariantUrl(src, "gallery")}
                tabIndex={i === index ? 0 : -1}
                onKeyDown={onKeyDown}
                onClick={(event) => {
                  event.preventDefault();
                  open(i);
                }}
                className="block h-full w-full focus-visible:outline focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-gold-400"
              >
                <PropertyImage
                  src={src}
                  type={type}
                  variant="gallery"
                  sizes={GALLERY_SIZES}
                  priority={i === 0}
                  alt={t("detail.photo", { n: i + 1, count, title })}
                />
              </a>
              {count > 1 && (
                <span
                  aria-hidden="true"
                  data-testid="photo-count"
                  className="pointer-events-none absolute bottom-3 right-3 rounded-full bg-slate-950/75 px-3 py-1 text-sm font-medium text-white"
                >
                  {i + 1} / {count}
                </span>
              )}
            </li>
          ))}
        </ul>
        {hydrated && (
          <>
            <button
              type="button"
              onClick={() => open(index)}
              aria-label={t("detail.viewer.open")}
              className="absolute right-3 top-3 flex h-11 w-11 items-center justify-center rounded-full bg-slate-950/70 text-white shadow hover:bg-slate-950/85"
            >
              <Expand aria-hidden="true" className="h-5 w-5" />
            </button>
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => show(current() - 1)}
                  aria-label={t("detail.previousPhoto")}
                  className={cx(arrow, "left-3 hidden sm:flex")}
                >
                  <ChevronLeft aria-hidden="true" className="h-6 w-6" />
                </button>
                <button
                  type="button"
                  onClick={() => show(current() + 1)}
                  aria-label={t("detail.nextPhoto")}
                  className={cx(arrow, "right-3 hidden sm:flex")}
                >
                  <ChevronRight aria-hidden="true" className="h-6 w-6" />
                </button>
              </>
            )}
          </>
        )}
      </div>
      {count > 1 && (
        // On a phone the row swipes and shows its count: the thumbnails (and their downloads) only from sm on.
        <ul className="hidden gap-2 overflow-x-auto px-1 pb-1 pt-1 sm:flex">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <a
                href={`#${slideId(i + 1)}`}
                onClick={(event) => {
                  event.preventDefault();
                  show(i);
                }}
                aria-label={t("detail.showPhoto", { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                className={cx(
                  "block h-16 w-24 overflow-hidden rounded-lg ring-2 ring-offset-2 dark:ring-offset-slate-950",
                  i === index ? "ring-brand-600" : "ring-transparent opacity-80 hover:opacity-100",
                )}
              >
                <PropertyImage src={src} type={type} variant="card" alt="" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {viewing !== null && (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/90">
              <Spinner label={t("common:status.loading")} className="text-white" />
            </div>
          }
        >
          <GalleryViewer
            images={images}
            title={title}
            index={viewing}
            onClose={(n) => {
              setViewing(null);
              show(n, false);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
