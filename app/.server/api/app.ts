import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "~/domain/errors";
import { FORM_BODY_MAX_BYTES } from "~/domain/limits";
import { markPrivate, varyOnCookie } from "../security/private-responses";
import type { Services } from "../services";
import { type ApiEnv, languageOf, refuseControlCharacters } from "./env";
import { errorBody, statusOf, toAppError } from "../errors";
import { authRoutes } from "./routes/auth";
import { healthRoutes } from "./routes/health";
import { reply } from "./contract";
import { openApiDocument, openApiRoute, type OpenApiDocument } from "./openapi";
import { isUploadRequest } from "./uploads";

// listings
import { contactRequestRoutes } from "./routes/messages";
import { favoriteRoutes } from "./routes/favorites";
import { listingRoutes } from "./routes/listings";

// owner properties
import { myRoutes, ownerPropertyRoutes } from "./routes/properties";

// signed-in area
import { meRoutes } from "./routes/me";
import { notificationRoutes } from "./routes/notifications";
import { savedSearchRoutes } from "./routes/saved-searches";

// admin
import { maintenanceGuard } from "./maintenance";
import { adminPropertyRoutes } from "./routes/admin-properties";
import { adminSettingsRoutes } from "./routes/admin-settings";
import { adminStatsRoutes } from "./routes/admin-stats";
import { adminUserRoutes } from "./routes/admin-users";

// info pages
import { adminContactMessageRoutes, contactMessageRoutes } from "./routes/contact";
import { adminReviewRoutes, reviewRoutes } from "./routes/reviews";
import { adminVerifyRoutes, agencyRoutes, myAgencyRoutes, phoneRevealRoutes, publicProfileRoutes } from "./routes/owners";
import { placeRoutes } from "./routes/places";

// listing reports
import { adminReportRoutes, reportRoutes } from "./routes/reports";

export type Api = ReturnType<typeof createApi>;

/**
 * The JSON API under /api. It runs on web-standard Request/Response, so tests call `api.request()`
 * in-process against a real database, and the HTTP shell mounts it in front of the pages.
 */
export function createApi(services: Services) {
  const api = new Hono<ApiEnv>().basePath("/api");

  api.use(async (c, next) => {
    c.set("services", services);
    c.set("lang", languageOf(c));
    c.set("user", undefined);
    await next();
    // An answer for a signed-in reader (or one that sets a cookie) is private to the one who asked; one
    // that looked for a session and found none is everyone's, but differs with the cookie.
    if (c.get("user") || c.res.headers.has("set-cookie")) markPrivate(c.res.headers);
    else if (c.get("user") === null) varyOnCookie(c.res.headers);
  });
  // JSON and form bodies are small; uploads get their own, larger limit on their routes.
  const smallBodies = bodyLimit({
    maxSize: FORM_BODY_MAX_BYTES,
    onError: (c) => c.json(errorBody(new AppError("PAYLOAD_TOO_LARGE"), c.get("lang")), 413),
  });
  api.use((c, next) => (isUploadRequest(c) ? next() : smallBodies(c, next)));
  api.use(refuseControlCharacters);
  // Maintenance mode: non-administrators' writes get 503 (admin area, issue 5).
  api.use(maintenanceGuard);

  api.route("/", healthRoutes);
  api.route("/auth", authRoutes);

  // listings
  api.route("/properties", listingRoutes);
  api.route("/properties", favoriteRoutes);
  api.route("/properties", contactRequestRoutes);
  api.route("/properties", phoneRevealRoutes);

  // owner properties
  api.route("/properties", ownerPropertyRoutes);
  api.route("/my", myRoutes);
  api.route("/my", myAgencyRoutes);

  // signed-in area
  api.route("/notifications", notificationRoutes);
  api.route("/me", meRoutes);
  api.route("/saved-searches", savedSearchRoutes);

  // admin
  api.route("/admin", adminUserRoutes);
  api.route("/admin", adminPropertyRoutes);
  api.route("/admin", adminSettingsRoutes);
  api.route("/admin", adminStatsRoutes);
  api.route("/admin", adminVerifyRoutes);

  // info pages
  api.route("/contact-messages", contactMessageRoutes);
  api.route("/admin/contact-messages", adminContactMessageRoutes);
  api.route("/reviews", reviewRoutes);
  api.route("/admin/reviews", adminReviewRoutes);
  api.route("/agencies", agencyRoutes);
  api.route("/users", publicProfileRoutes);
  api.route("/places", placeRoutes);

  // listing reports
  api.route("/properties", reportRoutes);
  api.route("/admin/reports", adminReportRoutes);

  // The contract of every route that has one, as mounted above (built once, on first request).
  let document: OpenApiDocument | undefined;
  api.get("/openapi.json", openApiRoute, (c) => reply(c, openApiRoute, 200, (document ??= openApiDocument(api.routes))));

  api.notFound((c) => c.json(errorBody(new AppError("NOT_FOUND"), c.get("lang") ?? "sq"), 404));
  api.onError((error, c) => {
    const appError = toAppError(error, services.logger);
    return c.json(errorBody(appError, c.get("lang") ?? "sq"), statusOf(appError));
  });
  return api;
}
