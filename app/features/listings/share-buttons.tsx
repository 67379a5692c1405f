import { Check, Link2, MessageCircle, Phone, Share2 } from "~/ui/icons";
import { useEffect, useState } from "react";
import { COPY_CONFIRMATION_MS } from "~/domain/limits";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/lib/use-hydrated";
import { useIconsDrawnLater } from "~/ui/icons/icon";

/** Where a listing can be shared: the apps people in Kosovo use, each a plain link (works without JavaScript). */
function shareLinks(url: string, title: string) {
  const text = `${title} ${url}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    viber: `viber://forward?text=${encodeURIComponent(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}

const LINK_CLASS =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800";

/**
 * Share buttons of the detail page: WhatsApp, Viber, Facebook and copy link; on a device with a share
 * sheet (phones), the native sheet first. `url` is the listing's canonical address.
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("listings");
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const links = shareLinks(url, title);
  // The share sheet and copy-link buttons come with JavaScript: the page carries their icons anyway.
  useIconsDrawnLater(Share2, Link2, Check);

  // The share sheet exists only in some browsers (most phones); it is offered where it does (known
  // once hydrated, so the server's HTML and the first render agree).
  const canShare = hydrated && typeof navigator.share === "function";
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <section aria-labelledby="share-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="share-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t("share.title")}
      </h2>
      <div className="grid grid-cols-2 gap-2">
        {canShare && (
          <button
            type="button"
            className={`${LINK_CLASS} col-span-2 bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700`}
            onClick={() => {
              // A closed sheet rejects: nothing to tell the reader.
              navigator.share({ title, url }).catch(() => undefined);
            }}
          >
            <Share2 aria-hidden="true" className="h-4 w-4" />
            {t("share.native")}
          </button>
        )}
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={LINK_CLASS} data-share="whatsapp">
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          WhatsApp
          <span className="sr-only">{t("share.newWindow")}</span>
        </a>
        <a href={links.viber} className={LINK_CLASS} data-share="viber">
          <Phone aria-hidden="true" className="h-4 w-4" />
          Viber
        </a>
        <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={LINK_CLASS} data-share="facebook">
          <FacebookMark />
          Facebook
          <span className="sr-only">{t("share.newWindow")}</span>
        </a>
        {hydrated && (
          <button
            type="button"
            className={LINK_CLASS}
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {copied ? (
              <Check aria-hidden="true" className="h-4 w-4 text-green-700 dark:text-green-400" />
            ) : (
              <Link2 aria-hidden="true" className="h-4 w-4" />
            )}
            {t("share.copy")}
          </button>
        )}
      </div>
      <p role="status" className={copied ? "mt-2 text-sm font-medium text-green-800 dark:text-green-300" : "sr-only"}>
        {copied ? t("share.copied") : ""}
      </p>
    </section>
  );
}

/** Facebook's "f" (lucide has no brand marks). */
function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="currentColor">
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z" />
    </svg>
  );
}
