import { Hono } from "hono";
import { backupFileName, createBackup } from "../../admin/backup";
import { saveAllSettings } from "../../admin/save-settings";
import { getSettings } from "../../platform/settings";
import { type ApiEnv, readBody, requireAdmin } from "../env";

/** /api/admin/settings and the data backup. Every call needs an administrator. */
export const adminSettingsRoutes = new Hono<ApiEnv>()
  .get("/settings", async (c) => {
    await requireAdmin(c);
    return c.json({ settings: await getSettings(c.get("services").db) });
  })
  .put("/settings", async (c) => {
    const actor = await requireAdmin(c);
    return c.json({ settings: await saveAllSettings(c.get("services"), actor, await readBody(c)) });
  })
  .post("/backup", async (c) => {
    const actor = await requireAdmin(c);
    const backup = await createBackup(c.get("services"), actor);
    c.header("content-disposition", `attachment; filename="${backupFileName(backup.created_at)}"`);
    c.header("cache-control", "no-store");
    return c.json(backup);
  });
