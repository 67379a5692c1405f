import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import type { SessionUser } from "~/domain/session-user";
import { profiles, properties } from "~/.server/db/schema";
import { createNotification } from "~/.server/notifications/create-notification";
import type { Services } from "~/.server/services";
import { ApiClient } from "../../../../tests/support/api-client";
import { insertListing } from "../../../../tests/support/fixtures";
import { mailsTo } from "../../../../tests/support/outbox";
import { createTestServices } from "../../../../tests/support/services";

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type UserBody = { user: SessionUser };

async function signedIn(overrides: Record<string, unknown> = {}) {
  const client = new ApiClient(api);
  const user = await client.register(overrides);
  return { client, user };
}

describe("GET /api/me", () => {
  it("answers the signed-in user's own profile and settings", async () => {
    const { client, user } = await signedIn({ name: "Blerta Hoxha" });
    const res = await client.get<UserBody>("/api/me");
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: user.id,
      name: "Blerta Hoxha",
      email: user.email,
      personal_id: user.personal_id,
      phone: null,
      notify_email: true,
      notify_property_alerts: true,
      notify_messages: true,
    });
  });

  it("answers a visitor with 401", async () => {
    expect((await new ApiClient(api).get("/api/me")).status).toBe(401);
  });
});

describe("PATCH /api/me (settings → profile)", () => {
  it("saves the name and the phone, and clears an emptied phone", async () => {
    const { client, user } = await signedIn();
    const res = await client.request<UserBody>("PATCH", "/api/me", { name: "  Arbër Gashi ", phone: "+383 44 123 456" });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: "Arbër Gashi", phone: "+383 44 123 456" });
    const cleared = await client.request<UserBody>("PATCH", "/api/me", { name: "Arbër Gashi", phone: "" });
    expect(cleared.body.user.phone).toBeNull();
    const [row] = await services.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row).toMatchObject({ name: "Arbër Gashi", phone: null });
  });

  it("keeps e-mail, personal ID, user type and the premium/admin flags read-only", async () => {
    const { client, user } = await signedIn();
    const res = await client.request<UserBody>("PATCH", "/api/me", {
      name: "Emri",
      phone: "",
      email: "tjeter@test.prona",
      personal_id: "USER-AAAAAA",
      user_type: "seller",
      is_admin: true,
      is_premium: true,
      premium_until: "2099-01-01",
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: user.email,
      personal_id: user.personal_id,
      user_type: "buyer",
      is_admin: false,
      is_premium: false,
      premium_until: null,
    });
  });

  it("changes only the caller's own profile, whatever id is sent", async () => {
    const alice = await signedIn({ name: "Alice" });
    const mallory = await signedIn({ name: "Mallory" });
    await mallory.client.request("PATCH", "/api/me", { id: alice.user.id, name: "Hacked", phone: "" });
    const [aliceRow] = await services.db.select().from(profiles).where(eq(profiles.id, alice.user.id));
    expect(aliceRow!.name).toBe("Alice");
    const [malloryRow] = await services.db.select().from(profiles).where(eq(profiles.id, mallory.user.id));
    expect(malloryRow!.name).toBe("Hacked");
  });

  it.each([
    [{ name: "   ", phone: "" }, "REQUIRED_FIELDS", "Ju lutemi plotësoni të gjitha fushat e detyrueshme"],
    [{ phone: "" }, "REQUIRED_FIELDS", "Ju lutemi plotësoni të gjitha fushat e detyrueshme"],
    [{ name: "x".repeat(101), phone: "" }, "VALIDATION", "Të dhënat e dërguara nuk janë të vlefshme."],
    [{ name: "Emri", phone: "telefoni im" }, "INVALID_PHONE", "Ju lutemi jepni një numër telefoni të vlefshëm (p.sh. +383 44 123 456)."],
    [{ name: "Emri", phone: "123" }, "INVALID_PHONE", undefined],
    [{ name: "Emri", phone: "+383 44 123 456 789 000 111 222 333" }, "INVALID_PHONE", undefined],
  ] as [Record<string, unknown>, string, string | undefined][])("refuses %j with 400, changing nothing", async (body, code, message) => {
    const { client, user } = await signedIn({ name: "Pa ndryshim" });
    const res = await client.request<ErrorBody>("PATCH", "/api/me", body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    if (message) expect(res.body.error.message).toBe(message);
    const [row] = await services.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row).toMatchObject({ name: "Pa ndryshim", phone: null });
  });

  it("answers a visitor with 401", async () => {
    expect((await new ApiClient(api).request("PATCH", "/api/me", { name: "X" })).status).toBe(401);
  });
});

