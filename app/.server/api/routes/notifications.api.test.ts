import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { notifications } from "~/.server/db/schema";
import { createNotification } from "~/.server/notifications/create-notification";
import type { NotificationItem } from "~/.server/notifications/list-notifications";
import { openStreamCount } from "~/.server/notifications/stream";
import type { Services } from "~/.server/services";
import { ApiClient } from "../../../../tests/support/api-client";
import { createTestServices } from "../../../../tests/support/services";

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());

type ErrorBody = { error: { code: string; message: string } };
type Latest = { items: NotificationItem[]; unread_count: number };
type Page = Latest & { page: number; page_size: number; has_more: boolean; filter: string };

async function notify(userId: string, title: string, extra: Partial<{ created_at: Date; is_read: boolean }> = {}) {
  const row = await createNotification(services, { user_id: userId, type: "message", title, message: `${title} – mesazhi` });
  if (extra.created_at || extra.is_read !== undefined) {
    await services.db.update(notifications).set(extra).where(eq(notifications.id, row.id));
  }
  return row;
}

async function signedIn() {
  const client = new ApiClient(api);
  const user = await client.register();
  return { client, user };
}

describe("GET /api/notifications/latest (the bell)", () => {
  it("gives the latest 10, newest first, and the unread count", async () => {
    const { client, user } = await signedIn();
    const start = Date.now() - 60_000;
    for (let i = 0; i < 12; i++) await notify(user.id, `N${i}`, { created_at: new Date(start + i * 1000), is_read: i < 3 });
    const res = await client.get<Latest>("/api/notifications/latest");
    expect(res.status).toBe(200);
    expect(res.body.items.map((n) => n.title)).toEqual(["N11", "N10", "N9", "N8", "N7", "N6", "N5", "N4", "N3", "N2"]);
    expect(res.body.unread_count).toBe(9);
    expect(res.body.items[0]).toMatchObject({ type: "message", message: "N11 – mesazhi", is_read: false, property_id: null });
    expect(res.body.items[0]).not.toHaveProperty("user_id");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("never shows another user's notifications", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await notify(alice.user.id, "Për Alicen");
    const res = await bob.client.get<Latest>("/api/notifications/latest");
    expect(res.body).toEqual({ items: [], unread_count: 0 });
  });

  it("answers a visitor with 401", async () => {
    const res = await new ApiClient(api).get<ErrorBody>("/api/notifications/latest");
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: "UNAUTHENTICATED", message: "Ju nuk jeni të kyçur" });
  });
});

describe("GET /api/notifications (the page)", () => {
  it("pages by 20 with has_more, and filters all / unread / read", async () => {
    const { client, user } = await signedIn();
    const start = Date.now() - 3_600_000;
    // 45 notifications: every third one read (15 read, 30 unread).
    for (let i = 0; i < 45; i++) await notify(user.id, `P${i}`, { created_at: new Date(start + i * 1000), is_read: i % 3 === 0 });

    const first = await client.get<Page>("/api/notifications");
    expect(first.body).toMatchObject({ page: 1, page_size: 20, has_more: true, filter: "all", unread_count: 30 });
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0]!.title).toBe("P44");
    const third = await client.get<Page>("/api/notifications?page=3");
    expect(third.body.items.map((n) => n.title)).toEqual(["P4", "P3", "P2", "P1", "P0"]);
    expect(third.body.has_more).toBe(false);

    const unread = await client.get<Page>("/api/notifications?filter=unread");
    expect(unread.body.items).toHaveLength(20);
    expect(unread.body.items.every((n) => !n.is_read)).toBe(true);
    expect(unread.body.has_more).toBe(true);
    const unread2 = await client.get<Page>("/api/notifications?filter=unread&page=2");
    expect(unread2.body.items).toHaveLength(10);
    expect(unread2.body.has_more).toBe(false);

    const read = await client.get<Page>("/api/notifications?filter=read");
    expect(read.body.items).toHaveLength(15);
    expect(read.body.items.every((n) => n.is_read)).toBe(true);
    expect(read.body.has_more).toBe(false);
  });

  it("a full last page still says whether more exist (exactly 20 → no more)", async () => {
    const { client, user } = await signedIn();
    for (let i = 0; i < 20; i++) await notify(user.id, `E${i}`);
    const res = await client.get<Page>("/api/notifications");
    expect(res.body.items).toHaveLength(20);
    expect(res.body.has_more).toBe(false);
  });

  it("treats an unknown filter as 'all' and a bad page as 1", async () => {
    const { client, user } = await signedIn();
    await notify(user.id, "Një");
    const res = await client.get<Page>("/api/notifications?filter=drop%20table&page=-4");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ filter: "all", page: 1 });
    expect(res.body.items).toHaveLength(1);
  });

  it("shows only the user's own", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await notify(alice.user.id, "A");
    await notify(bob.user.id, "B");
    const res = await bob.client.get<Page>("/api/notifications");
    expect(res.body.items.map((n) => n.title)).toEqual(["B"]);
  });

  it("answers a visitor with 401", async () => {
    expect((await new ApiClient(api).get("/api/notifications")).status).toBe(401);
  });
});

