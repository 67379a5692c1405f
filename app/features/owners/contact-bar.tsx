import { MessageCircle, Phone, PhoneCall, Send } from "~/ui/icons";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import type { PhoneActionData } from "./owner-card";

type ContactBarProps = {
  propertyId: string;
  /** The owner gave a number: Telefono and WhatsApp; without one, Mesazh alone. */
  hasPhone: boolean;
  /** The reveal's answer when it was posted without JavaScript (the page came back with it). */
  noJsResult?: PhoneActionData;
  /** Where "Mesazh" leads without JavaScript: the contact form, or the contact panel (log in first). */
  messageHref: string;
  /** With JavaScript: opens the contact form in place; false when there is none to open (then the link is followed). */
  onMessage?: () => boolean;
};

const item =
  "inline-flex h-12 min-w-0 flex-1 items-center justify-center gap-1 rounded-xl px-1 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70";
const primary = "bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-500";
const secondary =
  "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

/**
 * A listing's contact in one tap on a phone (issue 34 §4): Telefono, WhatsApp and Mesazh at the foot
 * of the screen, below lg, where the owner card is far down the page. Telefono and WhatsApp post the
 * phone reveal (the owner card's, sharing its answer: the number appears in both), then are links to
 * call (tel:) and to WhatsApp (wa.me); Mesazh opens the contact form. It is the last part of the
 * page's <main>, sticky to the screen's foot: it stays in view while the reader scrolls and ends where
 * the page does, so it never covers the page's end or the footer. Without JavaScript the reveal is a
 * form and Mesazh a link to the form.
 */
export function ContactBar({ propertyId, hasPhone, noJsResult, messageHref, onMessage }: ContactBarProps) {
  const { t } = useTranslation("owners");
  const fetcher = useFetcher<PhoneActionData>({ key: `phone-${propertyId}` });
  const answer = fetcher.data ?? noJsResult;
  const busy = fetcher.state !== "idle";
  const revealed = answer?.phone;
  // The button pressed goes with the reveal; its link takes the focus once it replaces the button.
  const pressed = useRef<"call" | "whatsapp" | null>(null);
  const call = useRef<HTMLAnchorElement>(null);
  const whatsapp = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!revealed || !pressed.current) return;
    (pressed.current === "call" ? call : whatsapp).current?.focus();
    pressed.current = null;
  }, [revealed]);

  return (
    <section
      aria-label={t("bar.label")}
      data-testid="contact-bar"
      className="sticky bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95"
    >
      {answer?.error && (
        <p role="alert" className="mx-auto mb-2 max-w-xl text-sm font-medium text-red-700 dark:text-red-300">
          {answer.error.message}
        </p>
      )}
      {hasPhone && (
        // The number once revealed, in full (announced as it appears); the buttons keep their words.
        <p
          role="status"
          className={revealed ? "mx-auto mb-1.5 max-w-xl text-center text-sm text-slate-700 dark:text-slate-300" : "sr-only"}
        >
          {revealed && (
            <>
              {t("phone.number")}: <strong className="font-bold text-slate-900 dark:text-slate-100">{revealed.phone}</strong>
            </>
          )}
        </p>
      )}
      <div className="mx-auto flex max-w-xl gap-2">
        {hasPhone &&
          (revealed ? (
            <>
              <a ref={call} href={revealed.links.tel} className={cx(item, primary)}>
                <PhoneCall aria-hidden="true" className="h-[1.125rem] w-[1.125rem] shrink-0" />
                {t("bar.call")}
              </a>
              <a ref={whatsapp} href={revealed.links.whatsapp} target="_blank" rel="noopener noreferrer" className={cx(item, secondary)}>
                <MessageCircle aria-hidden="true" className="h-[1.125rem] w-[1.125rem] shrink-0 text-green-700 dark:text-green-400" />
                {t("phone.whatsapp")}
              </a>
            </>
          ) : (
            <fetcher.Form method="post" action={`/property/${propertyId}`} className="contents" aria-busy={busy}>
              <input type="hidden" name="intent" value="phone" />
              <button type="submit" disabled={busy} onClick={() => (pressed.current = "call")} className={cx(item, primary)}>
                <Phone aria-hidden="true" className="h-[1.125rem] w-[1.125rem] shrink-0" />
                {t("bar.call")}
              </button>
              <button type="submit" disabled={busy} onClick={() => (pressed.current = "whatsapp")} className={cx(item, secondary)}>
                <MessageCircle aria-hidden="true" className="h-[1.125rem] w-[1.125rem] shrink-0 text-green-700 dark:text-green-400" />
                {t("phone.whatsapp")}
              </button>
            </fetcher.Form>
          ))}
        <a
          href={messageHref}
          onClick={(event) => {
            if (onMessage?.()) event.preventDefault();
          }}
          className={cx(item, hasPhone ? secondary : primary)}
        >
          <Send aria-hidden="true" className="h-[1.125rem] w-[1.125rem] shrink-0" />
          {t("bar.message")}
        </a>
      </div>
    </section>
  );
}
