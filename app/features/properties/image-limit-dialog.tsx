import { ImageOff } from "~/ui/icons";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/ui/button";
import { usePromises } from "~/lib/use-promises";

/**
 * 'Bild-Limit erreicht' (document 1 §5): the maximum allowed and, for free users, the premium hint.
 * A native dialog: modal with JavaScript; without it, rendered open and closed by its own form.
 */
export function ImageLimitDialog({
  open,
  max,
  premium,
  premiumMax,
  onClose,
  initiallyOpen = false,
}: {
  open: boolean;
  /** Rendered open by the server (a refusal without JavaScript). */
  initiallyOpen?: boolean;
  max: number;
  premium: boolean;
  premiumMax: number;
  onClose: () => void;
}) {
  const { t } = useTranslation("properties");
  // Premium is offered (allow_premium_features): only then does the dialog suggest it.
  const { premiumOffered } = usePromises();
  const upsell = !premium && premiumOffered;
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The safe choice has the focus, not the way to pay (a stray Enter must not lead to /premium).
      closeRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      open={initiallyOpen || undefined}
      aria-labelledby="image-limit-title"
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700 dark:bg-gold-400/20 dark:text-gold-300">
          <ImageOff aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="space-y-2">
          <h2 id="image-limit-title" className="text-lg font-bold">
            {t("limitModal.title")}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("limitModal.body", { count: max })}</p>
          {upsell && <p className="text-sm text-slate-700 dark:text-slate-300">{t("limitModal.upgrade", { count: premiumMax })}</p>}
        </div>
      </div>
      <form method="dialog" className="mt-6 flex flex-wrap justify-end gap-2">
        {upsell && (
          <Link to="/premium" className={buttonClass("gold", "md")}>
            {t("limitModal.upgradeLink")}
          </Link>
        )}
        <button ref={closeRef} type="submit" className={buttonClass("primary", "md")}>
          {t("limitModal.close")}
        </button>
      </form>
    </dialog>
  );
}
