import type { IncomingMessage } from "node:http";
import { FORM_BODY_MAX_BYTES, uploadBodyMaxBytes } from "../app/domain/limits";
import { isApiUpload } from "../app/.server/api/uploads";
import type { Db } from "../app/.server/db/client";
import { getSettings } from "../app/.server/platform/settings";
import type { BodyPolicy } from "./serve-fetch";

/** Page forms that carry photos when JavaScript is off (with it, photos go one by one to the API). */
const PAGE_UPLOADS = /^\/(add-property|edit-property\/[^/]+|admin\/properties\/edit\/[^/]+|agjencia)(\.data)?\/?$/;

/**
 * The most a request body may hold: photo uploads as many photos as any owner may have, each up to
 * max_upload_size; everything else a form's worth. Routes apply the owner's own, smaller allowance.
 */
export async function bodyPolicyFor(req: IncomingMessage, path: string, db: Db): Promise<BodyPolicy> {
  const multipart = (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");
  const upload =
    req.method === "POST" && (isApiUpload(req.method, path, req.headers["content-type"]) || (multipart && PAGE_UPLOADS.test(path)));
  if (!upload) return { maxBytes: FORM_BODY_MAX_BYTES };
  const settings = await getSettings(db);
  return { maxBytes: uploadBodyMaxBytes(settings.properties.max_images_per_property, settings.site.max_upload_size) };
}
