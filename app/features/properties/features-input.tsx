import { X } from "~/ui/icons";
import { useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { normalizeFeatures, PROPERTY_LIMITS } from "~/domain/schemas/property-form";
import { Button } from "~/ui/button";
import { inputClass } from "~/ui/field";

/**
 * Features as tags (document 1 §5): typed and added with Enter (or the button), trimmed, without
 * duplicates, removable. Each tag travels as a hidden `features` field; the text box is a `features`
 * field too, so text typed but not yet added, or typed without JavaScript (comma-separated), is kept.
 */
export function FeaturesInput({ initial, error }: { initial: string[]; error?: string }) {
  const { t } = useTranslation("properties");
  const id = useId();
  const [tags, setTags] = useState(initial);
  const [draft, setDraft] = useState("");

  function add() {
    const next = normalizeFeatures([...tags, draft]);
    if (Array.isArray(next)) setTags((next as string[]).slice(0, PROPERTY_LIMITS.features));
    setDraft("");
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t("form.features")}
      </label>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 dark:bg-slate-800 dark:text-brand-100"
            >
              {tag}
              <input type="hidden" name="features" value={tag} />
              <button
                type="button"
                onClick={() => setTags((all) => all.filter((other) => other !== tag))}
                aria-label={t("form.featureRemove", { tag })}
                className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-slate-700"
              >
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          name="features"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          maxLength={500}
          placeholder={t("form.featuresPlaceholder")}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          className={inputClass}
        />
        <Button variant="secondary" onClick={add} disabled={!draft.trim()}>
          {t("form.featuresAdd")}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        {t("form.featuresHint")}
      </p>
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
    </div>
  );
}
