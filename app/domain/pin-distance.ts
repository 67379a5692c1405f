import type { Place } from "./places";
import { type LatLng, placeOf } from "./position";

// The property form's pin against the place its location names (issue 34 §9): a listing typed as in
// Prizren but pinned in Prishtinë is most likely a mistake. Only a warning: a village of a large
// municipality can lie farther out, and the owner knows best.

/**
 * How far from the named place's centre a pin may lie before the form asks the owner to check it. The
 * largest municipalities (Prishtinë, Prizren, Podujevë) reach 15–20 km from their town; the nearest
 * other towns lie 10–30 km apart, so a pin in the wrong town is usually farther than this.
 */
export const PIN_WARNING_KM = 15;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions, in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The place the location names and the pin's distance from its centre, when that is more than PIN_WARNING_KM; else null. */
export function pinFarFromPlace(pin: LatLng, location: string): { place: Place; km: number } | null {
  const place = placeOf(location);
  if (!place) return null;
  const km = distanceKm(pin, place);
  return km > PIN_WARNING_KM ? { place, km } : null;
}
