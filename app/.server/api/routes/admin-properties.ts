import { Hono } from "hono";
import { approveProperty, changePropertyStatus, rejectProperty } from "../../admin/change-status";
import { deleteAdminProperty } from "../../admin/delete-property";
import { getAdminProperty } from "../../admin/get-property";
import { listAdminProperties } from "../../admin/list-properties";
import { setPropertyFeatured } from "../../admin/set-featured";
import { type ApiEnv, readBody, requireAdmin } from "../env";

/** /api/admin/properties: moderation. Every call needs an administrator. */
export const adminPropertyRoutes = new Hono<ApiEnv>()
  .get("/properties", async (c) => {
    await requireAdmin(c);
    return c.json(await listAdminProperties(c.get("services"), c.req.query()));
  })
  .get("/properties/:id", async (c) => {
    await requireAdmin(c);
    return c.json({ property: await getAdminProperty(c.get("services"), c.req.param("id")) });
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
  .delete("/properties/:id", async (c) => {
    const actor = await requireAdmin(c);
    return c.json(await deleteAdminProperty(c.get("services"), actor, c.req.param("id")));
  });
