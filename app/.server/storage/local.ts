import fs from "node:fs/promises";
import path from "node:path";
import { isImageKey, type ObjectStorage } from "./storage";
import { writeFileOnce } from "./write-once";

export const LOCAL_STORAGE_ROUTE = "/storage/property-images";

export function localStorageRoot(dataDir: string): string {
  return path.join(dataDir, "storage", "property-images");
}

/** Files under DATA_DIR/storage/property-images, served by the HTTP shell at /storage/property-images. */
export function createLocalStorage(dataDir: string): ObjectStorage {
  const root = localStorageRoot(dataDir);
  const fileOf = (key: string) => {
    if (!isImageKey(key)) throw new Error(`Refusing a storage key outside the image pattern: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Whole or not at all under its name, and never over an existing file (the spec's upload uses
      // no-overwrite): a kill mid-write leaves a .tmp file, not a truncated photo.
      await writeFileOnce(file, body);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
      // Remove directories left empty (one per property).
      const dirs = new Set(keys.map((key) => path.dirname(fileOf(key))));
      await Promise.all([...dirs].map((dir) => fs.rmdir(dir).catch(() => undefined)));
    },
    publicUrl(key) {
      return `${LOCAL_STORAGE_ROUTE}/${key}`;
    },
    keyFromUrl(url) {
      const prefix = `${LOCAL_STORAGE_ROUTE}/`;
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isImageKey(key) ? key : null;
    },
  };
}
