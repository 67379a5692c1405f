import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { auditLog, notifications, profiles } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { adminClient, profileOf, userClient } from "../../../../tests/support/admin-fixtures";
import { uniqueEmail } from "../../../../tests/support/api-client";
import { createTestServices } from "../../../../tests/support/services";

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type UserBody = {
  user: {
    id: string;
    is_premium: boolean;
    premium_until: string | null;
    premium_active: boolean;
    is_admin: boolean;
    name: string;
    user_type: string;
  };
};
type ListBody = {
  items: { id: string; name: string; user_type: string; premium_active: boolean; property_count: number }[];
  total: number;
  page: number;
  page_count: number;
  page_size: number;
};

async function lastAudit(targetId: string) {
  const [row] = await services.db.select().from(auditLog).where(eq(auditLog.target_id, targetId)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe("GET /api/admin/users", () => {
  it("searches by name, filters by type and premium, pages of 10 newest first, clamps the page", async () => {
    const { client: admin } = await adminClient(api, services);
    const tag = `Zana${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 12; i++) {
      const { user } = await userClient(api, { name: `${tag} ${i}`, user_type: i % 2 ? "renter" : "buyer" });
      made.push(user);
    }
    await admin.post(`/api/admin/users/${made[3]!.id}/premium`, { is_premium: true });

    const first = await admin.get<ListBody>(`/api/admin/users?q=${tag.toLowerCase()}`);
    expect(first.body).toMatchObject({ total: 12, page: 1, page_count: 2, page_size: 10 });
    expect(first.body.items.map((u) => u.name)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((_, i) => `${tag} ${11 - i}`),
    );

    const last = await admin.get<ListBody>(`/api/admin/users?q=${tag}&page=99`);
    expect(last.body.page).toBe(2);
    expect(last.body.items.map((u) => u.name)).toEqual([`${tag} 1`, `${tag} 0`]);

    const renters = await admin.get<ListBody>(`/api/admin/users?q=${tag}&user_type=renter`);
    expect(renters.body.total).toBe(6);
    expect(renters.body.items.every((u) => u.user_type === "renter")).toBe(true);

    const premium = await admin.get<ListBody>(`/api/admin/users?q=${tag}&premium=true`);
    expect(premium.body.items.map((u) => u.id)).toEqual([made[3]!.id]);
    const basic = await admin.get<ListBody>(`/api/admin/users?q=${tag}&premium=false`);
    expect(basic.body.total).toBe(11);

    const none = await admin.get<ListBody>(`/api/admin/users?q=${tag}xyz`);
    expect(none.body).toMatchObject({ total: 0, items: [], page: 1, page_count: 1 });
  });

  it("treats % and _ in the search as text", async () => {
    const { client: admin } = await adminClient(api, services);
    const res = await admin.get<ListBody>("/api/admin/users?q=%25");
    expect(res.status).toBe(200);
    expect(res.body.items.every((u) => u.name.includes("%"))).toBe(true);
  });
});

describe("premium toggle", () => {
  it("on: premium_until three months from now, the user is told; off: cleared", async () => {
    const { client: admin, user: actor } = await adminClient(api, services);
    const { client: member, user } = await userClient(api);
    const before = Date.now();
    const on = await admin.post<UserBody>(`/api/admin/users/${user.id}/premium`, { is_premium: true });
    expect(on.status).toBe(200);
    expect(on.body.user).toMatchObject({ is_premium: true, premium_active: true });
    const until = new Date(on.body.user.premium_until!).getTime();
    expect(until).toBeGreaterThan(before + 89 * 86_400_000);
    expect(until).toBeLessThan(Date.now() + 93 * 86_400_000);
    const session = await member.get<{ user: { premium_active: boolean } }>("/api/auth/session");
    expect(session.body.user.premium_active).toBe(true);
    const [note] = await services.db.select().from(notifications).where(eq(notifications.user_id, user.id));
    expect(note).toMatchObject({ type: "other", title: "Llogaria juaj është Premium!" });
    expect(await lastAudit(user.id)).toMatchObject({
      actor_id: actor.id,
      actor_email: actor.email,
      action: "user.premium_on",
      target_type: "user",
    });

    const off = await admin.post<UserBody>(`/api/admin/users/${user.id}/premium`, { is_premium: false });
    expect(off.body.user).toMatchObject({ is_premium: false, premium_until: null, premium_active: false });
    expect(await profileOf(services, user.id)).toMatchObject({ is_premium: false, premium_until: null });
    expect((await lastAudit(user.id))?.action).toBe("user.premium_off");
  });

  it("an expired premium no longer counts, and extending starts again from now", async () => {
    const { client: admin } = await adminClient(api, services);
    const { client: member, user } = await userClient(api);
    await services.db
      .update(profiles)
      .set({ is_premium: true, premium_until: new Date(Date.now() - 86_400_000) })
      .where(eq(profiles.id, user.id));
    expect((await member.get<{ user: { premium_active: boolean } }>("/api/auth/session")).body.user.premium_active).toBe(false);
    const listed = await admin.get<ListBody>(`/api/admin/premium`);
    expect(listed.body.items.find((u) => u.id === user.id)).toMatchObject({ premium_active: false });

    const res = await admin.post<UserBody>(`/api/admin/users/${user.id}/premium/extend`, { months: 1 });
    const until = new Date(res.body.user.premium_until!).getTime();
    expect(until).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(until).toBeLessThan(Date.now() + 32 * 86_400_000);
    expect((await member.get<{ user: { premium_active: boolean } }>("/api/auth/session")).body.user.premium_active).toBe(true);
  });

  it("extending a running premium adds to its expiry", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user } = await userClient(api);
    const on = await admin.post<UserBody>(`/api/admin/users/${user.id}/premium`, { is_premium: true });
    const ext = await admin.post<UserBody>(`/api/admin/users/${user.id}/premium/extend`, { months: 12 });
    const diff = new Date(ext.body.user.premium_until!).getTime() - new Date(on.body.user.premium_until!).getTime();
    expect(diff).toBeGreaterThan(364 * 86_400_000);
    expect(diff).toBeLessThan(367 * 86_400_000);
    expect((await lastAudit(user.id))?.details).toMatchObject({ months: 12 });
  });

  it("refuses forged months, a missing flag and unknown users, changing nothing", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user } = await userClient(api);
    expect((await admin.post<ErrorBody>(`/api/admin/users/${user.id}/premium/extend`, { months: 120 })).status).toBe(400);
    expect((await admin.post<ErrorBody>(`/api/admin/users/${user.id}/premium`, {})).status).toBe(400);
    expect((await admin.post<ErrorBody>(`/api/admin/users/not-a-uuid/premium`, { is_premium: true })).status).toBe(404);
    const missing = await admin.post<ErrorBody>(`/api/admin/users/00000000-0000-4000-8000-000000000000/premium`, { is_premium: true });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Përdoruesi nuk u gjet");
    expect(await profileOf(services, user.id)).toMatchObject({ is_premium: false, premium_until: null });
  });

  it("finds the account of a payment reference PREMIUM-{personal_id}", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user } = await userClient(api);
    const res = await admin.get<UserBody>(
      `/api/admin/premium/lookup?reference=${encodeURIComponent(` premium-${user.personal_id.toLowerCase()} `)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    const bad = await admin.get<ErrorBody>(`/api/admin/premium/lookup?reference=PAGESA-123`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("ADMIN_REFERENCE_INVALID");
    const unknown = await admin.get<ErrorBody>(`/api/admin/premium/lookup?reference=PREMIUM-USER-ZZZZZ9`);
    expect(unknown.status).toBe(404);
  });
});

describe("PATCH /api/admin/users/:id (edit)", () => {
  it("changes name, user type and (when sent) administrator rights only, and records it", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user } = await userClient(api);
    const res = await admin.request<UserBody>("PATCH", `/api/admin/users/${user.id}`, {
      name: "  Blerta Hoxha ",
      user_type: "landlord",
      is_premium: true,
      email: "forged@test.prona",
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: "Blerta Hoxha", user_type: "landlord", is_admin: false, is_premium: false });
    expect((await profileOf(services, user.id))?.email).toBe(user.email);
    expect(await lastAudit(user.id)).toMatchObject({
      action: "user.edit",
      details: {
        before: { name: "Test Përdorues", user_type: "buyer", is_admin: false },
        after: { name: "Blerta Hoxha", user_type: "landlord", is_admin: false },
      },
    });
    const granted = await admin.request<UserBody>("PATCH", `/api/admin/users/${user.id}`, {
      name: "Blerta Hoxha",
      user_type: "landlord",
      is_admin: "true",
    });
    expect(granted.body.user.is_admin).toBe(true);
    const revoked = await admin.request<UserBody>("PATCH", `/api/admin/users/${user.id}`, {
      name: "Blerta Hoxha",
      user_type: "landlord",
      is_admin: false,
    });
    expect(revoked.body.user.is_admin).toBe(false);
    expect(await lastAudit(user.id)).toMatchObject({
      action: "user.edit",
      details: { before: { is_admin: true }, after: { is_admin: false } },
    });
  });

  it("refuses an empty name or an unknown type with the field's message", async () => {
    const { client: admin } = await adminClient(api, services);
    const { user } = await userClient(api);
    const empty = await admin.request<ErrorBody>("PATCH", `/api/admin/users/${user.id}`, { name: " ", user_type: "buyer" });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.name).toBe("Shkruani emrin.");
    const type = await admin.request<ErrorBody>("PATCH", `/api/admin/users/${user.id}`, { name: "X", user_type: "admin" });
    expect(type.body.error.code).toBe("INVALID_USER_TYPE");
    expect((await profileOf(services, user.id))?.name).toBe("Test Përdorues");
  });
});

describe("admin-privileges panel", () => {
  it("grants by personal ID, e-mail and UUID", async () => {
    const { client: admin, user: actor } = await adminClient(api, services);
    const cases = [
      ["personal_id", (u: { personal_id: string }) => u.personal_id.toLowerCase()],
      ["email", (u: { email: string }) => u.email.toUpperCase()],
      ["uuid", (u: { id: string }) => u.id.toUpperCase()],
    ] as const;
    for (const [method, identifier] of cases) {
      const { client: member, user } = await userClient(api);
      expect((await member.get("/api/admin/users")).status).toBe(403);
      const res = await admin.post<{ user: { id: string } }>("/api/admin/admins", { method, identifier: identifier(user as never) });
      expect(res.status, method).toBe(200);
      expect(res.body.user.id).toBe(user.id);
      expect((await profileOf(services, user.id))?.is_admin).toBe(true);
      expect((await member.get("/api/admin/users")).status).toBe(200);
      expect(await lastAudit(user.id)).toMatchObject({ action: "user.grant_admin", actor_id: actor.id, details: { method } });
    }
  });

  it("answers the spec's not-found message naming the field, and the required-field message", async () => {
    const { client: admin } = await adminClient(api, services);
    const notFound = [
      ["personal_id", "USER-000000", "Përdoruesi nuk u gjet ose nuk u bë administrator. Sigurohuni që ID personale është i saktë."],
      ["email", uniqueEmail("nobody"), "Përdoruesi nuk u gjet ose nuk u bë administrator. Sigurohuni që email është i saktë."],
      [
        "uuid",
        "00000000-0000-4000-8000-000000000000",
        "Përdoruesi nuk u gjet ose nuk u bë administrator. Sigurohuni që ID UUID është i saktë.",
      ],
      ["uuid", "jo-uuid", "Përdoruesi nuk u gjet ose nuk u bë administrator. Sigurohuni që ID UUID është i saktë."],
    ] as const;
    for (const [method, identifier, message] of notFound) {
      const res = await admin.post<ErrorBody>("/api/admin/admins", { method, identifier });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(message);
    }
    const blank = await admin.post<ErrorBody>("/api/admin/admins", { method: "email", identifier: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe("Ju lutemi plotësoni fushën e kërkuar.");
    const method = await admin.post<ErrorBody>("/api/admin/admins", { method: "name", identifier: "x" });
    expect(method.status).toBe(400);
  });

  it("bulk: every seller and landlord becomes an administrator, nobody else", async () => {
    await services.db.update(profiles).set({ is_admin: false }).where(eq(profiles.user_type, "landlord"));
    const { client: admin } = await adminClient(api, services);
    const { user: landlord } = await userClient(api, { user_type: "landlord" });
    const { user: buyer } = await userClient(api, { user_type: "buyer" });
    const { user: renter } = await userClient(api, { user_type: "renter" });
    await services.db.update(profiles).set({ is_admin: false }).where(eq(profiles.id, landlord.id));
    const pending = await services.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.is_admin, false), eq(profiles.user_type, "seller")));
    const landlords = await services.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.is_admin, false), eq(profiles.user_type, "landlord")));
    const res = await admin.post<{ count: number }>("/api/admin/admins/bulk");
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(pending.length + landlords.length);
    expect(res.body.count).toBeGreaterThan(0);
    expect((await profileOf(services, landlord.id))?.is_admin).toBe(true);
    expect((await profileOf(services, buyer.id))?.is_admin).toBe(false);
    expect((await profileOf(services, renter.id))?.is_admin).toBe(false);
    const again = await admin.post<{ count: number }>("/api/admin/admins/bulk");
    expect(again.body.count).toBe(0);
  });
});

