import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteOwnAccount } from "~/.server/auth/delete-account";
import { deleteUserAsAdmin } from "~/.server/admin/delete-user";
import { editUser } from "~/.server/admin/edit-user";
import { createApi, type Api } from "~/.server/api/app";
import { profiles } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { adminActorOf, adminClient, profileOf, userClient } from "../../../../tests/support/admin-fixtures";
import { randomIp, type ApiClient } from "../../../../tests/support/api-client";
import { createTestServices } from "../../../../tests/support/services";

// The last administrator can never be deleted or lose the admin flag, by any path, even when two
// requests race. Every test starts from a database without administrators (tests in a file run in turn).

let services: Services;
let api: Api;

beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(async () => {
  await services.close();
});
beforeEach(async () => {
  await services.db.update(profiles).set({ is_admin: false });
});

type ErrorBody = { error: { code: string; message: string } };

const MESSAGES = {
  sq: "Ky është administratori i fundit: llogaria nuk mund të fshihet dhe të drejtat e administratorit nuk mund t'i hiqen. Bëni së pari dikë tjetër administrator.",
  en: "This is the last administrator: the account cannot be deleted and its admin rights cannot be removed. Make someone else an administrator first.",
  de: "Dies ist der letzte Administrator: Das Konto kann nicht gelöscht und die Adminrechte können nicht entzogen werden. Ernennen Sie zuerst eine andere Person zum Administrator.",
} as const;

/** Each settled operation as "ok" or its error code, sorted. */
function outcomes(results: PromiseSettledResult<unknown>[]) {
  return results.map((r) => (r.status === "fulfilled" ? "ok" : ((r.reason as { code?: string }).code ?? String(r.reason)))).sort();
}

async function adminCount() {
  return (await services.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.is_admin, true))).length;
}

/** Expects the refusal in all three languages, asking again with the lang cookie. */
async function expectLastAdminRefusal(client: ApiClient, send: () => Promise<{ status: number; body: unknown }>) {
  for (const lang of ["sq", "en", "de"] as const) {
    client.cookies.set("lang", lang);
    const res = await send();
    expect(res.status, lang).toBe(409);
    expect((res.body as ErrorBody).error, lang).toEqual({ code: "LAST_ADMIN", message: MESSAGES[lang] });
  }
  client.cookies.delete("lang");
}

