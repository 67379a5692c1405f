import { uploadBodyMaxBytes } from "~/domain/limits";
import { data, type RouterContextProvider } from "react-router";
import { AppError } from "~/domain/errors";
import { parseInput } from "~/domain/schemas/parse";
import { normalizeFeatures, propertyFormSchema } from "~/domain/schemas/property-form";
import type { PropertyFormSaved, PropertyFormValues } from "~/domain/property-form";
import { errorBody, toAppError } from "../errors";
import { changePropertyImages } from "../properties/change-property-images";
import { createProperty } from "../properties/create-property";
import { getOwnProperty } from "../properties/get-own-property";
import { getOwnerLimits } from "../properties/owner-limits";
import { textValues, uploadedFiles } from "../properties/owner-rules";
import { updateProperty } from "../properties/update-property";
import { languageContext, servicesContext, userContext } from "./context";
import { readForm } from "./forms";

// Route actions of the owner's property form (/add-property, /edit-property/{id}). Without JavaScript
// the whole form arrives here, photos included; with JavaScript the fields and removed photos do, and
// the new photos follow through the API one by one.

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
  };
}

function refusal(context: Readonly<RouterContextProvider>, error: unknown, values: Partial<PropertyFormValues> = {}) {
  const appError = toAppError(error, context.get(servicesContext).logger);
  return data({ ...errorBody(appError, context.get(languageContext)), values }, { status: appError.status });
}

/** The body may carry as many photos as the owner may have, each up to max_upload_size, plus 1 MB. */
async function checkBodySize(request: Request, context: Readonly<RouterContextProvider>) {
  const user = context.get(userContext);
  if (!user) throw new AppError("PROPERTY_LOGIN_REQUIRED");
  const length = Number(request.headers.get("content-length") ?? "0");
  const limits = await getOwnerLimits(context.get(servicesContext), user);
  if (length > uploadBodyMaxBytes(limits.imageLimit, limits.maxUploadMb)) throw new AppError("PAYLOAD_TOO_LARGE");
  return user;
}

export async function addPropertyAction(request: Request, context: Readonly<RouterContextProvider>) {
  let form: Record<string, unknown> = {};
  try {
    const user = await checkBodySize(request, context);
    form = await readForm(request);
    const { property, imagesFailed } = await createProperty(context.get(servicesContext), user, form, uploadedFiles(form.images));
    return { ok: true, id: property.id, mode: "create", status: property.status, imagesFailed } satisfies PropertyFormSaved;
  } catch (error) {
    return refusal(context, error, refillProperty(form));
  }
}

/**
 * Saves an edit: fields are checked first and photo changes (removed and new) are applied before the
 * fields, so a refused photo leaves everything as it was.
 */
export async function editPropertyAction(request: Request, context: Readonly<RouterContextProvider>, id: string | undefined) {
  let form: Record<string, unknown> = {};
  try {
    const user = await checkBodySize(request, context);
    const deps = context.get(servicesContext);
    form = await readForm(request);
    await getOwnProperty(deps, user, id);
    parseInput(propertyFormSchema, form);
    const remove = textValues(form.remove_images);
    const files = uploadedFiles(form.images);
    if (remove.length || files.length) await changePropertyImages(deps, user, id, { remove, files });
    const property = await updateProperty(deps, user, id, form);
    return { ok: true, id: property.id, mode: "edit", status: property.status, imagesFailed: false } satisfies PropertyFormSaved;
  } catch (error) {
    return refusal(context, error, refillProperty(form));
  }
}
