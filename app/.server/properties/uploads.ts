import { AppError } from "~/domain/errors";
import { deletePropertyImages, processImage, storeProcessedImage, type ProcessedImage } from "../storage/images";
import type { PropertyDeps } from "./owner-rules";

/**
 * Checks every file before anything is written: real JPEG/PNG/WebP/GIF by content (IMAGE_INVALID,
 * 415) within max_upload_size (IMAGE_TOO_LARGE, 413). One at a time, to bound memory and CPU.
 */
export async function processUploads(files: Blob[], maxBytes: number): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (const file of files) {
    if (file.size > maxBytes) throw new AppError("IMAGE_TOO_LARGE", { mb: Math.round(maxBytes / 1024 / 1024) });
    processed.push(await processImage(Buffer.from(await file.arrayBuffer()), maxBytes));
  }
  return processed;
}

/** Stores processed photos under the property; on a failure, removes what was stored and refuses. */
export async function storeUploads(deps: PropertyDeps, propertyId: string, images: ProcessedImage[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const image of images) urls.push((await storeProcessedImage(deps.storage, propertyId, image)).url);
    return urls;
  } catch (error) {
    deps.logger.error({ err: error, propertyId }, "storing property photos failed");
    await discardImages(deps, urls);
    throw new AppError("IMAGE_UPLOAD_FAILED");
  }
}

/** Deletes photos from storage; a failure leaves orphaned files, which is logged, never shown. */
export async function discardImages(deps: PropertyDeps, urls: string[]): Promise<void> {
  if (!urls.length) return;
  try {
    await deletePropertyImages(deps.storage, urls);
  } catch (error) {
    deps.logger.error({ err: error, urls }, "deleting property photos from storage failed");
  }
}
