import { ArrowLeft, ArrowRight, GripVertical, Star } from "~/ui/icons";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/lib/use-hydrated";
import { cx } from "~/ui/cx";

export type SortablePhoto = {
  key: string;
  src: string;
  alt: string;
  /** Dimmed (e.g. marked for removal). */
  faded?: boolean;
  /** The original to fall back to when `src` (a card variant) fails to load. */
  fallback?: string;
};

type Control = "left" | "right" | "cover" | "position";

/**
 * Photos in their order, the first being the cover (issue 14 §6): reordered by drag and drop, by the
 * "move left / right" and "make cover" buttons (keyboard and screen readers), each move announced in
 * a live region. With `positionName` every photo also carries its place as form fields (a hidden
 * `orderName` with its key and a `positionName` select), so the order can be changed without
 * JavaScript: the server reads them (app/.server/properties/image-order.ts).
 */
export function SortablePhotos({
  photos,
  onMove,
  coverIndex,
  orderName,
  positionName,
  children,
  testId,
}: {
  photos: SortablePhoto[];
  onMove: (from: number, to: number) => void;
  /** Which photo is the cover (-1: none of these, e.g. new photos after saved ones). */
  coverIndex: number;
  orderName?: string;
  positionName?: string;
  /** Extra controls of one photo (remove). */
  children?: (photo: SortablePhoto, index: number) => React.ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation("properties");
  const hydrated = useHydrated();
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The control to focus once a moved photo is rendered in its new place (moving a node loses focus).
  const [focusAfter, setFocusAfter] = useState<{ key: string; control: Control } | null>(null);

  useEffect(() => {
    if (!focusAfter || !listRef.current) return;
    const item = [...listRef.current.querySelectorAll<HTMLElement>("[data-photo-key]")].find(
      (el) => el.dataset.photoKey === focusAfter.key,
    );
    const wanted = item?.querySelector<HTMLElement>(`[data-control="${focusAfter.control}"]:not(:disabled)`);
    (wanted ?? item?.querySelector<HTMLElement>("[data-control]:not(:disabled)"))?.focus();
    setFocusAfter(null);
  }, [focusAfter, photos]);

  function move(from: number, to: number, control?: Control) {
    const photo = photos[from];
    if (!photo || to < 0 || to >= photos.length || to === from) return;
    onMove(from, to);
    setAnnouncement(to === 0 && coverIndex === 0 ? t("photos.madeCover") : t("photos.moved", { position: to + 1, count: photos.length }));
    if (control) setFocusAfter({ key: photo.key, control });
  }

  return (
    <div>
      <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid={testId}>
        {photos.map((photo, index) => {
          const n = index + 1;
          return (
            <li
              key={photo.key}
              data-photo-key={photo.key}
              draggable={hydrated}
              onDragStart={(event) => {
                setDragging(index);
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", photo.key);
              }}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                if (over !== index) setOver(index);
              }}
              onDragLeave={() => setOver((current) => (current === index ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null) move(dragging, index);
                setDragging(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              className={cx(
                "relative overflow-hidden rounded-lg border bg-white dark:bg-slate-900",
                over === index && dragging !== index ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200 dark:border-slate-700",
                dragging === index && "opacity-50",
              )}
            >
              <div className="relative">
                <img
                  src={photo.src}
                  alt={photo.alt}
                  loading="lazy"
                  draggable={false}
                  className={cx("aspect-[4/3] w-full object-cover transition", photo.faded && "opacity-30 grayscale")}
                  onError={(event) => {
                    const fallback = photo.fallback;
                    if (fallback && event.currentTarget.src !== new URL(fallback, window.location.href).href)
                      event.currentTarget.src = fallback;
                  }}
                />
                {index === coverIndex && (
                  <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-slate-950 shadow">
                    <Star aria-hidden="true" className="h-3 w-3" />
                    {t("photos.cover")}
                  </span>
                )}
                {hydrated && (
                  <span className="absolute top-2 right-2 flex h-7 w-7 cursor-grab items-center justify-center rounded-full bg-white/90 text-slate-700 shadow dark:bg-slate-900/90 dark:text-slate-200">
                    <GripVertical aria-hidden="true" className="h-4 w-4" />
                  </span>
                )}
              </div>
              {orderName && <input type="hidden" name={orderName} value={photo.key} />}
              <div className="space-y-2 px-2 py-2">
                {hydrated && (
                  <div className="flex flex-wrap items-center gap-1">
                    <IconButton
                      control="left"
                      label={t("photos.moveLeftLabel", { n })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1, "left")}
                    >
                      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                    </IconButton>
                    <IconButton
                      control="right"
                      label={t("photos.moveRightLabel", { n })}
                      disabled={index === photos.length - 1}
                      onClick={() => move(index, index + 1, "right")}
                    >
                      <ArrowRight aria-hidden="true" className="h-4 w-4" />
                    </IconButton>
                    {coverIndex >= 0 && index !== coverIndex && (
                      <button
                        type="button"
                        data-control="cover"
                        aria-label={t("photos.makeCoverLabel", { n })}
                        onClick={() => move(index, 0, "cover")}
                        className="inline-flex min-h-8 items-center gap-1 rounded-md border border-slate-300 px-2 text-xs font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
                      >
                        <Star aria-hidden="true" className="h-3.5 w-3.5" />
                        {t("photos.makeCover")}
                      </button>
                    )}
                  </div>
                )}
                {positionName && (
                  <label className="flex items-center gap-2 text-xs text-slate-700 dark:text-slate-300">
                    <span aria-hidden="true">{t("photos.positionShort")}</span>
                    <span className="sr-only">{t("photos.position", { n })}</span>
                    <select
                      name={positionName}
                      data-control="position"
                      value={n}
                      onChange={(event) => move(index, Number(event.currentTarget.value) - 1, "position")}
                      className="rounded-md border border-slate-300 bg-white px-1.5 py-1 text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
                    >
                      {photos.map((other, position) => (
                        <option key={other.key} value={position + 1}>
                          {position + 1}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                {children?.(photo, index)}
              </div>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" role="status" className="sr-only" data-testid={testId ? `${testId}-status` : undefined}>
        {announcement}
      </p>
    </div>
  );
}

function IconButton({
  control,
  label,
  disabled,
  onClick,
  children,
}: {
  control: Control;
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      data-control={control}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-slate-300 text-slate-800 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {children}
    </button>
  );
}
