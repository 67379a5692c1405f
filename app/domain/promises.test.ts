import { describe, expect, it } from "vitest";
import { DEFAULT_PROMISES, imageLimitFor, promisesOf } from "./promises";
import { DEFAULT_SETTINGS } from "./settings";

describe("promises", () => {
  it("of a fresh install are the settings' defaults", () => {
    expect(DEFAULT_PROMISES).toEqual(promisesOf(DEFAULT_SETTINGS));
  });

  it("never promise more photos than the platform-wide maximum", () => {
    const properties = {
      ...DEFAULT_SETTINGS.properties,
      free_user_image_limit: 8,
      premium_user_image_limit: 40,
      max_images_per_property: 12,
    };
    expect(imageLimitFor(properties, false)).toBe(8);
    expect(imageLimitFor(properties, true)).toBe(12);
    expect(promisesOf({ ...DEFAULT_SETTINGS, properties })).toMatchObject({ freePhotos: 8, premiumPhotos: 12 });
  });
});
