import { Lightbulb, X } from "~/ui/icons";
import { useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";

const EVENT = "prona-hint-dismissed";

function subscribe(callback: () => void) {
  window.addEventListener(EVENT, callback);
  window.addEventListener("storage", callback);
  return () => {
    window.removeEventListener(EVENT, callback);
    window.removeEventListener("storage", callback);
  };
}

/** A dismissible hint (document 2 §2.5); the dismissal is remembered in this browser. */
export function HintBanner({ storageKey, children }: { storageKey: string; children: React.ReactNode }) {
  const { t } = useTranslation("admin");
  const dismissed = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(storageKey) === "dismissed",
    () => false,
  );
  if (dismissed) return null;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-gold-300 bg-gold-100 p-3 text-sm text-slate-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
      <Lightbulb aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p className="flex-1">{children}</p>
      <button
        type="button"
        aria-label={t("common.dismiss")}
        onClick={() => {
          localStorage.setItem(storageKey, "dismissed");
          window.dispatchEvent(new Event(EVENT));
        }}
        className="-m-1 rounded-md p-1 hover:bg-gold-300/50"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
