import { eq, sql } from "drizzle-orm";
import { placeCentre } from "~/domain/position";
import { parseInput } from "~/domain/schemas/parse";
import { PROPERTY_FORM_FIELDS, propertyFormSchema } from "~/domain/schemas/property-form";
import type { SessionUser } from "~/domain/session-user";
import { properties } from "../db/schema";
import { reviewedChanges } from "~/domain/moderation";
import { getSettingsGroup } from "../platform/settings";
import { queuePriceDropAlerts } from "../saved-searches/match";
import { failWith, formColumns, ownedProperty, PROPERTY_COLUMNS, type PropertyDeps, type PropertyRow } from "./owner-rules";
import { type EditedBy, reviewAfterEdit } from "./review-after-edit";

/**
 * The owner edits their property's fields (document 1 §2, §4). Fields not given keep their values, so
 * a partial update is fine; the result is checked by the form's rules as a whole. The status stays as
 * it is (an owner edit does not change it); owner, featured, counts and images are never taken from
 * the input (photos change through changePropertyImages). An owner's change of what was approved (its
 * title, text, kind, place, or its price beyond a share) takes the listing back to review
 * (domain/moderation.ts); an administrator's edit (`editedBy`) does not.
 */
export async function updateProperty(
  deps: PropertyDeps,
  { user, id, input, editedBy = "owner" }: { user: SessionUser; id: unknown; input: unknown; editedBy?: EditedBy },
): Promise<PropertyRow> {
  const existing = await ownedProperty(deps.db, { userId: user.id, id }).catch(failWith("PROPERTY_UPDATE_FAILED", deps.logger));
  const given = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const merged = Object.fromEntries(PROPERTY_FORM_FIELDS.map((field) => [field, field in given ? given[field] : existing[field]]));
  // A new location without a new position moves to the new place's centre: when no position is sent, or
  // when the one sent is the stored one and that was only the old place's centre (the form sends it back).
  const locationChanged = String(merged.location ?? "").trim() !== existing.location.trim();
  const oldCentre = placeCentre(existing.location);
  const sentBack = Number(merged.latitude) === existing.latitude && Number(merged.longitude) === existing.longitude;
  const wasCentre = oldCentre !== null && existing.latitude === oldCentre.lat && existing.longitude === oldCentre.lng;
  if (locationChanged && ((!("latitude" in given) && !("longitude" in given)) || (sentBack && wasCentre))) {
    merged.latitude = undefined;
    merged.longitude = undefined;
  }
  const data = parseInput(propertyFormSchema, merged);
  const { require_approval: requireApproval } = await getSettingsGroup(deps.db, "properties");

  return deps.db
    .transaction(async (tx) => {
      const current = await ownedProperty(tx, { userId: user.id, id: existing.id, lock: true });
      const [updated] = await tx
        .update(properties)
        .set({
          ...formColumns(data),
          // An administrator's edit is reviewed by its author: its price is the one later changes are measured from.
          ...(editedBy === "admin" ? { reviewed_price: data.price } : {}),
          updated_at: sql`now()`,
        })
        .where(eq(properties.id, existing.id))
        .returning(PROPERTY_COLUMNS);
      if (!updated) throw new Error("update returned no row");
      const row =
        editedBy === "owner"
          ? await reviewAfterEdit(tx, { row: updated, changes: reviewedChanges(current, updated), requireApproval })
          : updated;
      // A lower price is news for the saved searches the listing now matches (issue 14).
      if (row.status === "active" && row.price < current.price) await queuePriceDropAlerts(tx, row.id, current.price);
      return row;
    })
    .catch(failWith("PROPERTY_UPDATE_FAILED", deps.logger));
}
