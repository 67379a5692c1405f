import { describe, expect, it } from "vitest";
import { demoFloorPlanSvg, demoScenesFor, demoSceneSvg, hasDemoFloorPlan } from "./demo-photos";
import { DEMO_LISTINGS } from "./listings";

describe("demo photos", () => {
  it("start with an exterior of the listing's kind and then show the rooms inside", () => {
    expect(demoScenesFor({ type: "house", title: "Vilë me pishinë në Jaglenicë" }, 4)).toEqual(["villa", "living", "kitchen", "bedroom"]);
    expect(demoScenesFor({ type: "apartment", title: "Penthouse luksoze në Sunny Hill" }, 2)).toEqual(["tower", "living"]);
    expect([0, 1, 2].map((variant) => demoScenesFor({ type: "apartment", title: "Banesë 2+1" }, 1, variant)[0])).toEqual([
      "apartment",
      "residence",
      "tower",
    ]);
    expect(demoScenesFor({ type: "commercial", title: "Zyre në ndërtesë afariste në Ferizaj" }, 2)).toEqual(["office", "workspace"]);
    expect(demoScenesFor({ type: "land", title: "Tokë bujqësore në Fushë Kosovë" }, 2)).toEqual(["farmland", "land"]);
  });

  it("give the demo listings several different illustrations, each a valid SVG", () => {
    const scenes = new Set(DEMO_LISTINGS.flatMap((listing, index) => demoScenesFor(listing, listing.photos, index)));
    expect(scenes.size).toBeGreaterThanOrEqual(10);
    for (const scene of scenes) expect(demoSceneSvg(scene, 1)).toMatch(/^<svg [^>]+>.*<\/svg>$/s);
    // No listing shows the same picture twice.
    for (const [index, listing] of DEMO_LISTINGS.entries()) {
      const own = demoScenesFor(listing, listing.photos, index);
      expect(new Set(own).size).toBe(own.length);
    }
  });

  it("give some flats and houses a floor plan, drawn without words", () => {
    const withPlan = DEMO_LISTINGS.filter(hasDemoFloorPlan);
    expect(withPlan.length).toBeGreaterThan(3);
    expect(withPlan.every((listing) => listing.type === "apartment" || listing.type === "house")).toBe(true);
    for (const rooms of [1, 2, 3, 5]) {
      const svg = demoFloorPlanSvg(rooms, rooms);
      expect(svg).toMatch(/^<svg [^>]+>.*<\/svg>$/s);
      expect(svg).not.toContain("<text");
    }
  });
});
