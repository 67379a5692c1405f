import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";

/** Suffix of the temporary files a write cut short leaves behind: never served, safe to delete. */
export const TEMP_SUFFIX = ".tmp";

const tempNameOf = (file: string) => `${file}.${randomBytes(6).toString("hex")}${TEMP_SUFFIX}`;

/**
 * Writes a new file whole or not at all: the bytes go to a temporary file beside it, which is then
 * hard-linked under the final name. A process killed mid-write leaves a `.tmp` file, never a
 * truncated file under the real name; link (unlike rename) fails with EEXIST instead of replacing an
 * existing file, so a name is written once.
 */
export async function writeFileOnce(file: string, data: Buffer | string, mode = 0o644): Promise<void> {
  const temp = tempNameOf(file);
  await fsp.writeFile(temp, data, { flag: "wx", mode });
  try {
    await fsp.link(temp, file);
  } finally {
    await fsp.rm(temp, { force: true });
  }
}

/** writeFileOnce for start-up files (the lock, the generated secret), where the caller is synchronous. */
export function writeFileOnceSync(file: string, data: Buffer | string, mode = 0o644): void {
  const temp = tempNameOf(file);
  fs.writeFileSync(temp, data, { flag: "wx", mode });
  try {
    fs.linkSync(temp, file);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** Removes temporary files of cut-short writes under a directory (at start-up, when none can be in flight). */
export async function removeTempFiles(dir: string, olderThanMs: number): Promise<number> {
  let removed = 0;
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return 0;
  }
  const before = Date.now() - olderThanMs;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(TEMP_SUFFIX)) continue;
    const file = `${entry.parentPath}/${entry.name}`;
    const stat = await fsp.stat(file).catch(() => undefined);
    if (stat && stat.mtimeMs < before) {
      await fsp.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
