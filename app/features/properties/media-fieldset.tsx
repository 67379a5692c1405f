import { FileImage, Trash2 } from "~/ui/icons";
import { useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { TextField } from "~/ui/field";

/**
 * The floor plan (one image, checked on the server like the photos and not counted among them) and
 * the video tour link (YouTube or Vimeo only, checked by the shared schema) of the property form
 * (issue 14 §6). Plain form fields: they post with the rest of the form, with or without JavaScript.
 */
export function MediaFieldset({
  floorPlan,
  videoUrl,
  maxUploadMb,
  errors,
}: {
  floorPlan?: string | null;
  videoUrl: string;
  maxUploadMb: number;
  errors: { video_url?: string; floor_plan?: string };
}) {
  const { t } = useTranslation("properties");
  const id = useId();
  const [chosen, setChosen] = useState("");
  return (
    <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold">{t("form.media")}</h2>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t("form.floorPlan")}</legend>
        {floorPlan && (
          <figure className="max-w-xs overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
            <img src={floorPlan} alt={t("form.floorPlanCurrent")} loading="lazy" className="aspect-[4/3] w-full bg-white object-contain" />
            <figcaption className="px-2 py-2">
              <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                <input type="checkbox" name="remove_floor_plan" value="1" className="h-4 w-4 rounded border-slate-400 text-red-700" />
                <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
                {t("form.floorPlanRemove")}
              </label>
            </figcaption>
          </figure>
        )}
        <div>
          <input
            id={id}
            type="file"
            name="floor_plan"
            accept="image/*"
            aria-describedby={`${id}-hint`}
            onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name ?? "")}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <FileImage aria-hidden="true" className="h-5 w-5" />
            {t("form.floorPlanChoose")}
          </label>
          {chosen && (
            <p aria-live="polite" className="mt-1 text-xs font-medium text-slate-700 dark:text-slate-300">
              {t("form.floorPlanChosen", { name: chosen })}
            </p>
          )}
          <p id={`${id}-hint`} className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            {t("form.floorPlanHint", { mb: maxUploadMb })}
          </p>
          {errors.floor_plan && <p className="text-sm text-red-700 dark:text-red-300">{errors.floor_plan}</p>}
        </div>
      </fieldset>
      <TextField
        label={t("form.videoUrl")}
        name="video_url"
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={300}
        placeholder="https://www.youtube.com/watch?v=…"
        defaultValue={videoUrl}
        hint={t("form.videoUrlHint")}
        error={errors.video_url}
      />
    </section>
  );
}
