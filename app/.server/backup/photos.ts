import fsp from "node:fs/promises";
import path from "node:path";
import { photoFileKeys, type ObjectStorage } from "../storage/storage";
import { BackupError } from "./backup-error";
import { photoPath } from "./manifest";

const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" };
// Object storage answers in tens of milliseconds: a few requests at a time, not thousands.
const PARALLEL = 8;

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += PARALLEL) await Promise.all(items.slice(i, i + PARALLEL).map(work));
}

/** The storage keys of the photo addresses, each with its variants. */
export function photoKeys(storage: ObjectStorage, urls: string[]): string[] {
  const keys = new Set<string>();
  for (const url of urls) {
    const key = storage.keyFromUrl(url);
    if (key) for (const k of photoFileKeys(key)) keys.add(k);
  }
  return [...keys].sort();
}

/**
 * The medium variant came after the others: photos stored before it have none until the backfill job
 * (storage/medium-variants.ts) makes one, and the page shows the gallery variant instead. Its absence
 * loses nothing, so it is not listed as missing (every old photo would be, burying real losses).
 */
function mayBeAbsent(key: string): boolean {
  return key.endsWith(".medium.webp");
}

/**
 * Copies the photos into the staging folder. Photos are written once and never changed, so one
 * found now is the one the database snapshot refers to; one deleted since the snapshot (its listing
 * deleted or edited meanwhile) is reported as missing rather than failing the backup; a medium variant
 * not made yet is left out silently.
 */
export async function copyPhotosOut(
  storage: ObjectStorage,
  keys: string[],
  stageDir: string,
): Promise<{ copied: string[]; missing: string[] }> {
  const copied: string[] = [];
  const missing: string[] = [];
  await inBatches(keys, async (key) => {
    const body = await storage.get(key);
    if (!body) {
      if (!mayBeAbsent(key)) missing.push(key);
      return;
    }
    const file = path.join(stageDir, photoPath(key));
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.writeFile(file, body);
    copied.push(photoPath(key));
  });
  return { copied: copied.sort(), missing: missing.sort() };
}

/**
 * Writes the archive's photos into the storage. A photo already there with the same bytes (a repeated
 * restore) is kept; a different file under the same key stops the restore, as it would replace a
 * photo that is not the backup's.
 */
export async function copyPhotosIn(storage: ObjectStorage, keys: string[], extractedDir: string): Promise<void> {
  await inBatches(keys, async (key) => {
    const body = await fsp.readFile(path.join(extractedDir, photoPath(key)));
    const existing = await storage.get(key);
    if (existing) {
      if (existing.equals(body)) return;
      throw new BackupError(`The photo storage already holds a different file under ${key}; restore into an empty storage.`);
    }
    await storage.put(key, body, CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream");
  });
}
