import { Hono } from "hono";
import { listAudit } from "../../admin/audit";
import { deleteUserAsAdmin } from "../../admin/delete-user";
import { editUser } from "../../admin/edit-user";
import { findAdminUser } from "../../admin/find-user";
import { grantAdmin, grantAdminToSellersAndLandlords } from "../../admin/grant-admin";
import { listUsers } from "../../admin/list-users";
import { findUserByPaymentReference, listPremiumUsers } from "../../admin/premium-users";
import { extendUserPremium, setUserPremium } from "../../admin/set-premium";
import { type ApiEnv, readBody, requireAdmin } from "../env";

/** /api/admin: users, admin rights, premium and the audit trail. Every call needs an administrator. */
export const adminUserRoutes = new Hono<ApiEnv>()
  .get("/users", async (c) => {
    const actor = await requireAdmin(c);
    return c.json(await listUsers(c.get("services"), actor, c.req.query()));
  })
  .get("/users/:id", async (c) => {
    const actor = await requireAdmin(c);
    return c.json({ user: await findAdminUser(c.get("services"), actor, c.req.param("id")) });
  })
  .patch("/users/:id", async (c) => {
    const actor = await requireAdmin(c);
    return c.json({ user: await editUser(c.get("services"), actor, c.req.param("id"), await readBody(c)) });
  })
  .delete("/users/:id", async (c) => {
    const actor = await requireAdmin(c);
    return c.json({ removed: await deleteUserAsAdmin(c.get("services"), actor, c.req.param("id")) });
  })
  .post("/users/:id/premium", async (c) => {
    const actor = await requireAdmin(c);
    return c.json({ user: await setUserPremium(c.get("services"), actor, c.req.param("id"), await readBody(c)) });
  })
  .post("/users/:id/premium/extend", async (c) => {
    const actor = await requireAdmin(c);
    return c.json({ user: await extendUserPremium(c.get("services"), actor, c.req.param("id"), await readBody(c)) });
  })
  .post("/admins", async (c) => {
    const actor = await requireAdmin(c);
    return c.json({ user: await grantAdmin(c.get("services"), actor, await readBody(c)) });
  })
  .post("/admins/bulk", async (c) => {
    const actor = await requireAdmin(c);
    return c.json(await grantAdminToSellersAndLandlords(c.get("services"), actor));
  })
  .get("/premium", async (c) => {
    const actor = await requireAdmin(c);
    return c.json(await listPremiumUsers(c.get("services"), actor, c.req.query()));
  })
  .get("/premium/lookup", async (c) => {
    const actor = await requireAdmin(c);
    return c.json({ user: await findUserByPaymentReference(c.get("services"), actor, c.req.query()) });
  })
  .get("/audit", async (c) => {
    const actor = await requireAdmin(c);
    return c.json(await listAudit(c.get("services"), actor, c.req.query()));
  });