describe("the last administrator", () => {
  it("cannot delete their own account (DELETE /api/me): 409 LAST_ADMIN, nothing changes", async () => {
    const { client, user } = await adminClient(api, services);
    expect(await adminCount()).toBe(1);
    await expectLastAdminRefusal(client, () => client.request("DELETE", "/api/me", { password: user.password }));
    expect(await profileOf(services, user.id)).toMatchObject({ id: user.id, is_admin: true });
    expect((await client.get("/api/me")).status).toBe(200);
    expect((await client.get("/api/admin/users")).status).toBe(200);
  });

  it("can delete their own account once another administrator exists", async () => {
    const first = await adminClient(api, services);
    const second = await adminClient(api, services);
    expect((await first.client.request("DELETE", "/api/me", { password: first.user.password })).status).toBe(200);
    expect(await profileOf(services, first.user.id)).toBeUndefined();
    // Now the second one is the last.
    expect((await second.client.request<ErrorBody>("DELETE", "/api/me", { password: second.user.password })).body.error.code).toBe(
      "LAST_ADMIN",
    );
    expect(await adminCount()).toBe(1);
  });

  it("cannot remove their own admin rights (PATCH /api/admin/users/:id): 409 LAST_ADMIN, nothing changes", async () => {
    const { client, user } = await adminClient(api, services);
    await expectLastAdminRefusal(client, () =>
      client.request("PATCH", `/api/admin/users/${user.id}`, { name: "Tjetër Emër", user_type: "buyer", is_admin: false }),
    );
    expect(await profileOf(services, user.id)).toMatchObject({ is_admin: true, name: user.name, user_type: "seller" });
  });

  it("an administrator can remove another administrator's rights through the edit, and then not their own", async () => {
    const first = await adminClient(api, services);
    const second = await adminClient(api, services);
    const res = await first.client.request<{ user: { is_admin: boolean } }>("PATCH", `/api/admin/users/${second.user.id}`, {
      name: second.user.name,
      user_type: "seller",
      is_admin: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.user.is_admin).toBe(false);
    expect((await second.client.get("/api/admin/users")).status).toBe(403);
    const self = await first.client.request<ErrorBody>("PATCH", `/api/admin/users/${first.user.id}`, {
      name: "A",
      user_type: "seller",
      is_admin: false,
    });
    expect(self.body.error.code).toBe("LAST_ADMIN");
    expect(await adminCount()).toBe(1);
    // Leaving is_admin out of the edit keeps it as it is.
    const rename = await first.client.request<{ user: { is_admin: boolean; name: string } }>("PATCH", `/api/admin/users/${first.user.id}`, {
      name: "Admini",
      user_type: "seller",
    });
    expect(rename.body.user).toMatchObject({ name: "Admini", is_admin: true });
  });

  it("an administrator removed a moment ago, whose request was already let in, cannot delete or demote the last one", async () => {
    const a = await adminClient(api, services);
    const b = await adminClient(api, services);
    // a removes b; b's request (authorized before that) then tries to delete a, or to demote a.
    const staleActor = await adminActorOf(services, b.user.id);
    expect((await a.client.request("DELETE", `/api/admin/users/${b.user.id}`)).status).toBe(200);
    await expect(deleteUserAsAdmin(services, staleActor, a.user.id)).rejects.toMatchObject({ code: "LAST_ADMIN" });
    await expect(
      editUser(services, { actor: staleActor, userId: a.user.id, input: { name: "X", user_type: "seller", is_admin: false } }),
    ).rejects.toMatchObject({
      code: "LAST_ADMIN",
    });
    expect(await profileOf(services, a.user.id)).toMatchObject({ is_admin: true });
  });

  // Two requests that have both passed the admin check act at the same moment (the services are what
  // runs after that check). On PostgreSQL they really run concurrently.
  it("is never deleted by two administrators deleting each other at the same moment", async () => {
    const a = await adminClient(api, services);
    const b = await adminClient(api, services);
    const results = await Promise.allSettled([
      deleteUserAsAdmin(services, a.actor, b.user.id),
      deleteUserAsAdmin(services, b.actor, a.user.id),
    ]);
    expect(outcomes(results)).toEqual(["LAST_ADMIN", "ok"]);
    expect(await adminCount()).toBe(1);
  });

  it("is never demoted by two administrators demoting each other at the same moment", async () => {
    const a = await adminClient(api, services);
    const b = await adminClient(api, services);
    const results = await Promise.allSettled([
      editUser(services, { actor: a.actor, userId: b.user.id, input: { name: b.user.name, user_type: "seller", is_admin: false } }),
      editUser(services, { actor: b.actor, userId: a.user.id, input: { name: a.user.name, user_type: "seller", is_admin: false } }),
    ]);
    expect(outcomes(results)).toEqual(["LAST_ADMIN", "ok"]);
    expect(await adminCount()).toBe(1);
  });

  it("is never lost when two administrators delete their own accounts at the same moment, or one leaves while another demotes themself", async () => {
    const a = await adminClient(api, services);
    const b = await adminClient(api, services);
    const request = () => {
      const ip = randomIp();
      return { headers: new Headers(), ip, network: ip };
    };
    const both = await Promise.allSettled([
      deleteOwnAccount(services, { userId: a.user.id, input: { password: a.user.password }, request: request() }),
      deleteOwnAccount(services, { userId: b.user.id, input: { password: b.user.password }, request: request() }),
    ]);
    expect(outcomes(both)).toEqual(["LAST_ADMIN", "ok"]);
    expect(await adminCount()).toBe(1);

    const c = await adminClient(api, services);
    const survivor = both[0]!.status === "rejected" ? a : b;
    const mixed = await Promise.allSettled([
      deleteOwnAccount(services, { userId: c.user.id, input: { password: c.user.password }, request: request() }),
      editUser(services, { actor: survivor.actor, userId: survivor.user.id, input: { name: "X", user_type: "seller", is_admin: false } }),
    ]);
    expect(outcomes(mixed)).toEqual(["LAST_ADMIN", "ok"]);
    expect(await adminCount()).toBe(1);
  });

  it("does not stop anyone deleting or editing accounts that are not the last administrator", async () => {
    const admin = await adminClient(api, services);
    const member = await userClient(api);
    expect(
      (await admin.client.request("PATCH", `/api/admin/users/${member.user.id}`, { name: "Anëtar", user_type: "renter", is_admin: false }))
        .status,
    ).toBe(200);
    expect((await admin.client.request("DELETE", `/api/admin/users/${member.user.id}`)).status).toBe(200);
    const leaver = await userClient(api);
    expect((await leaver.client.request("DELETE", "/api/me", { password: leaver.user.password })).status).toBe(200);
  });
});
