import { randomBytes } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { AppError } from "~/domain/errors";
import { photoFileKeys, variantKey, type ObjectStorage } from "./storage";

const FORMATS = { jpeg: "jpg", png: "png", webp: "webp", gif: "gif" } as const;
type Format = keyof typeof FORMATS;
const CONTENT_TYPES: Record<Format, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" };

/** Largest side of the stored original; widths of the gallery, medium and card variants. */
const ORIGINAL_MAX = 2560;
const GALLERY_WIDTH = 1600;
// The gallery's photo on phones (~720 px for a 412 px wide screen at DPR 1.75): 1600 px is twice that.
const MEDIUM_WIDTH = 960;
const CARD_WIDTH = 640;

/** The medium variant of a sharp pipeline (one place for its settings: uploads and the backfill job). */
function toMedium(image: Sharp): Promise<Buffer> {
  return image.resize({ width: MEDIUM_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
}

/**
 * The medium variant made from an already stored image (its gallery variant, or the original), for
 * photos stored before the medium variant existed (storage/medium-variants.ts).
 */
export function mediumVariantOf(stored: Buffer): Promise<Buffer> {
  // Animated photos (GIF uploads) keep their frames, as their other variants do.
  // Stored images are upright already (processImage applied their orientation and dropped the metadata).
  return toMedium(sharp(stored, { animated: true, failOn: "error", limitInputPixels: 100_000_000 }));
}

export type StoredImage = { key: string; url: string };

function newKey(propertyId: string, ext: string): string {
  return `${propertyId}/${Date.now()}-${randomBytes(4).toString("hex")}.${ext}`;
}

export type ProcessedImage = { format: Format; original: Buffer; gallery: Buffer; medium: Buffer; card: Buffer };

/**
 * Checks that the bytes are a real JPEG, PNG, WebP or GIF (by content, not by name) and re-encodes
 * them without metadata (phone photos carry GPS positions), with WebP variants for cards, gallery and
 * the gallery on small screens (medium).
 */
export async function processImage(input: Buffer, maxBytes: number): Promise<ProcessedImage> {
  if (input.byteLength > maxBytes) throw new AppError("IMAGE_TOO_LARGE", { mb: Math.round(maxBytes / 1024 / 1024) });
  let format: Format;
  try {
    const meta = await sharp(input, { failOn: "error", limitInputPixels: 100_000_000 }).metadata();
    if (!meta.format || !(meta.format in FORMATS)) throw new Error("unsupported");
    format = meta.format as Format;
  } catch {
    throw new AppError("IMAGE_INVALID");
  }
  // rotate() applies the EXIF orientation before the metadata is dropped.
  const base = sharp(input, { animated: format === "gif", limitInputPixels: 100_000_000 }).rotate();
  const [original, gallery, medium, card] = await Promise.all([
    base
      .clone()
      .resize({ width: ORIGINAL_MAX, height: ORIGINAL_MAX, fit: "inside", withoutEnlargement: true })
      .toFormat(format, format === "jpeg" ? { quality: 85, mozjpeg: true } : {})
      .toBuffer(),
    base.clone().resize({ width: GALLERY_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    toMedium(base.clone()),
    base.clone().resize({ width: CARD_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
  ]);
  return { format, original, gallery, medium, card };
}

/** Stores a processed image under a new key of the property: {propertyId}/{timestamp-random}.{ext}. */
export async function storeProcessedImage(storage: ObjectStorage, propertyId: string, image: ProcessedImage): Promise<StoredImage> {
  const key = newKey(propertyId, FORMATS[image.format]);
  await storage.put(key, image.original, CONTENT_TYPES[image.format]);
  await storage.put(variantKey(key, "gallery"), image.gallery, "image/webp");
  await storage.put(variantKey(key, "medium"), image.medium, "image/webp");
  await storage.put(variantKey(key, "card"), image.card, "image/webp");
  return { key, url: storage.publicUrl(key) };
}

export async function storePropertyImage(
  storage: ObjectStorage,
  { propertyId, input, maxBytes }: { propertyId: string; input: Buffer; maxBytes: number },
): Promise<StoredImage> {
  return storeProcessedImage(storage, propertyId, await processImage(input, maxBytes));
}

/** Deletes stored images (originals and variants) by their public URLs; foreign URLs are skipped. */
export async function deletePropertyImages(storage: ObjectStorage, urls: string[]): Promise<void> {
  const keys = urls.flatMap((url) => {
    const key = storage.keyFromUrl(url);
    return key ? photoFileKeys(key) : [];
  });
  if (keys.length) await storage.delete(keys);
}
