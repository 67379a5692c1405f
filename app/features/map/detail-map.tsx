import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import type { MapTiles } from "./tiles";
import { useMapKit } from "./use-map-kit";

type DetailMapProps = {
  latitude: number | null;
  longitude: number | null;
  /** Only the area is public: a circle, not a pin. */
  approximate: boolean;
  tiles: MapTiles;
  className?: string;
  /** Under an approximate area, the listing's note ("only the approximate area"); the contact page's office gives its address instead. */
  areaNote?: boolean;
};

/** The detail page's map: the pin, or a circle over the approximate area. Nothing without a position. */
export function DetailMap({ latitude, longitude, approximate, tiles, className, areaNote = true }: DetailMapProps) {
  const { t } = useTranslation("map");
  const element = useRef<HTMLDivElement>(null);
  // Loaded when the map comes near the screen (below the fold on a phone).
  const { kit, failed } = useMapKit(element);
  const label = t("detail.label");
  const pinTitle = t("detail.pin");

  useEffect(() => {
    if (!kit || !element.current || latitude === null || longitude === null) return;
    const at = { lat: latitude, lng: longitude };
    const map = kit.createMap(element.current, tiles, {
      center: at,
      zoom: approximate ? 13 : 15,
      label,
      zoomIn: t("zoomIn"),
      zoomOut: t("zoomOut"),
    });
    if (approximate) kit.addArea(map, at);
    else kit.addPin(map, at, { title: pinTitle });
    return () => {
      map.remove();
    };
    // The tiles object is new after each load; its values are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit, latitude, longitude, approximate, tiles.url, tiles.attribution, label, pinTitle]);

  if (latitude === null || longitude === null) return null;
  return (
    <div className={cx("space-y-2", className)}>
      <div
        ref={element}
        data-testid="detail-map"
        className="prona-map h-64 w-full overflow-hidden rounded-xl border border-slate-200 sm:h-80 dark:border-slate-800"
      >
        {failed && <p className="p-4 text-sm text-slate-700 dark:text-slate-300">{t("unavailable")}</p>}
      </div>
      {approximate && areaNote && <p className="text-sm text-slate-600 dark:text-slate-400">{t("detail.approximate")}</p>}
    </div>
  );
}
