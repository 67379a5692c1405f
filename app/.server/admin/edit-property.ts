import { AppError } from "~/domain/errors";
import { parseInput } from "~/domain/schemas/parse";
import { PROPERTY_FORM_FIELDS, propertyFormSchema } from "~/domain/schemas/property-form";
import type { SessionUser } from "~/domain/session-user";
import { findProfile, toSessionUser } from "../auth/session-user";
import { changePropertyImages, hasImageChanges, type ImageChanges } from "../properties/change-property-images";
import { getOwnerLimits, type OwnerLimits } from "../properties/owner-limits";
import type { PropertyRow } from "../properties/owner-rules";
import { updateProperty } from "../properties/update-property";
import { recordAudit } from "./audit";
import { getAdminProperty, type AdminPropertyDetail } from "./get-property";
import type { AdminDeps } from "./types";
import type { AdminActor } from "../auth/admin-actor";
import { premiumExtrasActive } from "../premium/premium-extras";

/**
 * The owner of a property as the owners' services see them: an administrator's edit runs through the
 * same rules (form validation, the owner's photo limit, status kept) as the owner's own edit.
 */
async function ownerOf(
  deps: Pick<AdminDeps, "db">,
  actor: AdminActor,
  propertyId: string,
): Promise<{ property: AdminPropertyDetail; owner: SessionUser }> {
  const property = await getAdminProperty(deps, actor, propertyId);
  const row = await findProfile(deps.db, property.owner_id);
  if (!row) throw new AppError("ADMIN_PROPERTY_NOT_FOUND");
  return { property, owner: toSessionUser(row, await premiumExtrasActive(deps.db, row)) };
}

/** Whether the photos kept through an edit changed their order (removed and added ones aside). */
function reordered(before: string[], after: string[]): boolean {
  const kept = before.filter((url) => after.includes(url));
  return kept.join("|") !== after.filter((url) => before.includes(url)).join("|");
}

/** The property and its owner's limits, for /admin/properties/edit/{id}. */
export async function getPropertyForAdminEdit(
  deps: Pick<AdminDeps, "db">,
  actor: AdminActor,
  propertyId: string,
): Promise<{ property: AdminPropertyDetail; limits: OwnerLimits }> {
  const { property, owner } = await ownerOf(deps, actor, propertyId);
  return { property, limits: await getOwnerLimits(deps, owner) };
}

/** The owner's photo and upload limits for a property (the admin edit action checks the body size). */
export async function ownerLimitsFor(deps: Pick<AdminDeps, "db">, actor: AdminActor, propertyId: string): Promise<OwnerLimits> {
  return (await getPropertyForAdminEdit(deps, actor, propertyId)).limits;
}

/**
 * An administrator edits any property (document 2 §2.6 edit action): fields are checked first, photo
 * changes (removed and new) are applied before the fields, the status stays as it is (an administrator's
 * edit needs no review), and the edit is recorded in the audit log.
 */
export async function editPropertyAsAdmin(
  deps: AdminDeps,
  {
    actor,
    propertyId,
    input,
    changes = {},
  }: { actor: AdminActor; propertyId: string; input: Record<string, unknown>; changes?: ImageChanges },
): Promise<PropertyRow> {
  const { property, owner } = await ownerOf(deps, actor, propertyId);
  parseInput(propertyFormSchema, input);
  if (hasImageChanges(changes)) await changePropertyImages(deps, { user: owner, id: property.id, changes, editedBy: "admin" });
  const row = await updateProperty(deps, { user: owner, id: property.id, input, editedBy: "admin" });
  const changed = PROPERTY_FORM_FIELDS.filter((k) => JSON.stringify(row[k]) !== JSON.stringify(property[k]));
  await recordAudit(deps.db, {
    actor,
    action: "property.edit",
    target: { type: "property", id: property.id },
    details: {
      title: row.title,
      changed,
      images_removed: changes.remove?.length ?? 0,
      images_added: changes.files?.length ?? 0,
      images_reordered: reordered(property.images, row.images),
      floor_plan_changed: row.floor_plan !== property.floor_plan,
    },
  });
  return row;
}

/** Photos only (the form's uploads with JavaScript, one by one): within the owner's limit; audited. */
export async function changeImagesAsAdmin(
  deps: AdminDeps,
  { actor, propertyId, changes }: { actor: AdminActor; propertyId: string; changes: ImageChanges },
): Promise<PropertyRow> {
  const { property, owner } = await ownerOf(deps, actor, propertyId);
  const row = await changePropertyImages(deps, { user: owner, id: property.id, changes, editedBy: "admin" });
  await recordAudit(deps.db, {
    actor,
    action: "property.edit",
    target: { type: "property", id: property.id },
    details: {
      title: row.title,
      images_removed: changes.remove?.length ?? 0,
      images_added: changes.files?.length ?? 0,
      images_reordered: reordered(property.images, row.images),
      floor_plan_changed: row.floor_plan !== property.floor_plan,
    },
  });
  return row;
}
