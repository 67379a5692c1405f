import { Hono } from "hono";
import { backupFileName, createBackup } from "../../admin/backup";
import { saveAllSettings } from "../../admin/save-settings";
import { getSettings } from "../../platform/settings";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, readBody, requireAdmin } from "../env";
import { backupSchema, settingsAnswerSchema, settingsBody } from "../schemas/admin";

const admin = { tags: ["admin: settings"], access: "admin" } as const;

const read = contract({
  ...admin,
  operationId: "adminGetSettings",
  summary: "The platform settings",
  responses: { 200: { description: "Every group.", schema: settingsAnswerSchema }, ...refusals(401, 403) },
});

const save = contract({
  ...admin,
  operationId: "adminSaveSettings",
  summary: "Save the settings page (any of the four groups), audited",
  // The service reads the groups itself (unknown fields and values out of bounds fall back).
  request: { body: { schema: settingsBody, checkedBy: "service" } },
  responses: { 200: { description: "What was stored.", schema: settingsAnswerSchema }, ...refusals(400, 401, 403) },
});

const backup = contract({
  ...admin,
  operationId: "adminBackup",
  summary: "Export the platform's data as JSON (a download), audited",
  responses: { 200: { description: "The backup file.", schema: backupSchema }, ...refusals(401, 403) },
});

/** /api/admin/settings and the data backup. Every call needs an administrator. */
export const adminSettingsRoutes = new Hono<ApiEnv>()
  .get("/settings", read, async (c) => {
    await requireAdmin(c);
    return reply(c, read, 200, { settings: await getSettings(c.get("services").db) });
  })
  .put("/settings", save, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, save, 200, { settings: await saveAllSettings(c.get("services"), actor, await readBody(c)) });
  })
  .post("/backup", backup, async (c) => {
    const actor = await requireAdmin(c);
    const data = await createBackup(c.get("services"), actor);
    c.header("content-disposition", `attachment; filename="${backupFileName(data.created_at)}"`);
    c.header("cache-control", "no-store");
    return reply(c, backup, 200, data);
  });
