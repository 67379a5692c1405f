import { Hono } from "hono";
import { exportData, exportFileName } from "../../admin/data-export";
import { saveAllSettings } from "../../admin/save-settings";
import { getSettings } from "../../platform/settings";
import { contract, refusals, reply } from "../contract";
import { type ApiEnv, readBody, requireAdmin } from "../env";
import { dataExportSchema, settingsAnswerSchema, settingsBody } from "../schemas/admin";

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

const dataExport = contract({
  ...admin,
  operationId: "adminExport",
  summary: "Export the platform's data as JSON (a download, not a restorable backup), audited",
  responses: { 200: { description: "The export file.", schema: dataExportSchema }, ...refusals(401, 403) },
});

/** /api/admin/settings and the data export. Every call needs an administrator. */
export const adminSettingsRoutes = new Hono<ApiEnv>()
  .get("/settings", read, async (c) => {
    await requireAdmin(c);
    return reply(c, read, 200, { settings: await getSettings(c.get("services").db) });
  })
  .put("/settings", save, async (c) => {
    const actor = await requireAdmin(c);
    return reply(c, save, 200, { settings: await saveAllSettings(c.get("services"), actor, await readBody(c)) });
  })
  .post("/export", dataExport, async (c) => {
    const actor = await requireAdmin(c);
    const data = await exportData(c.get("services"), actor);
    c.header("content-disposition", `attachment; filename="${exportFileName(data.created_at)}"`);
    c.header("cache-control", "no-store");
    return reply(c, dataExport, 200, data);
  });
