import { eq, getTableColumns } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { isUuid } from "~/domain/ids";
import { photoMaxBytes } from "~/domain/limits";
import type { PropertyFormInput } from "~/domain/schemas/property-form";
import type { SiteSettings } from "~/domain/settings";
import type { DbOrTx } from "../db/client";
import { profiles, properties } from "../db/schema";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { premiumExtrasActive } from "../premium/premium-extras";

// Shared by the owner's property operations (create, update, images, delete, list).

export type PropertyDeps = Pick<Services, "db" | "storage" | "logger">;

/** A property as the API returns it: every column but the internal search text. */
const { search_text: _searchText, search_vector: _searchVector, ...propertyColumns } = getTableColumns(properties);
export const PROPERTY_COLUMNS = propertyColumns;
export type PropertyRow = Omit<typeof properties.$inferSelect, "search_text" | "search_vector">;

/** The columns the property form sets, from its validated input: what a create writes and an update changes. */
export function formColumns(data: PropertyFormInput) {
  return {
    title: data.title,
    description: data.description,
    price: data.price,
    location: data.location,
    type: data.type,
    listing_type: data.listing_type,
    rooms: data.rooms,
    bathrooms: data.bathrooms,
    area: data.area,
    features: data.features,
    floor: data.floor,
    floors_total: data.floors_total,
    year_built: data.year_built,
    heating: data.heating,
    furnished: data.furnished,
    new_build: data.new_build,
    parking: data.parking,
    elevator: data.elevator,
    latitude: data.latitude,
    longitude: data.longitude,
    location_approximate: data.location_approximate,
    video_url: data.video_url,
  };
}

/**
 * The property with this id if the user owns it: an unknown id is PROPERTY_NOT_FOUND (404), someone
 * else's is NOT_PROPERTY_OWNER (403, 'Ju nuk keni të drejta për të modifikuar këtë pronë').
 * `lock` takes a row lock for the rest of the transaction (image counts, concurrent edits).
 */
export async function ownedProperty(
  db: DbOrTx,
  { userId, id, lock = false }: { userId: string; id: unknown; lock?: boolean },
): Promise<PropertyRow> {
  if (!isUuid(id)) throw new AppError("PROPERTY_NOT_FOUND");
  const query = db.select(PROPERTY_COLUMNS).from(properties).where(eq(properties.id, id)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("PROPERTY_NOT_FOUND");
  if (row.owner_id !== userId) throw new AppError("NOT_PROPERTY_OWNER");
  return row;
}

/**
 * Premium's extras as of now, read fresh from the database (premium_until may have passed since
 * sign-in, an administrator may have stopped offering premium).
 */
export async function isOwnerPremium(db: DbOrTx, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ is_premium: profiles.is_premium, premium_until: profiles.premium_until })
    .from(profiles)
    .where(eq(profiles.id, ownerId))
    .limit(1);
  return row ? premiumExtrasActive(db, row) : false;
}

export function maxUploadBytes(site: SiteSettings): number {
  return photoMaxBytes(site.max_upload_size);
}

/** Files of a form or multipart body: real, non-empty files only (an empty file input sends one of size 0). */
export function uploadedFiles(value: unknown): Blob[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item): item is Blob => item instanceof Blob && item.size > 0);
}

/** Text values of a field that may be repeated (remove_images). */
export function textValues(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter((item): item is string => typeof item === "string" && item.trim() !== "").map((item) => item.trim());
}

/** Unexpected failures become the spec's message for the operation; refusals pass through. */
export function failWith(
  code: "PROPERTY_CREATE_FAILED" | "PROPERTY_UPDATE_FAILED" | "PROPERTY_DELETE_FAILED" | "PROPERTY_LOAD_FAILED",
  logger: Logger,
) {
  return (error: unknown): never => {
    if (error instanceof AppError) throw error;
    logger.error({ err: error }, code.toLowerCase());
    throw new AppError(code);
  };
}
