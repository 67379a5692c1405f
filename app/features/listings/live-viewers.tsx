import { Users } from "~/ui/icons";
import { useEffect, useState } from "react";
import { VIEWER_REFRESH_MS } from "~/domain/limits";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import { whenIdle } from "~/lib/when-idle";

/**
 * "N people are looking at this now": the page beats every 30 s and says goodbye when closed. Hidden
 * at 0 and when the count cannot be read (the failure is only logged, as the spec says).
 */
export function LiveViewers({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation("listings");
  const [count, setCount] = useState(0);

  useEffect(() => {
    const url = `/api/properties/${propertyId}/viewers`;
    let stopped = false;
    const beat = async () => {
      try {
        const response = await fetch(url, { method: "POST" });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { current_viewers: number };
        if (!stopped) setCount(body.current_viewers);
      } catch {
        console.warn("Could not get current viewer count");
        if (!stopped) setCount(0);
      }
    };
    // The first beat waits for the page to be idle (lib/when-idle.ts); until then this reader has not joined.
    let timer: ReturnType<typeof setInterval> | undefined;
    const cancelStart = whenIdle(() => {
      void beat();
      timer = setInterval(() => void beat(), VIEWER_REFRESH_MS);
    });
    const leave = () => {
      if (timer === undefined) return;
      void fetch(url, { method: "DELETE", keepalive: true }).catch(() => undefined);
    };
    window.addEventListener("pagehide", leave);
    return () => {
      stopped = true;
      cancelStart();
      clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [propertyId]);

  // The pill keeps its place while hidden (at 0, and until the first count arrives): appearing after
  // the page is drawn, it would push the title and photos down (a layout shift of 0.03 on a phone).
  const hidden = count <= 0;
  return (
    <p
      role={hidden ? undefined : "status"}
      aria-hidden={hidden ? true : undefined}
      data-testid={hidden ? undefined : "live-viewers"}
      className={cx(
        "inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200",
        hidden && "invisible",
      )}
    >
      <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-emerald-600" />
      <Users aria-hidden="true" className="h-4 w-4" />
      {t("detail.viewers", { count: Math.max(count, 1) })}
    </p>
  );
}

/**
 * Records one view per page visit (document 1 §4), once the page is idle (a reader gone before then,
 * within the load, is not counted); failures are only logged.
 */
export function useRecordView(propertyId: string) {
  useEffect(
    () =>
      whenIdle(() => {
        void fetch(`/api/properties/${propertyId}/views`, { method: "POST" }).catch(() => console.warn("Could not record the view"));
      }),
    [propertyId],
  );
}