describe("DELETE /api/admin/users/:id", () => {
  it("deletes the user with their listings, and records who did it", async () => {
    const { client: admin, user: actor } = await adminClient(api, services);
    const { client: member, user } = await userClient(api);
    const { properties } = await import("~/.server/db/schema");
    await services.db.insert(properties).values({ owner_id: user.id, title: "Shtëpi", description: "d", location: "Pejë", price: 1000 });
    const res = await admin.request<{ removed: { id: string; properties: number } }>("DELETE", `/api/admin/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.removed).toMatchObject({ id: user.id, properties: 1 });
    expect(await profileOf(services, user.id)).toBeUndefined();
    expect(await services.db.select().from(properties).where(eq(properties.owner_id, user.id))).toEqual([]);
    expect((await member.get<{ user: unknown }>("/api/auth/session")).body.user).toBeNull();
    expect(await lastAudit(user.id)).toMatchObject({
      action: "user.delete",
      actor_id: actor.id,
      details: { email: user.email, properties: 1 },
    });
    const again = await admin.request<ErrorBody>("DELETE", `/api/admin/users/${user.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("Përdoruesi nuk u gjet");
  });

  it("refuses to delete the acting administrator", async () => {
    const { client: admin, user: actor } = await adminClient(api, services);
    const res = await admin.request<ErrorBody>("DELETE", `/api/admin/users/${actor.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("ADMIN_CANNOT_DELETE_SELF");
    expect(await profileOf(services, actor.id)).toBeDefined();
  });
});

describe("GET /api/admin/audit", () => {
  it("lists who did what to which target, newest first", async () => {
    const { client: admin, user: actor } = await adminClient(api, services);
    const { user } = await userClient(api);
    await admin.post(`/api/admin/users/${user.id}/premium`, { is_premium: true });
    const res = await admin.get<{ items: { actor_email: string; action: string; target_id: string; created_at: string }[] }>(
      "/api/admin/audit",
    );
    expect(res.body.items[0]).toMatchObject({ actor_email: actor.email, action: "user.premium_on", target_id: user.id });
    expect(Number.isNaN(Date.parse(res.body.items[0]!.created_at))).toBe(false);
  });
});
