import { eq, sql } from "drizzle-orm";
import { parseInput } from "~/domain/schemas/parse";
import { PROPERTY_FORM_FIELDS, propertyFormSchema } from "~/domain/schemas/property-form";
import type { SessionUser } from "~/domain/session-user";
import { properties } from "../db/schema";
import { failWith, ownedProperty, PROPERTY_COLUMNS, type PropertyDeps, type PropertyRow } from "./owner-rules";

/**
 * The owner edits their property's fields (document 1 §2, §4). Fields not given keep their values, so
 * a partial update is fine; the result is checked by the form's rules as a whole. The status stays as
 * it is (an owner edit does not change it); owner, featured, counts and images are never taken from
 * the input (photos change through changePropertyImages).
 */
export async function updateProperty(deps: PropertyDeps, user: SessionUser, id: unknown, input: unknown): Promise<PropertyRow> {
  const existing = await ownedProperty(deps.db, user.id, id).catch(failWith("PROPERTY_UPDATE_FAILED", deps.logger));
  const given = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = {
    title: existing.title,
    description: existing.description,
    price: existing.price,
    location: existing.location,
    type: existing.type,
    listing_type: existing.listing_type,
    rooms: existing.rooms,
    bathrooms: existing.bathrooms,
    area: existing.area,
    features: existing.features ?? [],
  };
  for (const field of PROPERTY_FORM_FIELDS) if (field in given) merged[field] = given[field];
  const data = parseInput(propertyFormSchema, merged);

  return deps.db
    .transaction(async (tx) => {
      await ownedProperty(tx, user.id, existing.id, true);
      const [row] = await tx
        .update(properties)
        .set({
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
          updated_at: sql`now()`,
        })
        .where(eq(properties.id, existing.id))
        .returning(PROPERTY_COLUMNS);
      if (!row) throw new Error("update returned no row");
      return row;
    })
    .catch(failWith("PROPERTY_UPDATE_FAILED", deps.logger));
}
