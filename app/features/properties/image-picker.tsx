import { ImagePlus, Trash2, Undo2 } from "~/ui/icons";
import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { SortablePhotos } from "./sortable-photos";

export type NewPhoto = { key: string; file: File; preview: string };

/** The card-sized WebP variant of one of our photos (falls back to the original on error). */
function cardVariant(url: string): string {
  return /\/\d{13}-[a-z0-9]{8}\.(jpg|png|webp|gif)$/.test(url) ? url.replace(/\.(jpg|png|webp|gif)$/, ".card.webp") : url;
}

/**
 * Photos (document 1 §2, §5): the saved ones in their order (the first is the cover; reordered by
 * drag and drop, buttons, or a position select without JavaScript) with a remove checkbox, the chosen
 * new ones as previews (uploaded in the order shown, after the saved ones), and the file input. The
 * count is existing − removed + new.
 */
export function ImagePicker({
  existing,
  removed,
  onToggleRemoved,
  onMoveExisting,
  photos,
  onMovePhoto,
  onAdd,
  onRemovePhoto,
  limit,
  maxUploadMb,
  error,
}: {
  existing: string[];
  removed: Set<string>;
  onToggleRemoved: (url: string) => void;
  /** Moves a saved photo to another place (the first is the cover). */
  onMoveExisting: (from: number, to: number) => void;
  photos: NewPhoto[];
  onMovePhoto: (from: number, to: number) => void;
  onAdd: (files: File[]) => void;
  onRemovePhoto: (key: string) => void;
  limit: number;
  maxUploadMb: number;
  error?: string;
}) {
  const { t } = useTranslation("properties");
  const id = useId();
  const total = existing.length - removed.size + photos.length;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t("form.images")}</legend>

      {existing.length > 0 && (
        <div className="space-y-2">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t("form.existingImages")}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t("photos.hint")}</p>
          <SortablePhotos
            testId="saved-photos"
            photos={existing.map((url, index) => ({
              key: url,
              src: cardVariant(url),
              fallback: url,
              alt: t("form.existingImage", { n: index + 1 }),
              faded: removed.has(url),
            }))}
            coverIndex={existing.findIndex((url) => !removed.has(url))}
            onMove={onMoveExisting}
            orderName="image_order"
            positionName="image_position"
          >
            {(photo, index) => {
              const isRemoved = removed.has(photo.key);
              return (
                <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                  <input
                    type="checkbox"
                    name="remove_images"
                    value={photo.key}
                    checked={isRemoved}
                    onChange={() => onToggleRemoved(photo.key)}
                    className="h-4 w-4 rounded border-slate-400 text-red-700"
                  />
                  {isRemoved ? (
                    <span className="inline-flex items-center gap-1 font-medium text-red-700 dark:text-red-300">
                      <Undo2 aria-hidden="true" className="h-3.5 w-3.5" />
                      {t("form.removedNote")}
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1">
                      <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
                      {t("form.removeExisting")}
                    </span>
                  )}
                  <span className="sr-only">{t("form.existingImage", { n: index + 1 })}</span>
                </label>
              );
            }}
          </SortablePhotos>
        </div>
      )}

      {photos.length > 0 && (
        <div className="space-y-2">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t("form.newImages")}</p>
          <SortablePhotos
            testId="new-photos"
            photos={photos.map((photo) => ({ key: photo.key, src: photo.preview, alt: t("form.newImage", { name: photo.file.name }) }))}
            coverIndex={existing.some((url) => !removed.has(url)) ? -1 : 0}
            onMove={onMovePhoto}
          >
            {(photo) => {
              const name = photos.find((p) => p.key === photo.key)?.file.name ?? "";
              return (
                <button
                  type="button"
                  onClick={() => onRemovePhoto(photo.key)}
                  className="inline-flex min-h-8 items-center gap-1 text-sm font-medium text-red-700 hover:underline dark:text-red-300"
                >
                  <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
                  {t("form.removeExisting")}
                  <span className="sr-only">{name}</span>
                </button>
              );
            }}
          </SortablePhotos>
        </div>
      )}

      <div className="rounded-xl border-2 border-dashed border-slate-300 p-4 dark:border-slate-600">
        <input
          id={id}
          type="file"
          name="images"
          accept="image/*"
          multiple
          aria-describedby={`${id}-hint ${id}-count`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // The chosen files move into the previews; the input is emptied so more can be added.
            event.currentTarget.value = "";
            if (files.length) onAdd(files);
          }}
          // Our own control instead of the browser's "Choose Files / No file chosen" (in the browser's
          // language, not the page's): the input stays for keyboards and screen readers, the label is the button.
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:bg-brand-600 dark:hover:bg-brand-700"
        >
          <ImagePlus aria-hidden="true" className="h-5 w-5" />
          {t("form.imagesChoose")}
        </label>
        <p id={`${id}-hint`} className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {t("form.imagesHint", { mb: maxUploadMb, count: limit })}
        </p>
        <p id={`${id}-count`} aria-live="polite" className="mt-1 text-xs font-medium text-slate-700 dark:text-slate-300">
          {t("form.imagesCount", { count: total, max: limit })}
        </p>
      </div>
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  );
}
