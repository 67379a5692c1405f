import { Crosshair, MapPin } from "~/ui/icons";
import { useEffect, useRef, useState } from "react";
import { insideKosovo, placeCentre, roundPosition, type LatLng } from "~/domain/position";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import type { LeafletMap, Marker } from "./leaflet-kit";
import type { MapTiles } from "./tiles";
import { useMapKit } from "./use-map-kit";

type PositionPickerProps = {
  /** The saved (or typed) values: text, as the form keeps them. */
  latitude: string;
  longitude: string;
  approximate: boolean;
  tiles: MapTiles;
  /** The name of the form's location field: "use the place's centre" reads it. */
  locationField?: string;
  errors?: { latitude?: string; longitude?: string };
};

const asPosition = (lat: string, lng: string): LatLng | null => {
  const a = Number(lat.replace(",", "."));
  const b = Number(lng.replace(",", "."));
  return lat.trim() && lng.trim() && Number.isFinite(a) && Number.isFinite(b) ? { lat: a, lng: b } : null;
};

/**
 * Where the property is, in the property form: click (or drag the pin) on the map, or type the
 * coordinates, or leave them empty for the centre of the place named in the location (the server fills
 * it). The choice "show only the approximate area" keeps the exact pin from the public.
 */
export function PositionPicker({ latitude, longitude, approximate, tiles, locationField = "location", errors }: PositionPickerProps) {
  const { t } = useTranslation("map");
  const [lat, setLat] = useState(latitude);
  const [lng, setLng] = useState(longitude);
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const pinRef = useRef<Marker | null>(null);
  const { kit } = useMapKit();
  const position = asPosition(lat, lng);
  const label = t("picker.label");
  const pinTitle = t("picker.pin");

  function choose(at: LatLng) {
    setLat(String(roundPosition(at.lat)));
    setLng(String(roundPosition(at.lng)));
  }

  // The map: a click moves the pin there.
  useEffect(() => {
    if (!kit || !element.current) return;
    const start = asPosition(latitude, longitude);
    const map = kit.createMap(element.current, tiles, { center: start ?? undefined, zoom: start ? 15 : undefined, label });
    map.on("click", (event) => choose({ lat: event.latlng.lat, lng: event.latlng.lng }));
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      pinRef.current = null;
    };
    // Created once per page; later values move the pin (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit, tiles.url, tiles.attribution, label]);

  // The pin follows the fields (typed, clicked, dragged or the place's centre).
  const inside = position !== null && insideKosovo(position.lat, position.lng);
  useEffect(() => {
    const map = mapRef.current;
    if (!kit || !map) return;
    if (!position || !inside) {
      pinRef.current?.remove();
      pinRef.current = null;
      return;
    }
    if (!pinRef.current) {
      const pin = kit.addPin(map, position, { title: pinTitle, draggable: true });
      pin.on("dragend", () => choose(pin.getLatLng()));
      pinRef.current = pin;
    } else pinRef.current.setLatLng([position.lat, position.lng]);
    // A pin set from afar (a click on the whole country, the place's centre) brings the map close, to refine it.
    if (map.getZoom() < 13 || !map.getBounds().contains([position.lat, position.lng])) map.setView([position.lat, position.lng], 15);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit, position?.lat, position?.lng, inside]);

  function takePlaceCentre() {
    const form = element.current?.closest("form");
    const location = form?.elements.namedItem(locationField);
    const text = location instanceof HTMLInputElement ? location.value : "";
    const centre = placeCentre(text);
    if (centre) choose(centre);
    else {
      setLat("");
      setLng("");
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <MapPin aria-hidden="true" className="h-5 w-5" />
          {t("picker.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("picker.intro")}</p>
      </div>
      <div
        ref={element}
        data-testid="position-picker-map"
        className="prona-map h-72 w-full cursor-crosshair overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
      >
        <noscript>
          <p className="p-4 text-sm text-slate-700">{t("picker.noScript")}</p>
        </noscript>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField
          label={t("picker.latitude")}
          name="latitude"
          inputMode="decimal"
          value={lat}
          onChange={(event) => setLat(event.currentTarget.value)}
          placeholder="42.6629"
          error={errors?.latitude}
        />
        <TextField
          label={t("picker.longitude")}
          name="longitude"
          inputMode="decimal"
          value={lng}
          onChange={(event) => setLng(event.currentTarget.value)}
          placeholder="21.1655"
          error={errors?.longitude}
        />
        <Button type="button" variant="secondary" onClick={takePlaceCentre}>
          <Crosshair aria-hidden="true" className="h-4 w-4" />
          {t("picker.useCentre")}
        </Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("picker.emptyHint")}</p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t("picker.privacy")}</legend>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name="location_approximate" value="false" defaultChecked={!approximate} className="mt-0.5 h-4 w-4" />
          <span>{t("picker.exact")}</span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name="location_approximate" value="true" defaultChecked={approximate} className="mt-0.5 h-4 w-4" />
          <span>{t("picker.approximate")}</span>
        </label>
      </fieldset>
    </div>
  );
}
