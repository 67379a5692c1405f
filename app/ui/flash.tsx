import { X } from "~/ui/icons";
import { useEffect, useState } from "react";
import { SUCCESS_BANNER_MS } from "~/domain/limits";
import { useTranslation } from "~/i18n/react";
import { Alert } from "./alert";

/**
 * A success banner that hides itself after 3 seconds (document 2 §9); errors stay until dismissed.
 * Give it a `key` per message so a new message shows again.
 */
export function Flash({ tone, children }: { tone: "success" | "error"; children: React.ReactNode }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (tone !== "success") return;
    const timer = setTimeout(() => setVisible(false), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [tone]);
  if (!visible) return null;
  return (
    <div className="relative">
      <Alert tone={tone} className="pr-10">
        {children}
      </Alert>
      <button
        type="button"
        onClick={() => setVisible(false)}
        aria-label={t("dialog.dismiss")}
        className="absolute right-1.5 top-1.5 rounded-md p-1.5 opacity-80 hover:opacity-100"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
