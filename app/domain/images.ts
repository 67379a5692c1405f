import type { PropertyType } from "./enums";

// Photo addresses as the browser uses them. Stored photos have WebP variants beside the original
// ({timestamp-random}.card.webp for cards, .gallery.webp for the gallery); other URLs are used as-is.

const STORED_IMAGE = /\/\d{13}-[a-z0-9]{8}\.(?:jpg|png|webp|gif)$/;

export type ImageVariant = "card" | "gallery";

/** The WebP variant of one of our stored photos, or the URL itself for anything else. */
export function imageVariantUrl(url: string, variant: ImageVariant): string {
  return STORED_IMAGE.test(url) ? url.replace(/\.(?:jpg|png|webp|gif)$/, `.${variant}.webp`) : url;
}

/** The type-specific illustration shown when a listing has no photo or its photo fails to load. */
export function placeholderImageUrl(type: PropertyType): string {
  return `/placeholders/${type}.svg`;
}
