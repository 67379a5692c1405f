import { z } from "zod";
import { isImageKey } from "../storage/storage";

export const ARCHIVE_FORMAT = "prona-backup-archive";
export const ARCHIVE_VERSION = 1;

export const MANIFEST_FILE = "manifest.json";
/** The database inside the archive: PGlite's data directory as a tar, or pg_dump's custom format. */
export const DATABASE_FILES = { pglite: "database.pglite.tar", postgres: "database.pgdump" } as const;
const PHOTOS_DIR = "photos";

/**
 * Tables whose rows a backup does not carry or a restore empties: live sessions, password-reset
 * tokens and rate-limit counters. A restored session would outlive a sign-out or password change made
 * after the backup; everyone signs in again instead.
 */
export const TRANSIENT_TABLES = ["public.sessions", "public.verifications", "public.rate_limits"] as const;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  created_at: z.iso.datetime(),
  driver: z.enum(["pglite", "postgres"]),
  /** How many of the committed migrations the database had: a newer backup needs newer code. */
  migrations: z.number().int().min(0),
  /** Rows per table ("schema.table") at the moment of the dump, transient tables left out. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** Photo keys the data referred to but the storage no longer held when they were copied. */
  missing_photos: z.array(z.string()),
  /** Every other file of the archive with its SHA-256: the restore reads nothing that does not match. */
  files: z.record(z.string(), sha256),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function photoPath(key: string): string {
  return `${PHOTOS_DIR}/${key}`;
}

/** The storage key of an archive path, or null when the path is not a photo of ours. */
export function keyOfPhotoPath(entry: string): string | null {
  if (!entry.startsWith(`${PHOTOS_DIR}/`)) return null;
  const key = entry.slice(PHOTOS_DIR.length + 1);
  return isImageKey(key) ? key : null;
}

/** Whether a path may appear in an archive: the manifest, a database file, or a photo (and its folders). */
export function isArchivePath(entry: string): boolean {
  const clean = entry.replace(/\/$/, "");
  if (clean === MANIFEST_FILE || Object.values<string>(DATABASE_FILES).includes(clean)) return true;
  if (clean === PHOTOS_DIR) return true;
  if (/^photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(clean)) return true;
  return keyOfPhotoPath(clean) !== null;
}
