import type { ApiContext } from "./env";

/**
 * Routes that take photo uploads (multipart). The API's small default body limit skips them; each
 * applies its own limit, derived from the platform's max_upload_size and the owner's photo limit.
 */
const UPLOAD_ROUTES: { method: string; path: RegExp }[] = [
  // owner properties (issue 3): create with photos, and add/remove photos
  { method: "POST", path: /^\/api\/properties\/?$/ },
  { method: "POST", path: /^\/api\/properties\/[^/]+\/images\/?$/ },
  // admin (issue 5): an administrator's photo changes while editing any property
  { method: "POST", path: /^\/api\/admin\/properties\/[^/]+\/images\/?$/ },
  // an agency's logo (issue 14 §4)
  { method: "POST", path: /^\/api\/my\/agency\/logo\/?$/ },
];

/** Whether a request to the API carries photos (the HTTP shell sizes its body cap by this too). */
export function isApiUpload(method: string, path: string, contentType: string | null | undefined): boolean {
  if (!(contentType ?? "").toLowerCase().startsWith("multipart/form-data")) return false;
  return UPLOAD_ROUTES.some((route) => route.method === method && route.path.test(path));
}

export function isUploadRequest(c: ApiContext): boolean {
  return isApiUpload(c.req.method, c.req.path, c.req.header("content-type"));
}
