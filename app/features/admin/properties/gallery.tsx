import { ChevronLeft, ChevronRight, ImageOff } from "~/ui/icons";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import { cardImage } from "./properties-table";

/** The gallery variant stored beside every photo ({name}.gallery.webp). */
function galleryImage(url: string): string {
  return url.replace(/\.(jpg|png|webp|gif)$/, ".gallery.webp");
}

/** Photos with previous/next arrows (wrapping) and thumbnails; a placeholder when there are none (§2.6). */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation("admin");
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return (
      <div className="flex aspect-[16/9] flex-col items-center justify-center gap-2 rounded-2xl bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        <ImageOff aria-hidden="true" className="h-8 w-8" />
        <p className="text-sm">{t("property.noImages")}</p>
      </div>
    );
  }
  const go = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  const arrow =
    "absolute top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white";
  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-2xl bg-slate-200 dark:bg-slate-800">
        <img
          src={galleryImage(images[index]!)}
          alt={t("property.imageAlt", { title, n: index + 1, count: images.length })}
          className="aspect-[16/9] w-full object-cover"
        />
        {images.length > 1 && (
          <>
            <button type="button" onClick={() => go(-1)} aria-label={t("property.previousImage")} className={cx(arrow, "left-3")}>
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button type="button" onClick={() => go(1)} aria-label={t("property.nextImage")} className={cx(arrow, "right-3")}>
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
            <span className="absolute bottom-3 right-3 rounded-full bg-slate-950/75 px-2.5 py-1 text-xs font-semibold text-white">
              {index + 1} / {images.length}
            </span>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((url, i) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t("property.showImage", { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                className={cx(
                  "block overflow-hidden rounded-lg ring-2",
                  i === index ? "ring-brand-600" : "ring-transparent opacity-80 hover:opacity-100",
                )}
              >
                <img src={cardImage(url)} alt="" loading="lazy" className="h-16 w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
