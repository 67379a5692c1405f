import { uploadBodyMaxBytes } from "~/domain/limits";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "~/domain/errors";
import { changePropertyImages } from "../../properties/change-property-images";
import { createProperty } from "../../properties/create-property";
import { deleteProperty } from "../../properties/delete-property";
import { listOwnProperties } from "../../properties/list-own-properties";
import { getOwnerLimits } from "../../properties/owner-limits";
import { isOwnerPremium } from "../../properties/owner-rules";
import { imageLimitFor } from "~/domain/promises";
import { updateProperty } from "../../properties/update-property";
import { changeOwnStatus } from "../../properties/change-own-status";
import { renewByLink, renewProperty } from "../../properties/renew-property";
import { getSettings } from "../../platform/settings";
import { ownerListSchema } from "~/domain/schemas/property-form";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, currentUser, readBody, requireUser } from "../env";
import { errorBody } from "../../errors";
import {
  createdPropertySchema,
  createPropertyBody,
  okSchema,
  ownerLimitsSchema,
  ownPropertiesSchema,
  ownPropertyAnswerSchema,
  propertyIdParams,
  imageOrderBody,
  propertyImagesBody,
  renewedSchema,
  renewLinkBody,
  updatePropertyBody,
} from "../schemas/properties";
import { ownerStatusSchema } from "~/domain/schemas/property-form";
import { isUploadRequest } from "../uploads";

/**
 * Uploads: a visitor is refused before the body is read; a signed-in owner may send as many photos as
 * their limit allows, each up to max_upload_size, plus 1 MB for the form fields.
 */
function uploadLimit(refusal: "PROPERTY_LOGIN_REQUIRED" | "UNAUTHENTICATED"): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!isUploadRequest(c)) return next();
    const user = await currentUser(c);
    if (!user) throw new AppError(refusal);
    const { db } = c.get("services");
    const settings = await getSettings(db);
    const photos = imageLimitFor(settings.properties, await isOwnerPremium(db, user.id));
    const limit = bodyLimit({
      // One file more than the photo limit: the floor plan.
      maxSize: uploadBodyMaxBytes(photos + 1, settings.site.max_upload_size),
      onError: (ctx) => ctx.json(errorBody(new AppError("PAYLOAD_TOO_LARGE"), ctx.get("lang")), 413),
    });
    return limit(c, next);
  };
}

const tags = ["owner properties"];

const create = contract({
  operationId: "createProperty",
  summary: "Post a listing",
  description:
    "Pending until approved (unless the platform needs no approval). Free accounts post up to 3 listings; photos within the owner's photo limit. " +
    "Owner, status, featured and images are never taken from the input.",
  tags,
  access: "user",
  refusal: "PROPERTY_LOGIN_REQUIRED",
  request: { body: { schema: createPropertyBody, media: ["json", "form", "multipart"] } },
  responses: {
    201: { description: "The new listing.", schema: createdPropertySchema },
    ...refusals(400, 401, 403, 413, 415),
  },
});

const update = contract({
  operationId: "updateProperty",
  summary: "Edit one's own listing",
  description: "Fields left out keep their values; the status stays as it is.",
  tags,
  access: "user",
  request: { params: propertyIdParams, body: { schema: updatePropertyBody, checkedBy: "service" } },
  responses: { 200: { description: "The listing as saved.", schema: ownPropertyAnswerSchema }, ...refusals(400, 401, 403, 404) },
});

const remove = contract({
  operationId: "deleteProperty",
  summary: "Delete one's own listing, with its photos",
  tags,
  access: "user",
  request: { params: propertyIdParams },
  responses: { 200: { description: "Deleted.", schema: okSchema }, ...refusals(401, 403, 404) },
});

const images = contract({
  operationId: "changePropertyImages",
  summary: "Add and remove photos of one's own listing",
  description:
    "Multipart `images` (files) and `remove_images` (URLs of this listing's photos), or JSON `{ remove_images: [...] }` to remove only.",
  tags,
  access: "user",
  request: { params: propertyIdParams, body: { schema: propertyImagesBody, media: ["multipart", "json", "form"] } },
  responses: {
    200: { description: "The listing with its photos now.", schema: ownPropertyAnswerSchema },
    ...refusals(400, 401, 403, 404, 413, 415),
  },
});

const status = contract({
  operationId: "changeOwnPropertyStatus",
  summary: "Mark one's own listing sold, rented, inactive or active again",
  description:
    "Not while it awaits or failed review, nor after an administrator set its status; sold is for sale listings, rented for rent. " +
    "Sold and rented listings stay in search, marked, for 14 days. Active again after its end starts a new period.",
  tags,
  access: "user",
  request: { params: propertyIdParams, body: { schema: ownerStatusSchema, checkedBy: "service" } },
  responses: { 200: { description: "The listing as saved.", schema: ownPropertyAnswerSchema }, ...refusals(400, 401, 403, 404, 409) },
});

