import { describe, expect, it } from "vitest";
import { imageSrcSet, imageVariantUrl, placeholderImageUrl } from "./images";

describe("imageVariantUrl", () => {
  it("points stored photos at their WebP variants", () => {
    const url = "/storage/property-images/0b6f1c1e-9d6a-4a57-9a3e-2f1f6d2d8c11/1763800000000-a1b2c3d4.jpg";
    expect(imageVariantUrl(url, "card")).toBe(url.replace(/\.jpg$/, ".card.webp"));
    expect(imageVariantUrl(url, "medium")).toBe(url.replace(/\.jpg$/, ".medium.webp"));
    expect(imageVariantUrl(url, "gallery")).toBe(url.replace(/\.jpg$/, ".gallery.webp"));
  });

  it("leaves other URLs alone", () => {
    expect(imageVariantUrl("https://example.com/photo.jpg", "card")).toBe("https://example.com/photo.jpg");
  });
});

describe("imageSrcSet", () => {
  it("lists a stored photo's variants with their widths", () => {
    const url = "https://photos.prona.example/0b6f1c1e-9d6a-4a57-9a3e-2f1f6d2d8c11/1763800000000-a1b2c3d4.png";
    const stem = url.replace(/\.png$/, "");
    expect(imageSrcSet(url, ["medium", "gallery"])).toBe(`${stem}.medium.webp 960w, ${stem}.gallery.webp 1600w`);
  });

  it("has none for other URLs", () => {
    expect(imageSrcSet("https://example.com/photo.jpg", ["medium", "gallery"])).toBeNull();
  });
});

describe("placeholderImageUrl", () => {
  it("has one illustration per property type", () => {
    expect(placeholderImageUrl("land")).toBe("/placeholders/land.svg");
  });
});