describe("PUT /api/me/preferences (notification preferences)", () => {
  it("saves them; property alerts and messages are off whenever e-mail is off", async () => {
    const { client } = await signedIn();
    const some = await client.request<UserBody>("PUT", "/api/me/preferences", {
      notify_email: true,
      notify_property_alerts: false,
      notify_messages: true,
    });
    expect(some.body.user).toMatchObject({ notify_email: true, notify_property_alerts: false, notify_messages: true });
    const off = await client.request<UserBody>("PUT", "/api/me/preferences", {
      notify_email: false,
      notify_property_alerts: true,
      notify_messages: true,
    });
    expect(off.body.user).toMatchObject({ notify_email: false, notify_property_alerts: false, notify_messages: false });
  });

  it("reads form posts: an unchecked box is absent, so off", async () => {
    const { client } = await signedIn();
    const res = await client.request<UserBody>("PUT", "/api/me/preferences", { notify_email: "on", notify_messages: "on" }, { form: true });
    expect(res.body.user).toMatchObject({ notify_email: true, notify_property_alerts: false, notify_messages: true });
  });

  it("answers a visitor with 401", async () => {
    expect((await new ApiClient(api).request("PUT", "/api/me/preferences", { notify_email: false })).status).toBe(401);
  });

  it("are honoured: notifications are e-mailed only as the preferences allow", async () => {
    const { client, user } = await signedIn();
    const outbox = services.mailer.outboxDir!;
    const send = async (type: "message" | "approval" | "other", title: string) => {
      await createNotification(services, { user_id: user.id, type, title, message: "m" });
    };
    // Subjects are MIME-encoded (=?UTF-8?Q?Mesazh_1_–_Prona?=): read the title and number back.
    const subjects = () =>
      mailsTo(outbox, user.email).map((m) =>
        m
          .match(/^Subject: .*?(Mesazh|Aprovim|Tjet\S*?)[ _](\d)/m)
          ?.slice(1)
          .join(" "),
      );

    // Defaults: everything on.
    await send("message", "Mesazh 1");
    await send("approval", "Aprovim 1");
    await expect.poll(() => subjects().length).toBe(2);

    // Messages off: approvals still e-mailed, messages not.
    await client.request("PUT", "/api/me/preferences", { notify_email: true, notify_property_alerts: true, notify_messages: false });
    await send("message", "Mesazh 2");
    await send("approval", "Aprovim 2");
    await expect.poll(() => subjects().length).toBe(3);

    // Property alerts off.
    await client.request("PUT", "/api/me/preferences", { notify_email: true, notify_property_alerts: false, notify_messages: true });
    await send("approval", "Aprovim 3");
    await send("message", "Mesazh 3");
    await expect.poll(() => subjects().length).toBe(4);

    // E-mail off: nothing at all.
    await client.request("PUT", "/api/me/preferences", { notify_email: false, notify_property_alerts: true, notify_messages: true });
    await send("message", "Mesazh 4");
    await send("approval", "Aprovim 4");
    await send("other", "Tjetër 4");
    await new Promise((r) => setTimeout(r, 200));
    expect(subjects().sort()).toEqual(["Aprovim 1", "Aprovim 2", "Mesazh 1", "Mesazh 3"]);
    // The notifications themselves are all there, in the app.
    const latest = await client.get<{ items: unknown[] }>("/api/notifications/latest");
    expect(latest.body.items).toHaveLength(9);
    // The e-mail links to the notifications page.
    expect(mailsTo(outbox, user.email)[0]).toContain("http://prona.test/notifications");
  });
});

describe("DELETE /api/me (account deletion)", () => {
  it("refuses a wrong password with 400 and deletes nothing", async () => {
    const { client, user } = await signedIn();
    const res = await client.request<ErrorBody>("DELETE", "/api/me", { password: "gabim1234" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "DELETE_PASSWORD_WRONG", message: "Fjalëkalimi nuk është i saktë. Llogaria nuk u fshi." });
    expect(await services.db.select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(1);
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("requires the password", async () => {
    const { client } = await signedIn();
    const res = await client.request<ErrorBody>("DELETE", "/api/me", {});
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("REQUIRED_FIELDS");
  });

  it("deletes the account with its listings after the password, signs out, and the login stops working", async () => {
    const { client, user } = await signedIn();
    const listing = await insertListing(services, user.id);
    const res = await client.request<{ ok: boolean }>("DELETE", "/api/me", { password: user.password });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);
    expect(client.cookies.size).toBe(0);
    expect(await services.db.select().from(profiles).where(eq(profiles.id, user.id))).toEqual([]);
    expect(await services.db.select().from(properties).where(eq(properties.id, listing.id))).toEqual([]);
    expect((await new ApiClient(api).post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(401);
  });

  it("a user can only delete their own account (another user's id in the body is ignored)", async () => {
    const alice = await signedIn();
    const mallory = await signedIn();
    const res = await mallory.client.request<ErrorBody>("DELETE", "/api/me", {
      password: alice.user.password,
      id: alice.user.id,
      user_id: alice.user.id,
    });
    // The password is checked against Mallory's own account (both use the test default, so it matches),
    // and it is Mallory's account that goes.
    expect(res.status).toBe(200);
    expect(await services.db.select().from(profiles).where(eq(profiles.id, alice.user.id))).toHaveLength(1);
    expect(await services.db.select().from(profiles).where(eq(profiles.id, mallory.user.id))).toEqual([]);
  });

  it("answers a visitor with 401", async () => {
    expect((await new ApiClient(api).request("DELETE", "/api/me", { password: "x" })).status).toBe(401);
  });
});
