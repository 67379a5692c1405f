import { AlertTriangle, Crosshair, MapPin } from "~/ui/icons";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { distanceKm, PIN_WARNING_KM, pinFarFromPlace } from "~/domain/pin-distance";
import { insideKosovo, placeCentre, placeOf, roundPosition, type LatLng } from "~/domain/position";
import { useTranslation } from "~/i18n/react";
import { useEarlyInput } from "~/lib/use-early-input";
import { useFormats } from "~/lib/use-formats";
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

/** How long the location may rest before the map follows it (the owner is still typing before). */
const LOCATION_PAUSE_MS = 400;

/**
 * The text of the form's location field, as the owner types or picks it (a pause after typing; at
 * once on a change or on leaving the field, which a suggestion picked by a script may only give).
 */
function useLocationText(inside: RefObject<HTMLElement | null>, field: string): string {
  const [text, setText] = useState("");
  useEffect(() => {
    const form = inside.current?.closest("form");
    if (!form) return;
    const read = () => {
      const input = form.elements.namedItem(field);
      return input instanceof HTMLInputElement ? input.value : "";
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.name !== field) return;
      clearTimeout(timer);
      timer = setTimeout(() => setText(read()), event.type === "input" ? LOCATION_PAUSE_MS : 0);
    };
    // What the form holds now (a saved listing's location, or text typed before the page was ready).
    timer = setTimeout(() => setText(read()), 0);
    const types = ["input", "change", "focusout"] as const;
    for (const type of types) form.addEventListener(type, follow);
    return () => {
      clearTimeout(timer);
      for (const type of types) form.removeEventListener(type, follow);
    };
  }, [inside, field]);
  return text;
}

/**
 * Where the property is, in the property form: click (or drag the pin) on the map, or type the
 * coordinates, or leave them empty for the centre of the place named in the location (the server fills
 * it). The choice "show only the approximate area" keeps the exact pin from the public.
 *
 * The map follows the place typed in the location (issue 34 §9): without a pin it moves to the place;
 * a pin more than PIN_WARNING_KM from it is said in words (a warning only: the owner may be right).
 */
export function PositionPicker({ latitude, longitude, approximate, tiles, locationField = "location", errors }: PositionPickerProps) {
  const { t } = useTranslation("map");
  const f = useFormats();
  const [lat, setLat] = useState(latitude);
  const [lng, setLng] = useState(longitude);
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const pinRef = useRef<Marker | null>(null);
  const { kit } = useMapKit();
  const position = asPosition(lat, lng);
  const label = t("picker.label");
  const pinTitle = t("picker.pin");
  const locationText = useLocationText(element, locationField);
  // Coordinates typed before the page's code ran stay (lib/use-early-input.ts).
  const latRef = useRef<HTMLInputElement>(null);
  const lngRef = useRef<HTMLInputElement>(null);
  useEarlyInput(latRef, lat, setLat);
  useEarlyInput(lngRef, lng, setLng);
  const place = useMemo(() => placeOf(locationText), [locationText]);

  function choose(at: LatLng) {
    setLat(String(roundPosition(at.lat)));
    setLng(String(roundPosition(at.lng)));
  }

  // The map: a click moves the pin there.
  useEffect(() => {
    if (!kit || !element.current) return;
    const start = asPosition(latitude, longitude);
    const map = kit.createMap(element.current, tiles, {
      center: start ?? undefined,
      zoom: start ? 15 : undefined,
      label,
      zoomIn: t("zoomIn"),
      zoomOut: t("zoomOut"),
    });
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

  // The place typed: the map goes there while there is no pin; a pin far from it and the place are
  // both brought into view, so the owner sees the distance the warning speaks of.
  useEffect(() => {
    const map = mapRef.current;
    if (!kit || !map || !place) return;
    if (!position || !inside) map.setView([place.lat, place.lng], place.municipality ? 15 : 13);
    else if (distanceKm(position, place) > PIN_WARNING_KM) map.fitBounds(kit.boundsOf([position, place]), { padding: [40, 40] });
    // Only a new place moves the map; the pin's own moves are the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit, place]);

  const far = position && inside ? pinFarFromPlace(position, locationText) : null;

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
      <div>
        <div
          ref={element}
          data-testid="position-picker-map"
          className="prona-map h-72 w-full cursor-crosshair overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
        >
          <noscript>
            <p className="p-4 text-sm text-slate-700">{t("picker.noScript")}</p>
          </noscript>
        </div>
        {/* Said when it appears (right under the map, where the owner looks), gone once put right. */}
        <div aria-live="polite" data-testid="position-warning" className="mt-3 empty:mt-0">
          {far && (
            <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
              <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{t("picker.far", { distance: f.count(Math.round(far.km)), place: far.place.name })}</span>
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField
          ref={latRef}
          label={t("picker.latitude")}
          name="latitude"
          inputMode="decimal"
          value={lat}
          onChange={(event) => setLat(event.currentTarget.value)}
          placeholder="42.6629"
          error={errors?.latitude}
        />
        <TextField
          ref={lngRef}
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