describe("marking read and deleting", () => {
  it("marks one read (the unread count drops)", async () => {
    const { client, user } = await signedIn();
    const a = await notify(user.id, "A");
    await notify(user.id, "B");
    const res = await client.post<{ notification: NotificationItem; unread_count: number }>(`/api/notifications/${a.id}/read`);
    expect(res.status).toBe(200);
    expect(res.body.notification).toMatchObject({ id: a.id, is_read: true });
    expect(res.body.unread_count).toBe(1);
  });

  it("marks all unread read, or only the listed ids", async () => {
    const { client, user } = await signedIn();
    const a = await notify(user.id, "A");
    const b = await notify(user.id, "B");
    await notify(user.id, "C");
    const some = await client.post<{ updated: number; unread_count: number }>("/api/notifications/read-all", { ids: [a.id, b.id] });
    expect(some.body).toEqual({ updated: 2, unread_count: 1 });
    const all = await client.post<{ updated: number; unread_count: number }>("/api/notifications/read-all");
    expect(all.body).toEqual({ updated: 1, unread_count: 0 });
  });

  it("deletes one", async () => {
    const { client, user } = await signedIn();
    const a = await notify(user.id, "A");
    const res = await client.request<{ unread_count: number }>("DELETE", `/api/notifications/${a.id}`);
    expect(res.status).toBe(200);
    expect(res.body.unread_count).toBe(0);
    expect(await services.db.select().from(notifications).where(eq(notifications.id, a.id))).toEqual([]);
    expect((await client.request<ErrorBody>("DELETE", `/api/notifications/${a.id}`)).status).toBe(404);
  });

  it("another user can neither mark read nor delete someone's notification (404, nothing changes)", async () => {
    const alice = await signedIn();
    const mallory = await signedIn();
    const a = await notify(alice.user.id, "Privat");

    const read = await mallory.client.post<ErrorBody>(`/api/notifications/${a.id}/read`);
    expect(read.status).toBe(404);
    expect(read.body.error).toEqual({ code: "NOTIFICATION_NOT_FOUND", message: "Njoftimi nuk u gjet." });
    const all = await mallory.client.post<{ updated: number }>("/api/notifications/read-all", { ids: [a.id] });
    expect(all.body.updated).toBe(0);
    const del = await mallory.client.request<ErrorBody>("DELETE", `/api/notifications/${a.id}`);
    expect(del.status).toBe(404);

    const [row] = await services.db.select().from(notifications).where(eq(notifications.id, a.id));
    expect(row).toMatchObject({ is_read: false, user_id: alice.user.id });
  });

  it("answers a malformed id with 404 and bad id lists with 400", async () => {
    const { client } = await signedIn();
    expect((await client.post("/api/notifications/not-a-uuid/read")).status).toBe(404);
    expect((await client.request("DELETE", "/api/notifications/1'or'1")).status).toBe(404);
    const bad = await client.post<ErrorBody>("/api/notifications/read-all", { ids: ["x"] });
    expect(bad.status).toBe(400);
  });

  it("answers a visitor with 401 and changes nothing", async () => {
    const { user } = await signedIn();
    const a = await notify(user.id, "A");
    const visitor = new ApiClient(api);
    expect((await visitor.post(`/api/notifications/${a.id}/read`)).status).toBe(401);
    expect((await visitor.post("/api/notifications/read-all")).status).toBe(401);
    expect((await visitor.request("DELETE", `/api/notifications/${a.id}`)).status).toBe(401);
    const [row] = await services.db.select().from(notifications).where(eq(notifications.id, a.id));
    expect(row?.is_read).toBe(false);
  });
});

/** Reads server-sent events from a streaming response until `until` matches or the time is up. */
function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  return {
    async until(match: (text: string) => boolean, ms = 3000): Promise<string> {
      const deadline = Date.now() + ms;
      while (!match(text)) {
        const left = deadline - Date.now();
        if (left <= 0) return text;
        const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), left))]);
        if (chunk === null) return text;
        if (chunk.done) return text;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text;
    },
    get text() {
      return text;
    },
    cancel: () => reader.cancel(),
  };
}

function events(text: string): { notification: NotificationItem; unread_count: number }[] {
  return text
    .split("\n\n")
    .filter((block) => block.includes("event: notification"))
    .map((block) =>
      JSON.parse(
        block
          .split("\n")
          .find((l) => l.startsWith("data: "))!
          .slice(6),
      ),
    );
}

