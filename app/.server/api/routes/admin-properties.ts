import { uploadBodyMaxBytes } from "~/domain/limits";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "~/domain/errors";
import { changeImagesAsAdmin, ownerLimitsFor } from "../../admin/edit-property";
import { textValues, uploadedFiles } from "../../properties/owner-rules";
import { errorBody } from "../../errors";
import { isUploadRequest } from "../uploads";
import { approveProperty, changePropertyStatus, rejectProperty } from "../../admin/change-status";
import { deleteAdminProperty } from "../../admin/delete-property";
import { getAdminProperty } from "../../admin/get-property";
import { listAdminProperties } from "../../admin/list-properties";
import { setPropertyFeatured } from "../../admin/set-featured";
import { type ApiEnv, readBody, requireAdmin } from "../env";

/** Photo uploads: only an administrator's body is read, up to the property owner's photo allowance. */
const adminUploadLimit: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const actor = await requireAdmin(c);
  if (!isUploadRequest(c)) return next();
  const limits = await ownerLimitsFor(c.get("services"), actor, c.req.param("id") ?? "");
  return bodyLimit({
    maxSize: uploadBodyMaxBytes(limits.imageLimit, limits.maxUploadMb),
    onError: (ctx) => ctx.json(errorBody(new AppError("PAYLOAD_TOO_LARGE"), ctx.get("lang")), 413),
  })(c, next);
};

/** /api/admin/properties: moderation. Every call needs an administrator. */
export const adminPropertyRoutes = new Hono<ApiEnv>()
  .get("/properties", async (c) => {
    const actor = await requireAdmin(c);
    return c.json(await listAdminProperties(c.get("services"), actor, c.req.query()));
  })
  .get("/properties/:id", async (c) => {
    const actor = await requireAdmin(c);
    return c.json({ property: await getAdminProperty(c.get("services"), actor, c.req.param("id")) });
  })
  .post("/properties/:id/approve", async (c) => {
    const actor = await requireAdmin(c);
    return c.json(await approveProperty(c.get("services"), actor, c.req.param("id"), await readBody(c)));
  })
  .post("/properties/:id/reject", async (c) => {
    const actor = await requireAdmin(c);
    return c.json(await rejectProperty(c.get("services"), actor, c.req.param("id"), await readBody(c)));
  })
  .post("/properties/:id/status", async (c) => {
    const actor = await requireAdmin(c);
    return c.json(await changePropertyStatus(c.get("services"), actor, c.req.param("id"), await readBody(c)));
  })
  .post("/properties/:id/featured", async (c) => {
    const actor = await requireAdmin(c);
    return c.json(await setPropertyFeatured(c.get("services"), actor, c.req.param("id"), await readBody(c)));
  })
  // The admin edit form's photos (multipart `images`, `remove_images`), within the owner's limit.
  .post("/properties/:id/images", adminUploadLimit, async (c) => {
    const actor = await requireAdmin(c);
    const body = await readBody(c);
    const property = await changeImagesAsAdmin(c.get("services"), actor, c.req.param("id"), {
      remove: textValues(body.remove_images),
      files: uploadedFiles(body.images),
    });
    return c.json({ property });
  })
  .delete("/properties/:id", async (c) => {
    const actor = await requireAdmin(c);
    return c.json(await deleteAdminProperty(c.get("services"), actor, c.req.param("id")));
  });
