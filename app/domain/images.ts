import type { PropertyType } from "./enums";

// Photo addresses as the browser uses them. Stored photos have WebP variants beside the original
// ({timestamp-random}.card.webp for cards, .medium.webp and .gallery.webp for the gallery); other URLs
// are used as-is.

const STORED_IMAGE = /\/\d{13}-[a-z0-9]{8}\.(?:jpg|png|webp|gif)$/;

export type ImageVariant = "card" | "medium" | "gallery";

/** The variants' widths in pixels (at most: a smaller upload is not enlarged). */
const VARIANT_WIDTHS: Record<ImageVariant, number> = { card: 640, medium: 960, gallery: 1600 };

/** Whether the URL is one of our stored photos, which have the WebP variants. */
function isStoredImageUrl(url: string): boolean {
  return STORED_IMAGE.test(url);
}

/** The WebP variant of one of our stored photos, or the URL itself for anything else. */
export function imageVariantUrl(url: string, variant: ImageVariant): string {
  return isStoredImageUrl(url) ? url.replace(/\.(?:jpg|png|webp|gif)$/, `.${variant}.webp`) : url;
}

/**
 * A `srcset` of the stored photo's variants, for the browser to choose by the image's displayed width,
 * or null for anything else (a foreign URL has no variants).
 */
export function imageSrcSet(url: string, variants: readonly ImageVariant[]): string | null {
  if (!isStoredImageUrl(url)) return null;
  return variants.map((variant) => `${imageVariantUrl(url, variant)} ${VARIANT_WIDTHS[variant]}w`).join(", ");
}

/** The type-specific illustration shown when a listing has no photo or its photo fails to load. */
export function placeholderImageUrl(type: PropertyType): string {
  return `/placeholders/${type}.svg`;
}
