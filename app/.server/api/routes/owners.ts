import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { AppError } from "~/domain/errors";
import { uploadBodyMaxBytes } from "~/domain/limits";
import { errorBody } from "../../errors";
import { removeAgencyLogo, setAgencyLogo } from "../../owners/agency-logo";
import { getSettingsGroup } from "../../platform/settings";
import { uploadedFiles } from "../../properties/owner-rules";
import { isUploadRequest } from "../uploads";
import { verifiedToggleSchema } from "~/domain/schemas/admin";
import { agencyDetailsSchema } from "~/domain/schemas/agency";
import { getAgencyDetails, saveAgencyDetails } from "../../owners/agency-details";
import { listAgencies } from "../../agencies/list-agencies";
import { getPublicProfile } from "../../owners/get-public-profile";
import { revealPhone } from "../../owners/reveal-phone";
import { setUserVerified } from "../../owners/set-verified";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, currentUser, readBody, requestInfo, requireAdmin, requireUser } from "../env";
import { adminUserAnswerSchema, userIdParams } from "../schemas/admin";
import {
  agenciesSchema,
  agencyDetailsAnswerSchema,
  profileIdParams,
  profilePageQuery,
  publicProfileSchema,
  revealedPhoneSchema,
} from "../schemas/owners";
import { propertyIdParams } from "../schemas/properties";

const reveal = contract({
  operationId: "revealOwnerPhone",
  summary: "Reveal the owner's phone number of a listing ('Shfaq numrin')",
  description:
    "For visitors and members. Limited per client address (429 RATE_LIMITED beyond it); each reveal counts in the listing's statistics. " +
    "404 PHONE_NOT_AVAILABLE when the owner gave no number.",
  tags: ["listings"],
  access: "visitor",
  request: { params: propertyIdParams },
  responses: {
    200: { description: "The number and its call, WhatsApp and Viber links.", schema: revealedPhoneSchema },
    ...refusals(404, 429),
  },
});

const profile = contract({
  operationId: "getPublicProfile",
  summary: "A person's or agency's public profile and active listings",
  tags: ["profiles"],
  access: "visitor",
  request: { params: profileIdParams, query: profilePageQuery },
  responses: {
    200: { description: "The owner card, agency details and one page of listings.", schema: publicProfileSchema },
    ...refusals(404),
  },
});

const agencies = contract({
  operationId: "listAgencies",
  summary: "The agencies: accounts of user type agency, with their details",
  tags: ["profiles"],
  access: "visitor",
  responses: { 200: { description: "Premium and verified agencies first.", schema: agenciesSchema } },
});

const verify = contract({
  tags: ["admin: users"],
  access: "admin",
  operationId: "adminSetVerified",
  summary: "Verify a user (the 'verifikuar' badge) or take it back",
  request: { params: userIdParams, body: { schema: verifiedToggleSchema } },
  responses: { 200: { description: "The user now.", schema: adminUserAnswerSchema }, ...refusals(400, 401, 403, 404) },
});

/** POST /api/properties/{id}/phone, mounted beside the listing routes. */
export const phoneRevealRoutes = new Hono<ApiEnv>().post("/:id/phone", reveal, async (c) => {
  const user = await currentUser(c);
  c.header("cache-control", "private, no-store");
  return reply(
    c,
    reveal,
    200,
    await revealPhone(c.get("services"), { reader: user, propertyId: c.req.valid("param").id, request: requestInfo(c) }),
  );
});

/** GET /api/users/{id}: the public profile. */
export const publicProfileRoutes = new Hono<ApiEnv>().get("/:id", profile, async (c) => {
  const user = await currentUser(c);
  c.header("cache-control", "private, no-store");
  return reply(
    c,
    profile,
    200,
    await getPublicProfile(c.get("services"), { viewerId: user?.id ?? null, id: c.req.valid("param").id, input: c.req.valid("query") }),
  );
});

/** GET /api/agencies. */
export const agencyRoutes = new Hono<ApiEnv>().get("/", agencies, async (c) => {
  return reply(c, agencies, 200, { agencies: await listAgencies(c.get("services")) });
});

