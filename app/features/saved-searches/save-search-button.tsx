import { BellPlus, X } from "~/ui/icons";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { authHref } from "~/domain/return-to";
import type { SearchInput } from "~/domain/schemas/listings";
import { filtersToParams } from "~/domain/search-params";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonClass } from "~/ui/button";
import { SaveSearchFetcherForm, SaveSearchPlainForm } from "./save-search-form";

/** A name to start from: the search's place or words, else "My search". */
function suggestedName(search: SearchInput, fallback: string): string {
  return [search.location, search.q].filter(Boolean).join(" · ").slice(0, 80) || fallback;
}

/**
 * "Ruaj kërkimin" on /listings: saves the current filters (and the map's area) with a name and an alert
 * frequency. Signed out, it leads to the login page and back here. Without JavaScript the form opens
 * in a disclosure and posts to the saved-searches page; with it, a small dialog saves in place.
 */
export function SaveSearchButton({ search, signedIn }: { search: SearchInput; signedIn: boolean }) {
  const { t } = useTranslation("saved-searches");
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const [round, setRound] = useState(0);
  const query = new URLSearchParams(filtersToParams(search)).toString();
  const defaultName = suggestedName(search, t("save.defaultName"));
  const icon = <BellPlus aria-hidden="true" className="h-4 w-4" />;

  if (!signedIn) {
    const back = `/listings${query ? `?${query}` : ""}`;
    return (
      <Link to={authHref("/login", back)} className={buttonClass("secondary", "md")} title={t("save.loginToSave")}>
        {icon}
        {t("save.button")}
      </Link>
    );
  }

  if (!hydrated) {
    return (
      <details className="relative">
        <summary className={buttonClass("secondary", "md", "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
          {icon}
          {t("save.button")}
        </summary>
        <div className="absolute right-0 z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <SaveSearchPlainForm query={query} defaultName={defaultName} />
        </div>
      </details>
    );
  }

  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className={buttonClass("secondary", "md")}
        aria-haspopup="dialog"
        onClick={() => {
          setRound((n) => n + 1);
          dialog.current?.showModal();
        }}
      >
        {icon}
        {t("save.button")}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="save-search-title"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="space-y-4 p-5">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id="save-search-title" className="text-lg font-semibold">
                {t("save.title")}
              </h2>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("save.intro")}</p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label={t("save.close")}
              className="rounded-md p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          <SaveSearchFetcherForm key={round} query={query} defaultName={defaultName} onCancel={close} />
        </div>
      </dialog>
    </>
  );
}
