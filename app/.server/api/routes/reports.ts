import { Hono } from "hono";
import { createReport } from "../../reports/create-report";
import { handleListingReports, type ReportAction } from "../../reports/handle-reports";
import { listReportQueue, reportQueueQuerySchema } from "../../reports/list-reports";
import { contract, refusals, reply } from "../contract";
import { type ApiContext, type ApiEnv, currentUser, readBody, requestInfo, requireAdmin } from "../env";
import { propertyIdParams } from "../schemas/properties";
import { handledReportsSchema, ownerMessageBody, reportBody, reportCreatedSchema, reportQueueSchema } from "../schemas/reports";

const send = contract({
  operationId: "createListingReport",
  summary: "Report a listing",
  description:
    "Anyone, for an active listing that is not their own; one open report per reporter (account or address) and listing; rate-limited per address. The administrators are notified.",
  tags: ["reports"],
  access: "visitor",
  request: { params: propertyIdParams, body: { schema: reportBody, checkedBy: "service" } },
  responses: { 201: { description: "The report, open.", schema: reportCreatedSchema }, ...refusals(400, 403, 404, 409, 429) },
});

/** A reader reports a listing (visitors too). */
export const reportRoutes = new Hono<ApiEnv>().post("/:id/reports", send, async (c) => {
  const report = await createReport(c.get("services"), {
    user: await currentUser(c),
    propertyId: c.req.valid("param").id,
    input: await readBody(c),
    request: requestInfo(c),
    language: c.get("lang"),
  });
  return reply(c, send, 201, { report });
});

const queueTags = { tags: ["admin: reports"], access: "admin" } as const;

const queue = contract({
  ...queueTags,
  operationId: "adminListReports",
  summary: "Reported listings with their reports (open by default), newest report first",
  request: { query: reportQueueQuerySchema },
  responses: { 200: { description: "One page of listings and the count per tab.", schema: reportQueueSchema }, ...refusals(400, 401, 403) },
});

const handled = {
  200: { description: "The reports closed and the listing's status now.", schema: handledReportsSchema },
  ...refusals(400, 401, 403, 404, 409),
};

const dismiss = contract({
  ...queueTags,
  operationId: "adminDismissReports",
  summary: "Dismiss a listing's open reports",
  request: { params: propertyIdParams },
  responses: handled,
});

const deactivate = contract({
  ...queueTags,
  operationId: "adminDeactivateReportedListing",
  summary: "Deactivate a reported listing and close its open reports",
  request: { params: propertyIdParams },
  responses: handled,
});

const contactOwner = contract({
  ...queueTags,
  operationId: "adminContactReportedOwner",
  summary: "Write to a reported listing's owner (notification and e-mail) and close its open reports",
  request: { params: propertyIdParams, body: { schema: ownerMessageBody, checkedBy: "service" } },
  responses: handled,
});

async function run(c: ApiContext, { id, action, body = {} }: { id: string; action: ReportAction; body?: unknown }) {
  const admin = await requireAdmin(c);
  return handleListingReports(c.get("services"), { admin, propertyId: id, action, input: body });
}

/** The administrators' queue and its three answers (each audited; reporters told the outcome). */
export const adminReportRoutes = new Hono<ApiEnv>()
  .get("/", queue, async (c) => {
    const admin = await requireAdmin(c);
    c.header("cache-control", "no-store");
    return reply(c, queue, 200, await listReportQueue(c.get("services"), admin, c.req.valid("query")));
  })
  .post("/:id/dismiss", dismiss, async (c) => {
    return reply(c, dismiss, 200, { result: await run(c, { id: c.req.valid("param").id, action: "dismiss" }) });
  })
  .post("/:id/deactivate", deactivate, async (c) => {
    return reply(c, deactivate, 200, { result: await run(c, { id: c.req.valid("param").id, action: "deactivate" }) });
  })
  .post("/:id/contact-owner", contactOwner, async (c) => {
    return reply(c, contactOwner, 200, {
      result: await run(c, { id: c.req.valid("param").id, action: "contact_owner", body: await readBody(c) }),
    });
  });
