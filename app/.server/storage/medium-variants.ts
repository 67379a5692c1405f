import { asc, eq, gt, sql } from "drizzle-orm";
import { imageVariantBackfills, properties } from "../db/schema";
import type { Services } from "../services";
import { mediumVariantOf } from "./images";
import { variantKey, type ObjectStorage } from "./storage";

/** Photos one run looks at, at most (each is a read or two, and maybe a resize and a write). */
const BATCH = 200;
const VARIANT = "medium";

export type MediumBackfill = {
  /** Listings whose photos this run went through. */
  listings: number;
  /** Stored photos looked at (foreign addresses are not ours to make variants of). */
  photos: number;
  created: number;
  /** Photos without a usable source (neither variant nor original stored, or not decodable): skipped. */
  skipped: number;
};

/** A photo whose medium variant cannot be made from what is stored: logged and skipped, not retried. */
class UnusablePhoto extends Error {}

/**
 * Makes the medium variant of one stored photo from its gallery variant (1600 px, smaller to decode
 * than the original), or from the original when the gallery variant is not there. True when it made
 * one; false when there was one already. Storage errors are thrown as they are: they are not the
 * photo's fault, and the listing is tried again by the next run.
 */
async function makeMediumVariant(storage: ObjectStorage, key: string): Promise<boolean> {
  const target = variantKey(key, "medium");
  if (await storage.get(target)) return false;
  const source = (await storage.get(variantKey(key, "gallery"))) ?? (await storage.get(key));
  if (!source) throw new UnusablePhoto("neither the gallery variant nor the original is stored");
  let medium: Buffer;
  try {
    medium = await mediumVariantOf(source);
  } catch (error) {
    throw new UnusablePhoto(error instanceof Error ? error.message : String(error));
  }
  try {
    await storage.put(target, medium, "image/webp");
  } catch (error) {
    // Another run made it meanwhile (writes never replace a file): what this one wanted.
    if (await storage.get(target)) return false;
    throw error;
  }
  return true;
}

/**
 * Gives photos stored before the medium variant existed their `{name}.medium.webp`: the listings in
 * the order of their ids, whole listings up to BATCH photos a run, going on from where the last run
 * got to (image_variant_backfills), so every photo is looked at once and a finished backfill costs two
 * small queries a run. Photos stored since have the variant from their upload and are only looked at. The
 * page shows the gallery variant until a photo has one (PropertyImage's fallback).
 *
 * Runs outside any transaction (a run resizes for tens of seconds; PGlite would be held for all that
 * time); idempotent, so a run repeated after a crash, or beside another process's, does no harm.
 */
export async function createMissingMediumVariants(
  services: Pick<Services, "db" | "storage" | "logger">,
  batch = BATCH,
): Promise<MediumBackfill> {
  const { db, storage, logger } = services;
  const [progress] = await db
    .select({ after: imageVariantBackfills.after_property_id })
    .from(imageVariantBackfills)
    .where(eq(imageVariantBackfills.variant, VARIANT));
  const rows = await db
    .select({ id: properties.id, images: properties.images, floor_plan: properties.floor_plan })
    .from(properties)
    .where(progress ? gt(properties.id, progress.after) : undefined)
    .orderBy(asc(properties.id))
    .limit(batch);

  const result: MediumBackfill = { listings: 0, photos: 0, created: 0, skipped: 0 };
  let doneUpTo: string | undefined;
  try {
    for (const row of rows) {
      const keys = [...row.images, row.floor_plan].flatMap((url) => (url ? (storage.keyFromUrl(url) ?? []) : []));
      // Whole listings, so the progress is a listing's id; at least one, however many photos it has.
      if (result.listings > 0 && result.photos + keys.length > batch) break;
      for (const key of keys) {
        try {
          if (await makeMediumVariant(storage, key)) result.created++;
        } catch (error) {
          if (!(error instanceof UnusablePhoto)) throw error;
          result.skipped++;
          logger.warn({ key, reason: error.message }, "medium variant not made; photo skipped");
        }
      }
      result.photos += keys.length;
      result.listings++;
      doneUpTo = row.id;
    }
  } finally {
    // What was done counts even when a storage error stopped the run.
    if (doneUpTo) {
      await db
        .insert(imageVariantBackfills)
        .values({ variant: VARIANT, after_property_id: doneUpTo })
        .onConflictDoUpdate({
          target: imageVariantBackfills.variant,
          // Forward only: a slower run beside this one must not move it back.
          set: {
            after_property_id: sql`greatest(${imageVariantBackfills.after_property_id}, excluded.after_property_id)`,
            updated_at: sql`now()`,
          },
        });
    }
  }
  if (result.created || result.skipped) logger.info(result, "medium photo variants made");
  return result;
}