/** POST /api/admin/users/{id}/verified. */
export const adminVerifyRoutes = new Hono<ApiEnv>().post("/users/:id/verified", verify, async (c) => {
  const actor = await requireAdmin(c);
  return reply(c, verify, 200, {
    user: await setUserVerified(c.get("services"), { actor, userId: c.req.valid("param").id, input: c.req.valid("json") }),
  });
});

const myAgency = contract({
  operationId: "getMyAgencyDetails",
  summary: "The signed-in agency's published details",
  tags: ["profiles"],
  access: "user",
  responses: {
    200: { description: "The details (empty before the first save).", schema: agencyDetailsAnswerSchema },
    ...refusals(401, 403),
  },
});

const saveMyAgency = contract({
  operationId: "saveMyAgencyDetails",
  summary: "Save the signed-in agency's published details",
  description: "Accounts of user type agency only (403 AGENCY_ONLY).",
  tags: ["profiles"],
  access: "user",
  request: { body: { schema: agencyDetailsSchema, checkedBy: "service" } },
  responses: { 200: { description: "The details as saved.", schema: agencyDetailsAnswerSchema }, ...refusals(400, 401, 403) },
});

const logoBody = z
  .object({
    logo: z
      .preprocess((value) => uploadedFiles(value)[0], z.file({ error: "IMAGE_INVALID" }))
      .meta({ description: "The logo (JPEG, PNG, WebP or GIF; checked by content), within max_upload_size." }),
  })
  .meta({ id: "AgencyLogo" });

const setLogo = contract({
  operationId: "setMyAgencyLogo",
  summary: "Upload the signed-in agency's logo (replaces the previous one)",
  description: "Multipart `logo`. Accounts of user type agency only (403 AGENCY_ONLY).",
  tags: ["profiles"],
  access: "user",
  request: { body: { schema: logoBody, media: ["multipart"] } },
  responses: {
    200: { description: "The details with the new logo.", schema: agencyDetailsAnswerSchema },
    ...refusals(400, 401, 403, 413, 415),
  },
});

const removeLogo = contract({
  operationId: "removeMyAgencyLogo",
  summary: "Remove the signed-in agency's logo",
  tags: ["profiles"],
  access: "user",
  responses: { 200: { description: "The details without a logo.", schema: agencyDetailsAnswerSchema }, ...refusals(401, 403) },
});

/** One logo per request: max_upload_size and a little for the form (the API's small default skips uploads). */
const logoLimit: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!isUploadRequest(c)) return next();
  const site = await getSettingsGroup(c.get("services").db, "site");
  return bodyLimit({
    maxSize: uploadBodyMaxBytes(1, site.max_upload_size),
    onError: (ctx) => ctx.json(errorBody(new AppError("PAYLOAD_TOO_LARGE"), ctx.get("lang")), 413),
  })(c, next);
};

/** GET/PUT /api/my/agency: an agency's own details (issue 14 §4), and its logo. */
export const myAgencyRoutes = new Hono<ApiEnv>()
  .get("/agency", myAgency, async (c) => {
    const user = await requireUser(c);
    c.header("cache-control", "private, no-store");
    return reply(c, myAgency, 200, { agency: await getAgencyDetails(c.get("services"), user) });
  })
  .put("/agency", saveMyAgency, async (c) => {
    const user = await requireUser(c);
    return reply(c, saveMyAgency, 200, { agency: await saveAgencyDetails(c.get("services"), user, await readBody(c)) });
  })
  .post("/agency/logo", logoLimit, setLogo, async (c) => {
    const user = await requireUser(c);
    const services = c.get("services");
    await setAgencyLogo(services, user, c.req.valid("json").logo);
    return reply(c, setLogo, 200, { agency: await getAgencyDetails(services, user) });
  })
  .delete("/agency/logo", removeLogo, async (c) => {
    const user = await requireUser(c);
    const services = c.get("services");
    await removeAgencyLogo(services, user);
    return reply(c, removeLogo, 200, { agency: await getAgencyDetails(services, user) });
  });
