import { Check, Copy } from "~/ui/icons";
import { useEffect, useState } from "react";
import { COPY_CONFIRMATION_MS } from "~/domain/limits";
import { useTranslation } from "~/i18n/react";
import { cx } from "./cx";

/**
 * Copies a value to the clipboard; a check and 'U kopjua!' show for 2 seconds (document 1 §9, document 2 §9).
 * By default the button shows the value itself; with `showValue={false}` it shows `text` (e.g. 'Kopjo')
 * and `label` is its whole accessible name.
 */
export function CopyButton({
  value,
  label,
  showValue = true,
  text,
  className,
}: {
  value: string;
  label: string;
  showValue?: boolean;
  text?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      title={t("copy.hint")}
      aria-label={showValue ? `${label}: ${value}` : label}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
      className={cx(
        "inline-flex items-center gap-1.5 rounded-md px-1.5 py-0.5 font-mono text-xs text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800",
        className,
      )}
    >
      {showValue ? <span>{value}</span> : text && <span>{text}</span>}
      {copied ? (
        <Check aria-hidden="true" className="h-3.5 w-3.5 text-green-700 dark:text-green-400" />
      ) : (
        <Copy aria-hidden="true" className="h-3.5 w-3.5" />
      )}
      <span role="status" className={copied ? "font-sans text-green-800 dark:text-green-300" : "sr-only"}>
        {copied ? t("copy.copied") : ""}
      </span>
    </button>
  );
}
