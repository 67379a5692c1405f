import { useState } from "react";
import { isRouteErrorResponse, Link, useLocation, useNavigate, useNavigation, useRevalidator } from "react-router";
import { useTranslation } from "~/i18n/react";
import * as bundled from "~/i18n/sq/error-page";
import { isOfflineError, offlineTargetOf, serverReachable } from "~/lib/offline";
import { buttonClass } from "./button";
import { RotateCw } from "./icons";
import { cx } from "./cx";
import { LogoMark } from "./logo";

/** What went wrong, as the reader needs to hear it. */
type RouteErrorKind = "offline" | "notFound" | "refused" | "error";

/** The texts of a refusal thrown by refusalResponse() (server/web/forms.ts), in the reader's language. */
function refusalTexts(error: unknown): { title: string; message: string } | undefined {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500) return undefined;
  const body = error.data as { title?: unknown; error?: { message?: unknown } } | null;
  const message = body?.error?.message;
  return typeof message === "string" && typeof body?.title === "string" ? { title: body.title, message } : undefined;
}

function routeErrorKind(error: unknown): RouteErrorKind {
  if (isRouteErrorResponse(error)) return error.status === 404 ? "notFound" : refusalTexts(error) ? "refused" : "error";
  return isOfflineError(error) ? "offline" : "error";
}

type Texts = { title: string; body: string; home: string; retry: string; still: string; checking: string };

/**
 * A page that could not be shown (issue 34 §11): the connection dropped, the page does not exist, the
 * request was refused, or the server failed. The connection and the server's failures offer
 * "Provo përsëri"; every case a way home.
 *
 * - `framed`: inside the site's header and footer (a layout's or the root's boundary with the shell's
 *   data), else the whole screen.
 * - `bundled`: no translations reached the page (its data request failed with the root's own part):
 *   the Albanian texts bundled with this module.
 */
export function RouteError({ error, framed = true, bundled: useBundled = false }: { error: unknown; framed?: boolean; bundled?: boolean }) {
  const { t } = useTranslation();
  const kind = routeErrorKind(error);
  const refusal = kind === "refused" ? refusalTexts(error) : undefined;
  const texts: Texts = useBundled
    ? {
        ...(kind === "offline" ? bundled.offline : kind === "notFound" || kind === "refused" ? bundled.notFound : bundled.errorPage),
        home: bundled.notFound.home,
        retry: bundled.retry,
        still: bundled.offline.still,
        checking: bundled.offline.checking,
      }
    : {
        title: kind === "offline" ? t("offline.title") : kind === "notFound" ? t("notFound.title") : t("errorPage.title"),
        body: kind === "offline" ? t("offline.body") : kind === "notFound" ? t("notFound.body") : t("errorPage.body"),
        home: t("notFound.home"),
        retry: t("status.retry"),
        still: t("offline.still"),
        checking: kind === "offline" ? t("offline.checking") : t("status.loading"),
      };
  const title = refusal?.title ?? texts.title;
  const body = refusal?.message ?? texts.body;
  const retryable = kind === "offline" || kind === "error";
  return (
    <main
      id="main"
      data-testid="route-error"
      data-kind={kind}
      className={cx("flex flex-col items-center justify-center gap-4 px-6 text-center", framed ? "min-h-[60vh] py-16" : "min-h-screen")}
    >
      {/* The route's meta has no data to name the page with; React puts this title in the head. */}
      <title>{`${title} – ${useBundled ? "Prona" : t("brand")}`}</title>
      <LogoMark className="h-12 w-12" />
      <div role={retryable ? "alert" : undefined} className="space-y-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="max-w-md text-slate-600 dark:text-slate-300">{body}</p>
      </div>
      {retryable ? (
        <Retry texts={texts} />
      ) : (
        <Link to="/" className={buttonClass("primary", "md")}>
          {texts.home}
        </Link>
      )}
    </main>
  );
}

/**
 * "Provo përsëri": first asks whether the server answers (a reader still offline is told so, and stays
 * here rather than on the browser's own offline page), then opens the page asked for while offline, or
 * loads this one again (React Router loads every route whose data is missing, the root's too). Without
 * JavaScript it asks for the same address again.
 */
function Retry({ texts }: { texts: Texts }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [state, setState] = useState<"idle" | "checking" | "still">("idle");
  const busy = state === "checking" || revalidator.state === "loading" || navigation.state !== "idle";

  async function retry() {
    setState("checking");
    if (!(await serverReachable())) {
      setState("still");
      return;
    }
    setState("idle");
    const target = offlineTargetOf(location.state);
    if (target) void navigate(target);
    else void revalidator.revalidate();
  }

  return (
    <form
      method="get"
      action={location.pathname}
      className="flex flex-col items-center gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void retry();
      }}
    >
      {[...new URLSearchParams(location.search)].map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-wrap justify-center gap-3">
        <button type="submit" className={buttonClass("primary", "md")} aria-disabled={busy || undefined}>
          <RotateCw aria-hidden="true" className={cx("h-4 w-4", busy && "animate-spin")} />
          {busy ? texts.checking : texts.retry}
        </button>
        <Link to="/" className={buttonClass("secondary", "md")}>
          {texts.home}
        </Link>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200" data-testid="route-error-status">
        {state === "still" ? texts.still : ""}
      </p>
    </form>
  );
}
