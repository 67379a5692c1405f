import { describe, expect, it } from "vitest";
import { propertyImageSources } from "./property-image-sources";

const stored = "/storage/property-images/0b6f1c1e-9d6a-4a57-9a3e-2f1f6d2d8c11/1763800000000-a1b2c3d4.jpg";
const stem = stored.replace(/\.jpg$/, "");
const sizes = "(min-width: 64rem) 50rem, 100vw";

describe("propertyImageSources", () => {
  it("offers the gallery's photo in its medium and gallery widths, then the gallery variant alone, then the original", () => {
    expect(propertyImageSources(stored, "gallery", sizes)).toEqual([
      { src: `${stem}.gallery.webp`, srcSet: `${stem}.medium.webp 960w, ${stem}.gallery.webp 1600w`, sizes },
      // A photo stored before there were medium variants: its srcset fails, the gallery variant does not.
      { src: `${stem}.gallery.webp` },
      { src: stored },
    ]);
  });

  it("has no srcset without the displayed width, nor for cards", () => {
    expect(propertyImageSources(stored, "gallery")).toEqual([{ src: `${stem}.gallery.webp` }, { src: stored }]);
    expect(propertyImageSources(stored, "card", sizes)).toEqual([{ src: `${stem}.card.webp` }, { src: stored }]);
  });

  it("tries a foreign URL as it is, once, srcset or not", () => {
    const foreign = "https://example.com/photo.jpg";
    expect(propertyImageSources(foreign, "gallery", sizes)).toEqual([{ src: foreign }]);
    expect(propertyImageSources(foreign, "card")).toEqual([{ src: foreign }]);
  });

  it("has nothing to try without a photo (the illustration is shown)", () => {
    expect(propertyImageSources(null, "gallery", sizes)).toEqual([]);
    expect(propertyImageSources(undefined, "card")).toEqual([]);
  });
});
