import { Hono } from "hono";
import {
  adminUsersQuerySchema,
  grantAdminSchema,
  premiumExtendSchema,
  premiumReferenceSchema,
  premiumToggleSchema,
  userEditSchema,
} from "~/domain/schemas/admin";
import { listAudit } from "../../admin/audit";
import { deleteUserAsAdmin } from "../../admin/delete-user";
import { editUser } from "../../admin/edit-user";
import { findAdminUser } from "../../admin/find-user";
import { grantAdmin, grantAdminToSellersAndLandlords } from "../../admin/grant-admin";
import { listUsers } from "../../admin/list-users";
import { findUserByPaymentReference, listPremiumUsers } from "../../admin/premium-users";
import { extendUserPremium, setUserPremium } from "../../admin/set-premium";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, requireAdmin } from "../env";
import {
  adminUserAnswerSchema,
  adminUserPageSchema,
  auditPageSchema,
  auditQuery,
  grantedCountSchema,
  grantedUserSchema,
  removedUserSchema,
  userIdParams,
} from "../schemas/admin";

const admin = { tags: ["admin: users"], access: "admin" } as const;

const list = contract({
  ...admin,
  operationId: "adminListUsers",
  summary: "The users table",
  description: "Newest first, pages of 10, by name, user type and effective premium.",
  request: { query: adminUsersQuerySchema },
  responses: { 200: { description: "One page of users.", schema: adminUserPageSchema }, ...refusals(401, 403) },
});

const get = contract({
  ...admin,
  operationId: "adminGetUser",
  summary: "One user",
  request: { params: userIdParams },
  responses: { 200: { description: "The user.", schema: adminUserAnswerSchema }, ...refusals(401, 403, 404) },
});

const edit = contract({
  ...admin,
  operationId: "adminEditUser",
  summary: "Edit a user's name, type and administrator rights",
  description: "is_admin left out stays as it is; the last administrator keeps the rights (409 LAST_ADMIN).",
  request: { params: userIdParams, body: { schema: userEditSchema } },
  responses: { 200: { description: "The user as saved.", schema: adminUserAnswerSchema }, ...refusals(400, 401, 403, 404, 409) },
});

const remove = contract({
  ...admin,
  operationId: "adminDeleteUser",
  summary: "Delete a user with their listings",
  request: { params: userIdParams },
  responses: { 200: { description: "What was removed.", schema: removedUserSchema }, ...refusals(400, 401, 403, 404, 409) },
});

const premium = contract({
  ...admin,
  operationId: "adminSetPremium",
  summary: "Switch a user's premium on (three months) or off",
  request: { params: userIdParams, body: { schema: premiumToggleSchema } },
  responses: { 200: { description: "The user now.", schema: adminUserAnswerSchema }, ...refusals(400, 401, 403, 404) },
});

const extend = contract({
  ...admin,
  operationId: "adminExtendPremium",
  summary: "Extend a user's premium by 1, 3 or 12 months",
  request: { params: userIdParams, body: { schema: premiumExtendSchema } },
  responses: { 200: { description: "The user now.", schema: adminUserAnswerSchema }, ...refusals(400, 401, 403, 404) },
});

const grant = contract({
  ...admin,
  operationId: "adminGrantAdmin",
  summary: "Make a user an administrator, found by personal ID, e-mail or UUID",
  request: { body: { schema: grantAdminSchema } },
  responses: { 200: { description: "The new administrator.", schema: grantedUserSchema }, ...refusals(400, 401, 403, 404) },
});

const bulk = contract({
  ...admin,
  operationId: "adminGrantAdminToSellers",
  summary: "Make every seller and landlord an administrator",
  responses: { 200: { description: "How many became administrators.", schema: grantedCountSchema }, ...refusals(401, 403) },
});

const premiumList = contract({
  ...admin,
  operationId: "adminListPremiumUsers",
  summary: "Accounts with premium, the soonest expiry first",
  request: { query: adminUsersQuerySchema },
  responses: { 200: { description: "One page of users.", schema: adminUserPageSchema }, ...refusals(401, 403) },
});

const lookup = contract({
  ...admin,
  operationId: "adminFindPaymentReference",
  summary: "The account of a bank transfer's reference PREMIUM-{personal_id}",
  request: { query: premiumReferenceSchema },
  responses: { 200: { description: "The user.", schema: adminUserAnswerSchema }, ...refusals(400, 401, 403, 404) },
});

const audit = contract({
  ...admin,
  operationId: "adminListAudit",
  summary: "The audit trail, newest first",
  request: { query: auditQuery },
  responses: { 200: { description: "One page of entries.", schema: auditPageSchema }, ...refusals(401, 403) },
});

/** /api/admin: users, admin rights, premium and the audit trail. Every call needs an administrator. */
export const adminUserRoutes = new Hono<ApiEnv>()
  .get("/users", list, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, list, 200, await listUsers(c.get("services"), actor, c.req.valid("query")));
  })
  .get("/users/:id", get, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, get, 200, { user: await findAdminUser(c.get("services"), actor, c.req.valid("param").id) });
  })
  .patch("/users/:id", edit, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, edit, 200, {
      user: await editUser(c.get("services"), { actor, userId: c.req.valid("param").id, input: c.req.valid("json") }),
    });
  })
  .delete("/users/:id", remove, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, remove, 200, { removed: await deleteUserAsAdmin(c.get("services"), actor, c.req.valid("param").id) });
  })
  .post("/users/:id/premium", premium, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, premium, 200, {
      user: await setUserPremium(c.get("services"), { actor, userId: c.req.valid("param").id, input: c.req.valid("json") }),
    });
  })
  .post("/users/:id/premium/extend", extend, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, extend, 200, {
      user: await extendUserPremium(c.get("services"), { actor, userId: c.req.valid("param").id, input: c.req.valid("json") }),
    });
  })
  .post("/admins", grant, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, grant, 200, { user: await grantAdmin(c.get("services"), actor, c.req.valid("json")) });
  })
  .post("/admins/bulk", bulk, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, bulk, 200, await grantAdminToSellersAndLandlords(c.get("services"), actor));
  })
  .get("/premium", premiumList, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, premiumList, 200, await listPremiumUsers(c.get("services"), actor, c.req.valid("query")));
  })
  .get("/premium/lookup", lookup, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, lookup, 200, { user: await findUserByPaymentReference(c.get("services"), actor, c.req.valid("query")) });
  })
  .get("/audit", audit, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, audit, 200, await listAudit(c.get("services"), { actor, input: c.req.valid("query") }));
  });
