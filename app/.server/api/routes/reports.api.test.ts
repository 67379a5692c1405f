import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { auditLog, listingReports, notifications, properties } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { adminClient, insertProperty, userClient } from "../../../../tests/support/admin-fixtures";
import { ApiClient, uniqueEmail } from "../../../../tests/support/api-client";
import { mailsTo } from "../../../../tests/support/outbox";
import { createTestServices } from "../../../../tests/support/services";
import { confirmReporterEmail, findReportToConfirm } from "~/.server/reports/reporter-email";

/** The token of the confirmation link in a reporter's mail. */
function confirmTokenIn(mail: string): string {
  const token = /\/konfirmo-raportimin\?token=([\w%.-]+)/.exec(mail)?.[1];
  if (!token) throw new Error("no confirmation link in the mail");
  return decodeURIComponent(token);
}

let services: Services;
let api: Api;
let admin: ApiClient;
let adminId: string;
let owner: ApiClient;
let ownerId: string;

beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
  ({
    client: admin,
    user: { id: adminId },
  } = await adminClient(api, services));
  ({
    client: owner,
    user: { id: ownerId },
  } = await userClient(api, { user_type: "seller", name: "Pronari Testues" }));
});
afterAll(async () => {
  await services.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Created = { report: { id: string; status: string } };
type Queue = {
  listings: {
    property: { id: string; title: string; status: string; owner_name: string | null };
    count: number;
    reports: { reason: string; text: string | null; status: string; resolution: string | null; reporter_is_user: boolean }[];
  }[];
  counts: { open: number; handled: number };
  status: string;
};
type Handled = { result: { property_id: string; resolution: string; handled: number; property_status: string } };

const activeListing = (values: Partial<typeof properties.$inferInsert> = {}) =>
  insertProperty(services, ownerId, { status: "active", ...values });

const reportsOf = (propertyId: string) =>
  services.db.select().from(listingReports).where(eq(listingReports.property_id, propertyId)).orderBy(desc(listingReports.created_at));

const notificationsOf = (userId: string) =>
  services.db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(desc(notifications.created_at));

const auditFor = (propertyId: string) =>
  services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target_type, "property"), eq(auditLog.target_id, propertyId)));