describe("GET /api/notifications/stream (live notifications)", () => {
  it("delivers a notification created for a user to that user's open stream, and to no one else's", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const aliceRes = await api.request("/api/notifications/stream", { headers: { cookie: alice.client.cookieHeader() } });
    const bobRes = await api.request("/api/notifications/stream", { headers: { cookie: bob.client.cookieHeader() } });
    expect(aliceRes.status).toBe(200);
    expect(aliceRes.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(aliceRes.headers.get("cache-control")).toContain("no-transform");
    const aliceStream = eventReader(aliceRes);
    const bobStream = eventReader(bobRes);
    try {
      await aliceStream.until((t) => t.includes(": connected"));
      await bobStream.until((t) => t.includes(": connected"));

      const row = await notify(alice.user.id, "Kërkesë e re kontakti");
      const text = await aliceStream.until((t) => t.includes("event: notification"));
      expect(events(text)).toEqual([
        {
          notification: expect.objectContaining({ id: row.id, title: "Kërkesë e re kontakti", is_read: false }),
          unread_count: 1,
        },
      ]);
      // Bob's stream stays silent.
      const bobText = await bobStream.until((t) => t.includes("event: notification"), 500);
      expect(bobText).not.toContain("event: notification");
      expect(bobText).not.toContain(row.id);
    } finally {
      await aliceStream.cancel();
      await bobStream.cancel();
    }
  });

  it("starts with the unread count, so a page made before a notification learns of it; events come after it", async () => {
    const alice = await signedIn();
    // Created after "the page" was read, before the browser's connection opened.
    await notify(alice.user.id, "Para lidhjes 1");
    await notify(alice.user.id, "Para lidhjes 2");
    const stream = eventReader(await api.request("/api/notifications/stream", { headers: { cookie: alice.client.cookieHeader() } }));
    try {
      const opened = await stream.until((t) => t.includes("event: count"));
      const count = opened.split("\n\n").find((block) => block.startsWith("event: count"));
      expect(count).toBe(`event: count\ndata: ${JSON.stringify({ unread_count: 2 })}`);
      const row = await notify(alice.user.id, "Pas lidhjes");
      const text = await stream.until((t) => t.includes("event: notification"));
      expect(text.indexOf("event: count")).toBeLessThan(text.indexOf("event: notification"));
      expect(events(text)).toEqual([{ notification: expect.objectContaining({ id: row.id }), unread_count: 3 }]);
    } finally {
      await stream.cancel();
    }
  });

  it("sends nothing for a notification that was rolled back", async () => {
    const alice = await signedIn();
    const stream = eventReader(await api.request("/api/notifications/stream", { headers: { cookie: alice.client.cookieHeader() } }));
    try {
      await stream.until((t) => t.includes(": connected"));
      await services.db
        .transaction(async (tx) => {
          await createNotification(
            { db: tx, events: services.events },
            { user_id: alice.user.id, type: "other", title: "Jo", message: "x" },
          );
          throw new Error("rollback");
        })
        .catch(() => undefined);
      const after = await notify(alice.user.id, "Po");
      const text = await stream.until((t) => t.includes("event: notification"));
      expect(events(text).map((e) => e.notification.id)).toEqual([after.id]);
    } finally {
      await stream.cancel();
    }
  });

  it("refuses a visitor with 401", async () => {
    const res = await api.request("/api/notifications/stream");
    expect(res.status).toBe(401);
  });

  it("stops listening when the browser disconnects", async () => {
    const alice = await signedIn();
    const before = openStreamCount(alice.user.id);
    const res = await api.request("/api/notifications/stream", { headers: { cookie: alice.client.cookieHeader() } });
    const stream = eventReader(res);
    await stream.until((t) => t.includes(": connected"));
    expect(openStreamCount(alice.user.id)).toBe(before + 1);
    await stream.cancel();
    await expect.poll(() => openStreamCount(alice.user.id)).toBe(before);
    // A notification after the disconnect goes nowhere and breaks nothing.
    await notify(alice.user.id, "Pas shkëputjes");
  });

  it("ends the stream at the heartbeat once the session has ended", async () => {
    const { notificationStream } = await import("~/.server/notifications/stream");
    const alice = await signedIn();
    let signedInNow = true;
    const body = notificationStream(services, alice.user.id, { heartbeatMs: 50, stillSignedIn: async () => signedInNow });
    const stream = eventReader(new Response(body));
    const text = await stream.until((t) => t.includes(": heartbeat"));
    expect(text).toContain(": heartbeat");
    signedInNow = false;
    // The stream closes by itself: the reader reaches its end.
    await expect.poll(() => openStreamCount(alice.user.id), { timeout: 2000 }).toBe(0);
    await stream.cancel();
  });
});
