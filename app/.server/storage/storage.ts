/** Where property photos live: local disk by default, S3-compatible storage when configured. */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such object (backups read the photos with it). */
  get(key: string): Promise<Buffer | null>;
  /** Deletes the objects; keys that do not exist are ignored. */
  delete(keys: string[]): Promise<void>;
  publicUrl(key: string): string;
  /** The key of one of our public URLs, or null for anything else (foreign or forged URLs). */
  keyFromUrl(url: string): string | null;
}

/**
 * Keys follow the spec: {propertyId}/{timestamp-random}.{ext}, with our WebP variants beside the
 * original ({timestamp-random}.card.webp, .medium.webp, .gallery.webp). Nothing outside this pattern
 * is ever read or written, so no user-controlled path reaches the disk.
 */
const IMAGE_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/\d{13}-[a-z0-9]{8}(?:\.(?:card|medium|gallery))?\.(?:jpg|png|webp|gif)$/;

export function isImageKey(key: string): boolean {
  return IMAGE_KEY_PATTERN.test(key);
}

/** The WebP variants stored beside every original, smallest first. */
const IMAGE_VARIANTS = ["card", "medium", "gallery"] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** The key of a variant of an original image key. */
export function variantKey(key: string, variant: ImageVariant): string {
  return key.replace(/\.(jpg|png|webp|gif)$/, `.${variant}.webp`);
}

/** The keys of an original and of all its variants: what a photo is made of in the storage. */
export function photoFileKeys(key: string): string[] {
  return [key, ...IMAGE_VARIANTS.map((variant) => variantKey(key, variant))];
}
