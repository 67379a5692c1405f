import { imageSrcSet, imageVariantUrl, type ImageVariant } from "~/domain/images";

/** One thing an <img> tries: an address, and maybe a srcset for the browser to choose from. */
export type ImageSource = { src: string; srcSet?: string; sizes?: string };

// Where the page knows the photo's displayed width (`sizes`), the browser may take a smaller variant
// than the one asked for: the gallery's photo on a phone needs ~720 px, not the gallery's 1600.
const SRCSET_VARIANTS: Partial<Record<ImageVariant, readonly ImageVariant[]>> = { gallery: ["medium", "gallery"] };

/**
 * What a property photo tries, in order, before the type illustration: the variant (with a srcset
 * of its smaller variants when `sizes` is given), the variant alone, then the original. A srcset
 * candidate that fails (a photo stored before its medium variant existed) thus falls back to the
 * plain variant; a foreign URL is tried as it is, once.
 */
export function propertyImageSources(src: string | null | undefined, variant: ImageVariant, sizes?: string): ImageSource[] {
  if (!src) return [];
  const main = imageVariantUrl(src, variant);
  const variants = SRCSET_VARIANTS[variant];
  const srcSet = sizes && variants ? imageSrcSet(src, variants) : null;
  const sources: ImageSource[] = [...(srcSet ? [{ src: main, srcSet, sizes }] : []), { src: main }];
  if (src !== main) sources.push({ src });
  return sources;
}