describe("POST /api/properties/:id/reports", () => {
  it("takes a visitor's report once per address, tells the administrators, and a second open report is refused", async () => {
    const listing = await activeListing();
    const visitor = new ApiClient(api);
    const res = await visitor.post<Created>(`/api/properties/${listing.id}/reports`, { reason: "fraud", text: "Kërkon pagesë paraprake." });
    expect(res.status).toBe(201);
    expect(res.body.report.status).toBe("open");
    const [stored] = await reportsOf(listing.id);
    expect(stored).toMatchObject({ reason: "fraud", text: "Kërkon pagesë paraprake.", reporter_id: null, status: "open" });
    // The address is kept only as a keyed hash.
    expect(stored!.reporter_hash).toBeTruthy();
    expect(stored!.reporter_hash).not.toContain(visitor.ip);

    const [alert] = await notificationsOf(adminId);
    expect(alert).toMatchObject({ property_id: listing.id, title: "Raportim i ri për një shpallje" });
    expect(alert!.message).toContain(listing.title);
    expect(alert!.message).toContain("Mashtrim");

    const again = await visitor.post<ErrorBody>(`/api/properties/${listing.id}/reports`, { reason: "duplicate" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("REPORT_ALREADY_OPEN");
    // Another address is another reporter.
    expect((await new ApiClient(api).post(`/api/properties/${listing.id}/reports`, { reason: "duplicate" })).status).toBe(201);
    expect(await reportsOf(listing.id)).toHaveLength(2);
  });

  it("takes one open report per signed-in user, whatever their address", async () => {
    const listing = await activeListing();
    const { client, user } = await userClient(api);
    expect(
      (await client.post(`/api/properties/${listing.id}/reports`, { reason: "wrong_price", email: "ignored@test.prona" })).status,
    ).toBe(201);
    const [stored] = await reportsOf(listing.id);
    // A signed-in reporter is told through their account; no address or e-mail is kept.
    expect(stored).toMatchObject({ reporter_id: user.id, reporter_hash: null, reporter_email: null });
    const fromElsewhere = new ApiClient(api);
    for (const [name, value] of client.cookies) fromElsewhere.cookies.set(name, value);
    const again = await fromElsewhere.post<ErrorBody>(`/api/properties/${listing.id}/reports`, { reason: "other", text: "Prapë" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("REPORT_ALREADY_OPEN");
  });

  it("refuses bad input with a clear message and stores nothing", async () => {
    const listing = await activeListing();
    const visitor = new ApiClient(api);
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "REPORT_REASON_INVALID", "Zgjidhni arsyen e raportimit."],
      [{ reason: "ugly" }, "REPORT_REASON_INVALID", "Zgjidhni arsyen e raportimit."],
      [{ reason: "other", text: "   " }, "REPORT_TEXT_REQUIRED", "Përshkruani shkurt problemin."],
      [{ reason: "fraud", text: "x".repeat(1001) }, "REPORT_TEXT_TOO_LONG", "Përshkrimi mund të ketë më së shumti 1000 karaktere."],
      [{ reason: "fraud", email: "jo-email" }, "INVALID_EMAIL", ""],
    ];
    for (const [body, code, message] of cases) {
      const res = await visitor.post<ErrorBody>(`/api/properties/${listing.id}/reports`, body);
      expect(res.status, code).toBe(400);
      expect(res.body.error.code).toBe(code);
      if (message) expect(res.body.error.message).toBe(message);
    }
    expect(await reportsOf(listing.id)).toHaveLength(0);
  });

  it("refuses the owner's report of their own listing, and listings the public cannot see", async () => {
    const listing = await activeListing();
    const own = await owner.post<ErrorBody>(`/api/properties/${listing.id}/reports`, { reason: "fraud" });
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe("REPORT_OWN_LISTING");

    const pending = await insertProperty(services, ownerId, { status: "pending" });
    for (const id of [pending.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await new ApiClient(api).post<ErrorBody>(`/api/properties/${id}/reports`, { reason: "fraud" });
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe("PROPERTY_NOT_FOUND");
    }
    // Not even an administrator, who can see a pending listing, reports it.
    expect((await admin.post<ErrorBody>(`/api/properties/${pending.id}/reports`, { reason: "fraud" })).status).toBe(404);
    expect(await reportsOf(listing.id)).toHaveLength(0);
    expect(await reportsOf(pending.id)).toHaveLength(0);
  });

  it("limits reports per address", async () => {
    const visitor = new ApiClient(api);
    const listings = await Promise.all(Array.from({ length: 11 }, () => activeListing()));
    for (const listing of listings.slice(0, 10)) {
      expect((await visitor.post(`/api/properties/${listing.id}/reports`, { reason: "duplicate" })).status).toBe(201);
    }
    const limited = await visitor.post<ErrorBody>(`/api/properties/${listings[10]!.id}/reports`, { reason: "duplicate" });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("RATE_LIMITED");
    expect(await reportsOf(listings[10]!.id)).toHaveLength(0);
  });
});

describe("the administrators' queue", () => {
  it("is for administrators only", async () => {
    expect((await new ApiClient(api).get<ErrorBody>("/api/admin/reports")).status).toBe(401);
    expect((await owner.get<ErrorBody>("/api/admin/reports")).status).toBe(403);
    const listing = await activeListing();
    await new ApiClient(api).post(`/api/properties/${listing.id}/reports`, { reason: "fraud" });
    for (const action of ["dismiss", "deactivate", "contact-owner"]) {
      expect((await new ApiClient(api).post<ErrorBody>(`/api/admin/reports/${listing.id}/${action}`, { message: "x" })).status).toBe(401);
      expect((await owner.post<ErrorBody>(`/api/admin/reports/${listing.id}/${action}`, { message: "x" })).status).toBe(403);
    }
    const [report] = await reportsOf(listing.id);
    expect(report!.status).toBe("open");
    expect((await services.db.select().from(properties).where(eq(properties.id, listing.id)))[0]!.status).toBe("active");
  });

  it("groups the open reports per listing, newest first", async () => {
    const older = await activeListing({ title: "Shtëpi e raportuar më herët" });
    const newer = await activeListing({ title: "Banesë e raportuar dy herë" });
    await new ApiClient(api).post(`/api/properties/${older.id}/reports`, { reason: "offensive" });
    await new ApiClient(api).post(`/api/properties/${newer.id}/reports`, { reason: "fraud", text: "Foto të huazuara." });
    const { client } = await userClient(api);
    await client.post(`/api/properties/${newer.id}/reports`, { reason: "unavailable" });

    const res = await admin.get<Queue>("/api/admin/reports");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("open");
    const ids = res.body.listings.map((l) => l.property.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const group = res.body.listings.find((l) => l.property.id === newer.id)!;
    expect(group).toMatchObject({
      count: 2,
      property: { title: "Banesë e raportuar dy herë", status: "active", owner_name: "Pronari Testues" },
    });
    expect(group.reports.map((r) => [r.reason, r.reporter_is_user])).toEqual([
      ["unavailable", true],
      ["fraud", false],
    ]);
    expect(res.body.counts.open).toBeGreaterThanOrEqual(2);
    expect((await admin.get<ErrorBody>("/api/admin/reports?status=everything")).status).toBe(400);
  });

  it("dismisses a listing's open reports: audited, every reporter told, the listing untouched", async () => {
    const listing = await activeListing();
    const { client, user } = await userClient(api);
    await client.post(`/api/properties/${listing.id}/reports`, { reason: "wrong_price" });
    const visitorEmail = uniqueEmail("reporter");
    await new ApiClient(api).request(
      "POST",
      `/api/properties/${listing.id}/reports`,
      { reason: "duplicate", email: visitorEmail },
      {
        headers: { cookie: "lang=en" },
      },
    );
    // The visitor confirms the address through the link mailed to it (in their language).
    await vi.waitFor(() => expect(mailsTo(services.mailer.outboxDir!, visitorEmail)).toHaveLength(1));
    expect((await confirmReporterEmail(services, confirmTokenIn(mailsTo(services.mailer.outboxDir!, visitorEmail)[0]!))).changed).toBe(
      true,
    );

    const res = await admin.post<Handled>(`/api/admin/reports/${listing.id}/dismiss`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ property_id: listing.id, resolution: "dismissed", handled: 2, property_status: "active" });
    expect((await reportsOf(listing.id)).map((r) => [r.status, r.resolution, r.handled_by])).toEqual([
      ["dismissed", "dismissed", adminId],
      ["dismissed", "dismissed", adminId],
    ]);
    expect(await auditFor(listing.id)).toEqual([expect.objectContaining({ action: "report.dismiss", actor_id: adminId })]);

    const [told] = await notificationsOf(user.id);
    expect(told).toMatchObject({ title: "Raportimi juaj u shqyrtua", property_id: listing.id });
    expect(told!.message).toContain(listing.title);
    // The visitor's e-mail is in the language they reported in.
    await vi.waitFor(() => expect(mailsTo(services.mailer.outboxDir!, visitorEmail)).toHaveLength(2));
    expect(mailsTo(services.mailer.outboxDir!, visitorEmail)[0]).toContain("We reviewed your report about");

    const again = await admin.post<ErrorBody>(`/api/admin/reports/${listing.id}/dismiss`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("REPORT_NONE_OPEN");
    expect((await admin.post<ErrorBody>("/api/admin/reports/00000000-0000-4000-8000-000000000000/dismiss")).status).toBe(404);

    // Handled reports leave the open tab and show under "handled"; the reporter may report again.
    const open = await admin.get<Queue>("/api/admin/reports");
    expect(open.body.listings.some((l) => l.property.id === listing.id)).toBe(false);
    const handled = await admin.get<Queue>("/api/admin/reports?status=handled");
    expect(handled.body.listings.find((l) => l.property.id === listing.id)?.count).toBe(2);
    expect((await client.post(`/api/properties/${listing.id}/reports`, { reason: "fraud" })).status).toBe(201);
  });

  it("deactivates a reported listing: status inactive, owner and reporters told, audited", async () => {
    const listing = await activeListing();
    const { client, user } = await userClient(api);
    await client.post(`/api/properties/${listing.id}/reports`, { reason: "fraud" });

    const res = await admin.post<Handled>(`/api/admin/reports/${listing.id}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ resolution: "deactivated", handled: 1, property_status: "inactive" });
    const [row] = await services.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row!.status).toBe("inactive");
    const [entry] = await auditFor(listing.id);
    expect(entry).toMatchObject({ action: "report.deactivate", details: { reports: 1, from: "active", to: "inactive" } });
    const [ownerNote] = await notificationsOf(ownerId);
    expect(ownerNote).toMatchObject({ type: "status_change", title: "Shpallja juaj u çaktivizua", property_id: listing.id });
    const [reporterNote] = await notificationsOf(user.id);
    expect(reporterNote!.message).toContain("u çaktivizua");
    expect((await reportsOf(listing.id))[0]).toMatchObject({ status: "actioned", resolution: "deactivated" });

    // The owner cannot undo it (issue 33 §2): not through the status API, nor by renewing; no alert is queued.
    const undo = await owner.post<ErrorBody>(`/api/properties/${listing.id}/status`, { status: "active" });
    expect(undo.status).toBe(409);
    expect(undo.body.error.code).toBe("LISTING_STATUS_SET_BY_ADMIN");
    expect((await owner.post(`/api/properties/${listing.id}/renew`)).status).toBe(409);
    const [after] = await services.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(after).toMatchObject({ status: "inactive", status_by_admin: true });
    expect(await new ApiClient(api).get(`/api/properties/${listing.id}`)).toMatchObject({ status: 404 });
  });

  it("deactivating a listing its owner had paused makes it the administrators' too: the owner cannot reactivate it", async () => {
    const listing = await activeListing();
    await new ApiClient(api).post(`/api/properties/${listing.id}/reports`, { reason: "fraud" });
    expect((await owner.post(`/api/properties/${listing.id}/status`, { status: "inactive" })).status).toBe(200);
    expect((await admin.post<Handled>(`/api/admin/reports/${listing.id}/deactivate`)).status).toBe(200);
    const undo = await owner.post<ErrorBody>(`/api/properties/${listing.id}/status`, { status: "active" });
    expect(undo.body.error?.code).toBe("LISTING_STATUS_SET_BY_ADMIN");
    const [after] = await services.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(after).toMatchObject({ status: "inactive", status_by_admin: true });
  });

  it("writes to a visitor's address only once it is confirmed (issue 33 §9): a confirmation link, then the outcome", async () => {
    const listing = await activeListing();
    const email = uniqueEmail("stranger");
    await new ApiClient(api).post(`/api/properties/${listing.id}/reports`, { reason: "fraud", email });
    await vi.waitFor(() => expect(mailsTo(services.mailer.outboxDir!, email)).toHaveLength(1));
    const [confirmation] = mailsTo(services.mailer.outboxDir!, email);
    expect(confirmation).toContain("konfirmojeni adresën me lidhjen më poshtë");
    expect(confirmation).toContain(listing.title);
    expect(confirmation).not.toContain("u shqyrtua");

    // Handled before the address is confirmed: nothing more is sent to it.
    expect((await admin.post(`/api/admin/reports/${listing.id}/dismiss`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(services.mailer.outboxDir!, email)).toHaveLength(1);

    // A forged or altered link confirms nothing.
    const token = confirmTokenIn(confirmation!);
    for (const bad of [`${token}x`, token.replace(/.$/, (c) => (c === "A" ? "B" : "A")), "", "abc.def", 5]) {
      await expect(confirmReporterEmail(services, bad)).rejects.toMatchObject({ code: "REPORT_CONFIRM_LINK_INVALID" });
    }
    // Confirmed afterwards: the outcome goes out at once; confirming again changes nothing.
    expect(await findReportToConfirm(services, token)).toEqual({ title: listing.title, confirmed: false });
    expect(await confirmReporterEmail(services, token)).toEqual({ title: listing.title, changed: true, outcomeSent: true });
    expect(mailsTo(services.mailer.outboxDir!, email)).toHaveLength(2);
    expect(mailsTo(services.mailer.outboxDir!, email)[0]).toContain("nuk gjetëm shkelje të rregullave");
    expect(await confirmReporterEmail(services, token)).toEqual({ title: listing.title, changed: false, outcomeSent: false });
    expect(mailsTo(services.mailer.outboxDir!, email)).toHaveLength(2);
  });

  it("writes to the owner: the message is required, then sent as a notification and an e-mail", async () => {
    const listing = await activeListing();
    await new ApiClient(api).post(`/api/properties/${listing.id}/reports`, { reason: "wrong_price", text: "Çmimi është për muaj." });

    for (const [body, code] of [
      [{}, "REPORT_MESSAGE_REQUIRED"],
      [{ message: "y".repeat(2001) }, "REPORT_MESSAGE_TOO_LONG"],
    ] as const) {
      const res = await admin.post<ErrorBody>(`/api/admin/reports/${listing.id}/contact-owner`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(code);
    }
    expect((await reportsOf(listing.id))[0]!.status).toBe("open");
    expect(await auditFor(listing.id)).toHaveLength(0);

    const message = "Ju lutemi korrigjoni çmimin: shpallja është për shitje.";
    const res = await admin.post<Handled>(`/api/admin/reports/${listing.id}/contact-owner`, { message });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ resolution: "owner_contacted", handled: 1, property_status: "active" });
    const [note] = await notificationsOf(ownerId);
    expect(note).toMatchObject({ title: "Mesazh nga administratorët për shpalljen tuaj", property_id: listing.id });
    expect(note!.message).toContain(message);
    const ownerEmail = (await owner.get<{ user: { email: string } }>("/api/me")).body.user.email;
    await vi.waitFor(() => expect(mailsTo(services.mailer.outboxDir!, ownerEmail).some((m) => m.includes(message))).toBe(true));
    expect(await auditFor(listing.id)).toEqual([
      expect.objectContaining({ action: "report.contact_owner", details: { reports: 1, message } }),
    ]);
  });
});

describe("administrators hear of new contact messages and reviews", () => {
  it("notifies every administrator of a site contact message", async () => {
    const res = await new ApiClient(api).post("/api/contact-messages", {
      name: "Besa Gashi",
      email: "besa@test.prona",
      subject: "Pyetje për reklamat",
      message: "A mund të reklamoj agjencinë time?",
    });
    expect(res.status).toBe(201);
    const [note] = await notificationsOf(adminId);
    expect(note).toMatchObject({ type: "message", title: "Mesazh i ri nga formulari i kontaktit" });
    expect(note!.message).toContain("Pyetje për reklamat");
  });

  it("notifies every administrator of a review awaiting moderation", async () => {
    const { client } = await userClient(api);
    const res = await client.post("/api/reviews", {
      title: "Shërbim i shpejtë",
      rating: 5,
      category: "platform",
      comment: "Gjeta banesën brenda një jave.",
    });
    expect(res.status).toBe(201);
    const [note] = await notificationsOf(adminId);
    expect(note).toMatchObject({ title: "Vlerësim i ri në pritje" });
    expect(note!.message).toContain("Shërbim i shpejtë");
    // Not the reviewer, who is no administrator.
    expect(await notificationsOf(ownerId).then((rows) => rows.some((r) => r.title === "Vlerësim i ri në pritje"))).toBe(false);
  });
});
