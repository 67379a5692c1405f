import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { BackupError } from "./backup-error";
import { MANIFEST_FILE, isArchivePath, manifestSchema, type Manifest } from "./manifest";

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/**
 * Writes the staged files (the manifest first) as one gzipped tar. It is written beside the target
 * under a temporary name and renamed at the end, so a backup that stopped half-way never looks whole.
 * Only its owner may read it (0600, from its first byte): it holds personal data and password hashes.
 */
export async function writeArchive(stageDir: string, entries: string[], target: string): Promise<void> {
  const partial = `${target}.partial`;
  await fsp.rm(partial, { force: true });
  try {
    // The fastest level: photos are compressed already, and PGlite's empty pages shrink at any level
    // (the default level saves little more in several times the time: see docs/performance.md).
    await pipeline(
      tar.create({ gzip: { level: 1 }, cwd: stageDir, portable: true, noDirRecurse: true }, [MANIFEST_FILE, ...entries]),
      fs.createWriteStream(partial, { flags: "wx", mode: 0o600 }),
    );
    // The archive is the operator's only copy: make sure it is on disk before calling it done.
    const handle = await fsp.open(partial, "r");
    await handle.sync();
    await handle.close();
    await fsp.rename(partial, target);
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  }
}

function notABackup(file: string, why: string): BackupError {
  return new BackupError(`${file} is not a complete Prona backup (${why}). Nothing was changed.`);
}

/**
 * Unpacks an archive into an empty folder and checks it whole: only the paths a backup has (no
 * links, nothing outside the folder), a valid manifest, and every file with the SHA-256 the
 * manifest records, no more, no less. Returns the manifest; throws a BackupError otherwise.
 */
export async function extractArchive(file: string, into: string): Promise<Manifest> {
  try {
    await fsp.access(file, fs.constants.R_OK);
  } catch {
    throw new BackupError(`Cannot read ${file}. Nothing was changed.`);
  }
  const foreign: string[] = [];
  try {
    await tar.extract({
      file,
      cwd: into,
      strict: true,
      preservePaths: false,
      filter: (entryPath, entry) => {
        const type = "type" in entry ? entry.type : "File";
        const allowed = (type === "File" || type === "Directory") && isArchivePath(entryPath);
        if (!allowed) foreign.push(entryPath);
        return allowed;
      },
    });
  } catch (error) {
    throw notABackup(file, `the archive cannot be read: ${(error as Error).message}`);
  }
  if (foreign.length) throw notABackup(file, `unexpected entries such as ${foreign.slice(0, 3).join(", ")}`);

  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await fsp.readFile(path.join(into, MANIFEST_FILE), "utf8")));
  } catch {
    throw notABackup(file, "its manifest is missing or not one Prona writes");
  }
  const present = await listFiles(into);
  const expected = Object.keys(manifest.files);
  const missing = expected.filter((name) => !present.has(name));
  if (missing.length) throw notABackup(file, `${missing.length} file(s) missing, such as ${missing[0]}; it may be truncated`);
  const extra = [...present].filter((name) => name !== MANIFEST_FILE && !(name in manifest.files));
  if (extra.length) throw notABackup(file, `files not named in its manifest, such as ${extra[0]}`);
  for (const name of expected) {
    if ((await sha256Of(path.join(into, name))) !== manifest.files[name]) {
      throw notABackup(file, `${name} does not match its checksum; the file is damaged`);
    }
  }
  return manifest;
}

async function listFiles(root: string): Promise<Set<string>> {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")),
  );
}
