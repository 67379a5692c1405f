import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";

/** Suffix of the temporary files a write cut short leaves behind (removed by storage/orphan-photos.ts). */
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
