import { ChevronLeft, ChevronRight } from "~/ui/icons";
import { useState } from "react";
import type { PropertyType } from "~/domain/enums";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import { PropertyImage } from "~/ui/property-image";

/**
 * The main photo's displayed width on the property page (property-detail.tsx), for the browser to
 * choose between the medium (960 px) and gallery (1600 px) variants: the Container's width less its
 * padding (px-4, sm:px-6, lg:px-8) below lg; from lg on, two of the grid's three columns (gap-8) of at
 * most max-w-7xl (80rem): 2/3 of (100vw - 4rem - 4rem) + 2rem, which is 50rem from 80rem on.
 */
export const MAIN_COLUMN_SIZES =
  "(min-width: 80rem) 50rem, (min-width: 64rem) calc(66.67vw - 3.33rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)";

/** The photo gallery: previous/next wrap around, thumbnails choose; the illustration when there are none. */
export function Gallery({ images, type, title }: { images: string[]; type: PropertyType; title: string }) {
  const { t } = useTranslation("listings");
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section aria-label={t("detail.gallery")} className="space-y-3">
      <div className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
        <PropertyImage
          src={images[index]}
          type={type}
          variant="gallery"
          sizes={MAIN_COLUMN_SIZES}
          priority
          alt={count ? t("detail.photo", { n: index + 1, count, title }) : t("card.placeholderOf", { title, type: t(`type.${type}`) })}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t("detail.previousPhoto")}
              className="absolute left-3 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white dark:bg-slate-900/90 dark:text-slate-100"
            >
              <ChevronLeft aria-hidden="true" className="h-6 w-6" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t("detail.nextPhoto")}
              className="absolute right-3 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white dark:bg-slate-900/90 dark:text-slate-100"
            >
              <ChevronRight aria-hidden="true" className="h-6 w-6" />
            </button>
            <p
              aria-live="polite"
              className="absolute bottom-3 right-3 rounded-full bg-slate-950/75 px-3 py-1 text-sm font-medium text-white"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t("detail.showPhoto", { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                className={cx(
                  "block h-16 w-24 overflow-hidden rounded-lg ring-2 ring-offset-2 dark:ring-offset-slate-950",
                  i === index ? "ring-brand-600" : "ring-transparent opacity-80 hover:opacity-100",
                )}
              >
                <PropertyImage src={src} type={type} variant="card" alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
