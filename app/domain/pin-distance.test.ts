import { describe, expect, it } from "vitest";
import { distanceKm, PIN_WARNING_KM, pinFarFromPlace } from "./pin-distance";

// The property form's warning (issue 34 §9): a pin far from the place the location names.

const PRISHTINE = { lat: 42.6629, lng: 21.1655 };
const PRIZREN = { lat: 42.2139, lng: 20.7397 };

describe("distanceKm", () => {
  it("measures along the earth: Prishtinë to Prizren is about 61 km, a place to itself 0", () => {
    expect(distanceKm(PRISHTINE, PRIZREN)).toBeGreaterThan(58);
    expect(distanceKm(PRISHTINE, PRIZREN)).toBeLessThan(64);
    expect(distanceKm(PRIZREN, PRISHTINE)).toBeCloseTo(distanceKm(PRISHTINE, PRIZREN), 9);
    expect(distanceKm(PRIZREN, PRIZREN)).toBe(0);
    // 0.1° of latitude is about 11.1 km anywhere.
    expect(distanceKm({ lat: 42, lng: 21 }, { lat: 42.1, lng: 21 })).toBeCloseTo(11.12, 1);
  });
});

describe("pinFarFromPlace", () => {
  it("warns for a Prizren listing pinned in Prishtinë, naming the place and the distance", () => {
    const far = pinFarFromPlace(PRISHTINE, "Prizren, Ortakoll");
    expect(far?.place.name).toBe("Ortakoll");
    expect(far?.km).toBeGreaterThan(55);
    expect(pinFarFromPlace(PRISHTINE, "Rruga e Shadërvanit, Prizreni")?.place.name).toBe("Prizren");
  });

  it("stays quiet for a pin in or near the place, and when the location names no known place", () => {
    expect(pinFarFromPlace({ lat: 42.2201, lng: 20.7452 }, "Prizren")).toBeNull();
    // A village of the municipality, 10 km out.
    expect(pinFarFromPlace({ lat: 42.3039, lng: 20.7397 }, "Prizren")).toBeNull();
    expect(pinFarFromPlace(PRISHTINE, "Dardania, Prishtina")).toBeNull();
    expect(pinFarFromPlace(PRISHTINE, "Fshati im i vogël")).toBeNull();
    expect(pinFarFromPlace(PRISHTINE, "")).toBeNull();
  });

  it("draws the line at PIN_WARNING_KM from the place's centre", () => {
    const kmPerDegree = distanceKm({ lat: 42, lng: 21 }, { lat: 43, lng: 21 });
    const at = (km: number) => ({ lat: PRIZREN.lat + km / kmPerDegree, lng: PRIZREN.lng });
    expect(pinFarFromPlace(at(PIN_WARNING_KM - 0.5), "Prizren")).toBeNull();
    expect(pinFarFromPlace(at(PIN_WARNING_KM + 0.5), "Prizren")?.km).toBeCloseTo(PIN_WARNING_KM + 0.5, 0);
  });
});
