import { describe, expect, it } from "vitest";
import { AppError } from "~/domain/errors";
import { orderedImages, orderFromForm } from "./image-order";

const [a, b, c] = ["/storage/property-images/p/a.jpg", "/storage/property-images/p/b.jpg", "/storage/property-images/p/c.jpg"];

describe("orderedImages", () => {
  it("keeps the current order when none is given", () => {
    expect(orderedImages([a, b, c], [b], undefined)).toEqual([a, c]);
  });

  it("takes a permutation of the kept photos, with or without the removed ones named", () => {
    expect(orderedImages([a, b, c], [], [c, a, b])).toEqual([c, a, b]);
    expect(orderedImages([a, b, c], [b], [c, b, a])).toEqual([c, a]);
    expect(orderedImages([a, b, c], [b], [c, a])).toEqual([c, a]);
  });

  it.each([
    ["a foreign path", [a, b, "/storage/property-images/other/x.jpg"]],
    ["a duplicate", [a, a, b]],
    ["a missing photo", [a, b]],
    ["an extra photo", [a, b, c, c]],
  ])("refuses %s", (_name, order) => {
    expect(() => orderedImages([a, b, c], [], order)).toThrow(AppError);
    try {
      orderedImages([a, b, c], [], order);
    } catch (error) {
      expect((error as AppError).code).toBe("IMAGE_ORDER_INVALID");
    }
  });
});

describe("orderFromForm", () => {
  it("moves a photo to the position chosen for it", () => {
    expect(orderFromForm([a, b, c], ["1", "2", "1"])).toEqual([c, a, b]);
    expect(orderFromForm([a, b, c], ["3", "2", "3"])).toEqual([b, c, a]);
    expect(orderFromForm([a, b, c], ["2", "2", "3"])).toEqual([b, a, c]);
    expect(orderFromForm([a, b, c], ["1", "2", "3"])).toEqual([a, b, c]);
  });

  it("ignores positions that do not fit", () => {
    expect(orderFromForm([a, b, c], ["x", "2", "3"])).toEqual([a, b, c]);
    expect(orderFromForm([a, b, c], ["1"])).toEqual([a, b, c]);
  });
});