const renew = contract({
  operationId: "renewProperty",
  summary: "Renew one's own active or expired listing",
  description: "A new period of the platform's listing duration from now; an expired listing is active (in search) again.",
  tags,
  access: "user",
  request: { params: propertyIdParams },
  responses: { 200: { description: "The listing with its new end.", schema: ownPropertyAnswerSchema }, ...refusals(401, 403, 404, 409) },
});

const renewLink = contract({
  operationId: "renewPropertyByLink",
  summary: "Renew a listing with the signed link of its expiry reminder (no sign-in)",
  description: "The link is used up once the listing is renewed (410); a link the server did not make is refused (400).",
  tags,
  access: "visitor",
  request: { body: { schema: renewLinkBody, checkedBy: "service" } },
  responses: {
    200: { description: "The listing's new end.", schema: renewedSchema },
    ...refusals(400, 409, 410),
  },
});

const order = contract({
  operationId: "reorderPropertyImages",
  summary: "Reorder the photos of one's own listing (the first is the cover)",
  description: "The new order must name every photo of the listing exactly once; anything else is refused with IMAGE_ORDER_INVALID.",
  tags,
  access: "user",
  request: { params: propertyIdParams, body: { schema: imageOrderBody } },
  responses: {
    200: { description: "The listing with its photos in the new order.", schema: ownPropertyAnswerSchema },
    ...refusals(400, 401, 403, 404),
  },
});

/**
 * The owner's writes (issue 3, document 1 §5–§7), mounted at /api/properties beside the public
 * listing routes: create (JSON, form or multipart with `images`), edit, delete, and photos.
 */
export const ownerPropertyRoutes = new Hono<ApiEnv>()
  .post("/", uploadLimit("PROPERTY_LOGIN_REQUIRED"), create, async (c) => {
    const user = await requireUser(c);
    const { images: files, ...fields } = c.req.valid("json");
    const { property, imagesFailed } = await createProperty(c.get("services"), { user, input: fields, files });
    return reply(c, create, 201, { property, images_failed: imagesFailed });
  })
  .patch("/:id", update, async (c) => {
    const user = await requireUser(c);
    const property = await updateProperty(c.get("services"), { user, id: c.req.valid("param").id, input: await readBody(c) });
    return reply(c, update, 200, { property });
  })
  .delete("/:id", remove, async (c) => {
    const user = await requireUser(c);
    await deleteProperty(c.get("services"), user, c.req.valid("param").id);
    return reply(c, remove, 200, { ok: true });
  })
  .post("/:id/images", uploadLimit("UNAUTHENTICATED"), images, async (c) => {
    const user = await requireUser(c);
    const { images: files, remove_images: remove, floor_plan: floorPlan, remove_floor_plan: removeFloorPlan } = c.req.valid("json");
    const changes = { remove, files, floorPlan, removeFloorPlan };
    const property = await changePropertyImages(c.get("services"), { user, id: c.req.valid("param").id, changes });
    return reply(c, images, 200, { property });
  })
  .post("/:id/status", status, async (c) => {
    const user = await requireUser(c);
    const property = await changeOwnStatus(c.get("services"), { user, id: c.req.valid("param").id, input: await readBody(c) });
    return reply(c, status, 200, { property });
  })
  .post("/:id/renew", renew, async (c) => {
    const user = await requireUser(c);
    const property = await renewProperty(c.get("services"), user, c.req.valid("param").id);
    return reply(c, renew, 200, { property });
  })
  .post("/renew-by-link", renewLink, async (c) => {
    const body = await readBody(c);
    const property = await renewByLink(c.get("services"), body.token);
    return reply(c, renewLink, 200, { id: property.id, title: property.title, expires_at: property.expires_at!.toISOString() });
  })
  .put("/:id/images/order", order, async (c) => {
    const user = await requireUser(c);
    const property = await changePropertyImages(c.get("services"), {
      user,
      id: c.req.valid("param").id,
      changes: { order: c.req.valid("json").images },
    });
    return reply(c, order, 200, { property });
  });

const ownList = contract({
  operationId: "listOwnProperties",
  summary: "One's own listings, any status",
  description: "Newest first; views and favourites are counted for premium owners only (null otherwise).",
  tags,
  access: "user",
  request: { query: ownerListSchema },
  responses: { 200: { description: "The listings and the count per status.", schema: ownPropertiesSchema }, ...refusals(400, 401) },
});

const limits = contract({
  operationId: "getPropertyLimits",
  summary: "What one may still post: listings and photos",
  tags,
  access: "user",
  responses: { 200: { description: "The owner's limits.", schema: ownerLimitsSchema }, ...refusals(401) },
});

/** The signed-in owner's own lists, mounted at /api/my. */
export const myRoutes = new Hono<ApiEnv>()
  .get("/properties", ownList, async (c) => {
    const user = await requireUser(c);
    c.header("cache-control", "no-store");
    return reply(c, ownList, 200, await listOwnProperties(c.get("services"), user, c.req.valid("query")));
  })
  .get("/property-limits", limits, async (c) => {
    const user = await requireUser(c);
    c.header("cache-control", "no-store");
    return reply(c, limits, 200, await getOwnerLimits(c.get("services"), user));
  });
