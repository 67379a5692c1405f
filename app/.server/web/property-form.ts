import { uploadBodyMaxBytes } from "~/domain/limits";
import { data, type RouterContextProvider } from "react-router";
import { AppError } from "~/domain/errors";
import { parseInput } from "~/domain/schemas/parse";
import { normalizeFeatures, propertyFormSchema } from "~/domain/schemas/property-form";
import type { PropertyFormSaved, PropertyFormValues } from "~/domain/property-form";
import { waitsForEditReview } from "~/domain/moderation";
import { editPropertyAsAdmin, getPropertyForAdminEdit, ownerLimitsFor } from "../admin/edit-property";
import { errorBody, toAppError } from "../errors";
import { changePropertyImages, hasImageChanges, type ImageChanges } from "../properties/change-property-images";
import { createProperty } from "../properties/create-property";
import { getOwnProperty } from "../properties/get-own-property";
import { orderFromForm } from "../properties/image-order";
import { getOwnerLimits, type OwnerLimits } from "../properties/owner-limits";
import { textValues, uploadedFiles } from "../properties/owner-rules";
import { updateProperty } from "../properties/update-property";
import { languageContext, servicesContext, userContext } from "./context";
import { readForm } from "./forms";

// Route actions of the property form (/add-property, /edit-property/{id}, /admin/properties/edit/{id}).
// Without JavaScript the whole form arrives here, photos included; with JavaScript the fields and
// removed photos do, and the new photos follow through the API one by one.

/** What was typed, to show again after a refusal (never the files). */
function refillProperty(form: Record<string, unknown>): Partial<PropertyFormValues> {
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
  const features = normalizeFeatures(form.features);
  return {
    title: text("title"),
    description: text("description"),
    price: text("price"),
    location: text("location"),
    type: text("type") || "apartment",
    listing_type: text("listing_type") || "rent",
    rooms: text("rooms"),
    bathrooms: text("bathrooms"),
    area: text("area"),
    features: Array.isArray(features) ? (features as string[]) : [],
    floor: text("floor"),
    floors_total: text("floors_total"),
    year_built: text("year_built"),
    heating: text("heating"),
    furnished: text("furnished"),
    new_build: text("new_build"),
    parking: text("parking"),
    elevator: text("elevator"),
    latitude: text("latitude"),
    longitude: text("longitude"),
    location_approximate: text("location_approximate") || "false",
    video_url: text("video_url"),
  };
}

/**
 * The photo changes a posted form asks for: removed photos, new files, the order of the photos shown
 * (`image_order` with each one's `image_position`, so it can be changed without JavaScript too), and
 * the floor plan (a new file, or `remove_floor_plan`).
 */
function imageChangesOf(form: Record<string, unknown>, current: string[]): ImageChanges {
  const order = orderFromForm(textValues(form.image_order), textValues(form.image_position));
  return {
    remove: textValues(form.remove_images),
    files: uploadedFiles(form.images),
    // The form always lists its photos: an order is a change only when it differs from the saved one.
    order: order.join("\n") === current.join("\n") ? undefined : order,
    floorPlan: uploadedFiles(form.floor_plan)[0],
    removeFloorPlan: textValues(form.remove_floor_plan).length > 0,
  };
}

/**
 * Saves a posted property form. The body may carry as many photos as the owner may have, each up to
 * max_upload_size, plus 1 MB: a larger one is refused before it is read. A refusal answers the
 * error with what was typed, so the form shows both.
 */
async function savePropertyForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  limitsOf: () => Promise<OwnerLimits>,
  save: (form: Record<string, unknown>) => Promise<PropertyFormSaved>,
) {
  let form: Record<string, unknown> = {};
  try {
    const limits = await limitsOf();
    const length = Number(request.headers.get("content-length") ?? "0");
    // One file more than the photo limit: the floor plan.
    if (length > uploadBodyMaxBytes(limits.imageLimit + 1, limits.maxUploadMb)) throw new AppError("PAYLOAD_TOO_LARGE");
    form = await readForm(request);
    return await save(form);
  } catch (error) {
    const appError = toAppError(error, context.get(servicesContext).logger);
    return data({ ...errorBody(appError, context.get(languageContext)), values: refillProperty(form) }, { status: appError.status });
  }
}

/** The signed-in owner; a visitor is refused before the body is read. */
function ownerOf(context: Readonly<RouterContextProvider>) {
  const user = context.get(userContext);
  if (!user) throw new AppError("PROPERTY_LOGIN_REQUIRED");
  return user;
}

export async function addPropertyAction(request: Request, context: Readonly<RouterContextProvider>) {
  const deps = context.get(servicesContext);
  return savePropertyForm(
    request,
    context,
    async () => getOwnerLimits(deps, ownerOf(context)),
    async (form) => {
      const user = ownerOf(context);
      const { property, imagesFailed } = await createProperty(deps, {
        user,
        input: form,
        files: uploadedFiles(form.images),
        floorPlan: uploadedFiles(form.floor_plan)[0],
      });
      return { ok: true, id: property.id, mode: "create", status: property.status, inReview: false, imagesFailed };
    },
  );
}

/**
 * Saves an edit: fields are checked first and photo changes (removed and new) are applied before the
 * fields, so a refused photo leaves everything as it was.
 */
export async function editPropertyAction(request: Request, context: Readonly<RouterContextProvider>, id: string | undefined) {
  const deps = context.get(servicesContext);
  return savePropertyForm(
    request,
    context,
    async () => getOwnerLimits(deps, ownerOf(context)),
    async (form) => {
      const user = ownerOf(context);
      const existing = await getOwnProperty(deps, user, id);
      parseInput(propertyFormSchema, form);
      const changes = imageChangesOf(form, existing.images);
      if (hasImageChanges(changes)) await changePropertyImages(deps, { user, id, changes });
      const property = await updateProperty(deps, { user, id, input: form });
      return {
        ok: true,
        id: property.id,
        mode: "edit",
        status: property.status,
        inReview: waitsForEditReview(property),
        imagesFailed: false,
      };
    },
  );
}

/** An administrator's edit: saved as the owner's own edit would be (same rules and limits), recorded as the administrator's. */
export async function adminEditPropertyAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  actor: Parameters<typeof editPropertyAsAdmin>[1]["actor"],
  id: string,
) {
  const deps = context.get(servicesContext);
  return savePropertyForm(
    request,
    context,
    () => ownerLimitsFor(deps, actor, id),
    async (form) => {
      const { property } = await getPropertyForAdminEdit(deps, actor, id);
      const row = await editPropertyAsAdmin(deps, { actor, propertyId: id, input: form, changes: imageChangesOf(form, property.images) });
      return { ok: true, id: row.id, mode: "edit", status: row.status, inReview: false, imagesFailed: false };
    },
  );
}
