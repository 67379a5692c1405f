import { uploadBodyMaxBytes } from "~/domain/limits";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "~/domain/errors";
import { changeImagesAsAdmin, ownerLimitsFor } from "../../admin/edit-property";
import { errorBody } from "../../errors";
import { isUploadRequest } from "../uploads";
import { approveProperty, changePropertyStatus, rejectProperty } from "../../admin/change-status";
import { deleteAdminProperty } from "../../admin/delete-property";
import { getAdminProperty } from "../../admin/get-property";
import { listAdminProperties } from "../../admin/list-properties";
import { setPropertyFeatured } from "../../admin/set-featured";
import { adminPropertiesQuerySchema, featuredSchema, moderationSchema, statusChangeSchema } from "~/domain/schemas/admin";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, requireAdmin } from "../env";
import {
  adminImagesAnswerSchema,
  adminPropertyAnswerSchema,
  adminPropertyPageSchema,
  deletedPropertySchema,
  featuredResultSchema,
  propertyIdParams,
  statusChangeResultSchema,
} from "../schemas/admin";
import { imageOrderBody, propertyImagesBody } from "../schemas/properties";

/** Photo uploads: only an administrator's body is read, up to the property owner's photo allowance. */
const adminUploadLimit: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const actor = await requireAdmin(c);
  if (!isUploadRequest(c)) return next();
  const limits = await ownerLimitsFor(c.get("services"), actor, c.req.param("id") ?? "");
  return bodyLimit({
    maxSize: uploadBodyMaxBytes(limits.imageLimit + 1, limits.maxUploadMb), // + the floor plan
    onError: (ctx) => ctx.json(errorBody(new AppError("PAYLOAD_TOO_LARGE"), ctx.get("lang")), 413),
  })(c, next);
};

const admin = { tags: ["admin: properties"], access: "admin" } as const;

const list = contract({
  ...admin,
  operationId: "adminListProperties",
  summary: "The properties table",
  description: "Newest first, pages of 10, by type, listing type and status; searched in title, description and location.",
  request: { query: adminPropertiesQuerySchema },
  responses: { 200: { description: "One page of listings.", schema: adminPropertyPageSchema }, ...refusals(401, 403) },
});

const get = contract({
  ...admin,
  operationId: "adminGetProperty",
  summary: "One listing with its owner and statistics",
  request: { params: propertyIdParams },
  responses: { 200: { description: "The listing.", schema: adminPropertyAnswerSchema }, ...refusals(401, 403, 404) },
});

const approve = contract({
  ...admin,
  operationId: "adminApproveProperty",
  summary: "Approve a pending listing (pending → active); the owner is notified",
  request: { params: propertyIdParams, body: { schema: moderationSchema } },
  responses: { 200: { description: "The change.", schema: statusChangeResultSchema }, ...refusals(400, 401, 403, 404, 409) },
});

const reject = contract({
  ...admin,
  operationId: "adminRejectProperty",
  summary: "Reject a pending listing (pending → rejected); the owner is notified",
  request: { params: propertyIdParams, body: { schema: moderationSchema } },
  responses: { 200: { description: "The change.", schema: statusChangeResultSchema }, ...refusals(400, 401, 403, 404, 409) },
});

const status = contract({
  ...admin,
  operationId: "adminChangePropertyStatus",
  summary: "Set any status, with an optional reason for the owner",
  request: { params: propertyIdParams, body: { schema: statusChangeSchema } },
  responses: { 200: { description: "The change.", schema: statusChangeResultSchema }, ...refusals(400, 401, 403, 404) },
});

const featured = contract({
  ...admin,
  operationId: "adminSetPropertyFeatured",
  summary: "Add a listing to the featured list, or remove it",
  request: { params: propertyIdParams, body: { schema: featuredSchema } },
  responses: { 200: { description: "The listing's featured flag.", schema: featuredResultSchema }, ...refusals(400, 401, 403, 404, 409) },
});

const images = contract({
  ...admin,
  operationId: "adminChangePropertyImages",
  summary: "Add and remove photos of any listing, within its owner's limit",
  request: { params: propertyIdParams, body: { schema: propertyImagesBody, media: ["multipart", "json", "form"] } },
  responses: {
    200: { description: "The listing with its photos now.", schema: adminImagesAnswerSchema },
    ...refusals(400, 401, 403, 404, 413, 415),
  },
});

const order = contract({
  ...admin,
  operationId: "adminReorderPropertyImages",
  summary: "Reorder the photos of any listing (the first is the cover)",
  request: { params: propertyIdParams, body: { schema: imageOrderBody } },
  responses: {
    200: { description: "The listing with its photos in the new order.", schema: adminImagesAnswerSchema },
    ...refusals(400, 401, 403, 404),
  },
});

const remove = contract({
  ...admin,
  operationId: "adminDeleteProperty",
  summary: "Delete a listing for good, with its photos",
  request: { params: propertyIdParams },
  responses: { 200: { description: "Deleted.", schema: deletedPropertySchema }, ...refusals(401, 403, 404) },
});

/** /api/admin/properties: moderation. Every call needs an administrator. */
export const adminPropertyRoutes = new Hono<ApiEnv>()
  .get("/properties", list, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, list, 200, await listAdminProperties(c.get("services"), actor, c.req.valid("query")));
  })
  .get("/properties/:id", get, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, get, 200, { property: await getAdminProperty(c.get("services"), actor, c.req.valid("param").id) });
  })
  .post("/properties/:id/approve", approve, async (c) => {
    const actor = await requireAdmin(c);
    return reply(
      c,
      approve,
      200,
      await approveProperty(c.get("services"), { actor, propertyId: c.req.valid("param").id, input: c.req.valid("json") }),
    );
  })
  .post("/properties/:id/reject", reject, async (c) => {
    const actor = await requireAdmin(c);
    return reply(
      c,
      reject,
      200,
      await rejectProperty(c.get("services"), { actor, propertyId: c.req.valid("param").id, input: c.req.valid("json") }),
    );
  })
  .post("/properties/:id/status", status, async (c) => {
    const actor = await requireAdmin(c);
    return reply(
      c,
      status,
      200,
      await changePropertyStatus(c.get("services"), { actor, propertyId: c.req.valid("param").id, input: c.req.valid("json") }),
    );
  })
  .post("/properties/:id/featured", featured, async (c) => {
    const actor = await requireAdmin(c);
    return reply(
      c,
      featured,
      200,
      await setPropertyFeatured(c.get("services"), { actor, propertyId: c.req.valid("param").id, input: c.req.valid("json") }),
    );
  })
  // The admin edit form's photos (multipart `images`, `remove_images`), within the owner's limit.
  .post("/properties/:id/images", adminUploadLimit, images, async (c) => {
    const actor = await requireAdmin(c);
    const { images: files, remove_images: remove, floor_plan: floorPlan, remove_floor_plan: removeFloorPlan } = c.req.valid("json");
    const changes = { remove, files, floorPlan, removeFloorPlan };
    const property = await changeImagesAsAdmin(c.get("services"), { actor, propertyId: c.req.valid("param").id, changes });
    return reply(c, images, 200, { property });
  })
  .put("/properties/:id/images/order", order, async (c) => {
    const actor = await requireAdmin(c);
    const property = await changeImagesAsAdmin(c.get("services"), {
      actor,
      propertyId: c.req.valid("param").id,
      changes: { order: c.req.valid("json").images },
    });
    return reply(c, order, 200, { property });
  })
  .delete("/properties/:id", remove, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, remove, 200, await deleteAdminProperty(c.get("services"), actor, c.req.valid("param").id));
  });
