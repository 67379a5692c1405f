import { uploadBodyMaxBytes } from "~/domain/limits";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "~/domain/errors";
import { changePropertyImages } from "../../properties/change-property-images";
import { createProperty } from "../../properties/create-property";
import { deleteProperty } from "../../properties/delete-property";
import { listOwnProperties } from "../../properties/list-own-properties";
import { getOwnerLimits } from "../../properties/owner-limits";
import { imageLimitFor, isOwnerPremium, textValues, uploadedFiles } from "../../properties/owner-rules";
import { updateProperty } from "../../properties/update-property";
import { getSettings } from "../../platform/settings";
import { type ApiEnv, currentUser, readBody, requireUser } from "../env";
import { errorBody } from "../../errors";
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
      maxSize: uploadBodyMaxBytes(photos, settings.site.max_upload_size),
      onError: (ctx) => ctx.json(errorBody(new AppError("PAYLOAD_TOO_LARGE"), ctx.get("lang")), 413),
    });
    return limit(c, next);
  };
}

/**
 * The owner's writes (issue 3, document 1 §5–§7), mounted at /api/properties beside the public
 * listing routes: create (JSON, form or multipart with `images`), edit, delete, and photos.
 */
export const ownerPropertyRoutes = new Hono<ApiEnv>()
  .post("/", uploadLimit("PROPERTY_LOGIN_REQUIRED"), async (c) => {
    const user = await currentUser(c);
    if (!user) throw new AppError("PROPERTY_LOGIN_REQUIRED");
    const body = await readBody(c);
    const { property, imagesFailed } = await createProperty(c.get("services"), user, body, uploadedFiles(body.images));
    return c.json({ property, images_failed: imagesFailed }, 201);
  })
  .patch("/:id", async (c) => {
    const user = await requireUser(c);
    const property = await updateProperty(c.get("services"), user, c.req.param("id"), await readBody(c));
    return c.json({ property });
  })
  .delete("/:id", async (c) => {
    const user = await requireUser(c);
    await deleteProperty(c.get("services"), user, c.req.param("id"));
    return c.json({ ok: true });
  })
  // Photos: multipart `images` (files) and `remove_images` (URLs of this property's photos), or JSON
  // { remove_images: [...] } to remove only.
  .post("/:id/images", uploadLimit("UNAUTHENTICATED"), async (c) => {
    const user = await requireUser(c);
    const body = await readBody(c);
    const property = await changePropertyImages(c.get("services"), user, c.req.param("id"), {
      remove: textValues(body.remove_images),
      files: uploadedFiles(body.images),
    });
    return c.json({ property });
  });

/** The signed-in owner's own lists, mounted at /api/my. */
export const myRoutes = new Hono<ApiEnv>()
  .get("/properties", async (c) => {
    const user = await requireUser(c);
    c.header("cache-control", "no-store");
    return c.json(await listOwnProperties(c.get("services"), user, c.req.query()));
  })
  .get("/property-limits", async (c) => {
    const user = await requireUser(c);
    c.header("cache-control", "no-store");
    return c.json(await getOwnerLimits(c.get("services"), user));
  });
