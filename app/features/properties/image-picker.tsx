import { ImagePlus, Trash2, Undo2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";

export type NewPhoto = { key: string; file: File; preview: string };

/** The card-sized WebP variant of one of our photos (falls back to the original on error). */
function cardVariant(url: string): string {
  return /\/\d{13}-[a-z0-9]{8}\.(jpg|png|webp|gif)$/.test(url) ? url.replace(/\.(jpg|png|webp|gif)$/, ".card.webp") : url;
}

/**
 * Photos (document 1 §2, §5): the saved ones with a remove checkbox (works without JavaScript too),
 * the chosen new ones as previews, and the file input. The count is existing − removed + new.
 */
export function ImagePicker({
  existing,
  removed,
  onToggleRemoved,
  photos,
  onAdd,
  onRemovePhoto,
  limit,
  maxUploadMb,
  error,
}: {
  existing: string[];
  removed: Set<string>;
  onToggleRemoved: (url: string) => void;
  photos: NewPhoto[];
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
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {existing.map((url, index) => {
              const isRemoved = removed.has(url);
              return (
                <li key={url} className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
                  <img
                    src={cardVariant(url)}
                    alt={t("form.existingImage", { n: index + 1 })}
                    loading="lazy"
                    className={cx("aspect-[4/3] w-full object-cover transition", isRemoved && "opacity-30 grayscale")}
                    onError={(event) => {
                      if (event.currentTarget.src !== new URL(url, window.location.href).href) event.currentTarget.src = url;
                    }}
                  />
                  <label className="flex cursor-pointer items-center gap-2 px-2 py-2 text-sm text-slate-800 dark:text-slate-200">
                    <input
                      type="checkbox"
                      name="remove_images"
                      value={url}
                      checked={isRemoved}
                      onChange={() => onToggleRemoved(url)}
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
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {photos.length > 0 && (
        <div className="space-y-2">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t("form.newImages")}</p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="new-photos">
            {photos.map((photo) => (
              <li key={photo.key} className="relative overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
                <img src={photo.preview} alt={t("form.newImage", { name: photo.file.name })} className="aspect-[4/3] w-full object-cover" />
                <button
                  type="button"
                  onClick={() => onRemovePhoto(photo.key)}
                  aria-label={t("form.removeNew", { name: photo.file.name })}
                  className="absolute top-2 right-2 flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-red-700 shadow hover:bg-white dark:bg-slate-900/90 dark:text-red-300"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
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
