import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import type { MessagePage } from "~/.server/messages/list-messages";
import { contactRequests, notifications } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { ApiClient } from "../../../../tests/support/api-client";
import { insertContactRequest, insertListing } from "../../../../tests/support/fixtures";
import { createTestServices } from "../../../../tests/support/services";

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());

type ErrorBody = { error: { code: string; message: string } };

async function scene() {
  const owner = new ApiClient(api);
  const ownerUser = await owner.register({ name: "Driton Berisha" });
  const requester = new ApiClient(api);
  const requesterUser = await requester.register({ name: "Arta Krasniqi" });
  const stranger = new ApiClient(api);
  await stranger.register();
  const listing = await insertListing(services, ownerUser.id, { title: "Vila në Prizren" });
  const request = await insertContactRequest(services, {
    property_id: listing.id,
    requester_id: requesterUser.id,
    owner_id: ownerUser.id,
    message: "Dua ta shoh të shtunën.",
    contact_type: "viewing",
    phone_number: "+383 44 111 222",
    email: "arta@example.com",
  });
  return { owner, ownerUser, requester, requesterUser, stranger, listing, request };
}

describe("GET /api/me/messages", () => {
  it("shows the owner the requests received for their listings, with who, which listing, type, message, contacts, date and status", async () => {
    const { owner, requesterUser, listing, request } = await scene();
    const res = await owner.get<MessagePage>("/api/me/messages?box=received");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ box: "received", page: 1, has_more: false, pending_received: 1 });
    expect(res.body.items).toEqual([
      {
        id: request.id,
        property: { id: listing.id, title: "Vila në Prizren", location: "Prishtinë", status: "active" },
        counterpart: { id: requesterUser.id, name: "Arta Krasniqi" },
        message: "Dua ta shoh të shtunën.",
        contact_type: "viewing",
        phone_number: "+383 44 111 222",
        email: "arta@example.com",
        status: "pending",
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    // The owner sent nothing.
    expect((await owner.get<MessagePage>("/api/me/messages?box=sent")).body.items).toEqual([]);
    // Without a box asked for, each opens on the one with content: the owner on received...
    expect((await owner.get<MessagePage>("/api/me/messages")).body.box).toBe("received");
  });

  it("shows the requester the requests they sent and their status", async () => {
    const { requester, request } = await scene();
    const res = await requester.get<MessagePage>("/api/me/messages?box=sent");
    expect(res.body.items.map((m) => [m.id, m.counterpart.name, m.status])).toEqual([[request.id, "Driton Berisha", "pending"]]);
    expect((await requester.get<MessagePage>("/api/me/messages?box=received")).body.items).toEqual([]);
    // ...and the requester, who received nothing, on what they sent.
    const opened = await requester.get<MessagePage>("/api/me/messages");
    expect(opened.body.box).toBe("sent");
    expect(opened.body.items.map((m) => m.id)).toEqual([request.id]);
  });

  it("shows someone else nothing of either", async () => {
    const { stranger } = await scene();
    expect((await stranger.get<MessagePage>("/api/me/messages?box=received")).body.items).toEqual([]);
    expect((await stranger.get<MessagePage>("/api/me/messages?box=sent")).body.items).toEqual([]);
    // With nothing in either box, the page opens on received.
    expect((await stranger.get<MessagePage>("/api/me/messages")).body.box).toBe("received");
  });

  it("pages by 20 (pages 1..n together) and says whether more exist", async () => {
    const { owner, ownerUser, requesterUser, listing } = await scene();
    for (let i = 0; i < 21; i++) {
      await insertContactRequest(services, {
        property_id: listing.id,
        requester_id: requesterUser.id,
        owner_id: ownerUser.id,
        created_at: new Date(Date.now() - (i + 1) * 60_000),
      });
    }
    const first = await owner.get<MessagePage>("/api/me/messages");
    expect(first.body.items).toHaveLength(20);
    expect(first.body.has_more).toBe(true);
    const both = await owner.get<MessagePage>("/api/me/messages?page=2");
    expect(both.body.items).toHaveLength(22);
    expect(both.body.has_more).toBe(false);
  });

  it("answers a visitor with 401", async () => {
    expect((await new ApiClient(api).get("/api/me/messages")).status).toBe(401);
  });
});

describe("PATCH /api/me/messages/:id", () => {
  it("lets the owner mark a request handled, and notifies the requester", async () => {
    const { owner, requesterUser, request, listing } = await scene();
    const res = await owner.request<{ id: string; status: string }>("PATCH", `/api/me/messages/${request.id}`, { status: "handled" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: request.id, status: "handled" });
    const [row] = await services.db.select().from(contactRequests).where(eq(contactRequests.id, request.id));
    expect(row!.status).toBe("handled");
    const notes = await services.db.select().from(notifications).where(eq(notifications.user_id, requesterUser.id));
    expect(notes).toEqual([
      expect.objectContaining({
        type: "message",
        title: "Kërkesa juaj u shqyrtua",
        message: 'Driton Berisha e shënoi si të trajtuar kërkesën tuaj për "Vila në Prizren".',
        property_id: listing.id,
      }),
    ]);
    // Marking it handled again changes nothing and notifies no one again.
    await owner.request("PATCH", `/api/me/messages/${request.id}`, { status: "handled" });
    expect(await services.db.select().from(notifications).where(eq(notifications.user_id, requesterUser.id))).toHaveLength(1);
    // Back to pending.
    const back = await owner.request<{ status: string }>("PATCH", `/api/me/messages/${request.id}`, { status: "pending" });
    expect(back.body.status).toBe("pending");
  });

  it("refuses the requester and anyone else with 404, changing nothing", async () => {
    const { requester, stranger, request } = await scene();
    for (const client of [requester, stranger]) {
      const res = await client.request<ErrorBody>("PATCH", `/api/me/messages/${request.id}`, { status: "handled" });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: "REQUEST_NOT_FOUND", message: "Kërkesa nuk u gjet." });
    }
    const [row] = await services.db.select().from(contactRequests).where(eq(contactRequests.id, request.id));
    expect(row!.status).toBe("pending");
  });

  it("refuses a visitor with 401", async () => {
    const { request } = await scene();
    expect((await new ApiClient(api).request("PATCH", `/api/me/messages/${request.id}`, { status: "handled" })).status).toBe(401);
  });

  it("refuses an unknown status with 400 and ignores forged fields", async () => {
    const { owner, request, ownerUser } = await scene();
    const bad = await owner.request<ErrorBody>("PATCH", `/api/me/messages/${request.id}`, { status: "deleted" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION");
    const forged = await owner.request("PATCH", `/api/me/messages/${request.id}`, {
      status: "handled",
      message: "ndryshuar",
      owner_id: ownerUser.id,
      requester_id: ownerUser.id,
    });
    expect(forged.status).toBe(200);
    const [row] = await services.db.select().from(contactRequests).where(eq(contactRequests.id, request.id));
    expect(row!.message).toBe("Dua ta shoh të shtunën.");
    expect(row!.requester_id).not.toBe(ownerUser.id);
  });

  it("answers a malformed id with 404", async () => {
    const { owner } = await scene();
    expect((await owner.request("PATCH", "/api/me/messages/abc", { status: "handled" })).status).toBe(404);
  });
});

describe("GET /api/me/messages with bad input", () => {
  it("treats an unknown box as received and clamps page numbers (never a 500)", async () => {
    const { owner, request } = await scene();
    for (const query of ["box=trash", "box=", "box[]=sent", "page=abc", "page=-1", "page=0", "page=1.5", "page=99999999999999999999"]) {
      const res = await owner.get<MessagePage>(`/api/me/messages?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body.box, query).toBe("received");
      expect(
        res.body.items.map((m) => m.id),
        query,
      ).toEqual([request.id]);
    }
    const huge = await owner.get<MessagePage>("/api/me/messages?box=sent&page=1000000");
    expect(huge.status).toBe(200);
    expect(huge.body).toMatchObject({ box: "sent", page: 25, items: [], has_more: false });
  });
});
